/**
 * Issue 18 §6, "Done when: see a blocked publish because a fixture fails" (1440×900): on the complaint list (review
 * turned off for it, so editors may publish it themselves) the admin renames one empty state and breaks another text
 * a QA fixture expects; Publish now replays the screen's fixtures on the text in the real renderer and stays blocked,
 * saying which fixture fails at which step and why; Undo fixes it, the fixtures pass and the publish goes through —
 * with their report, which the server checks. Clicks and keys are counted for the README.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, openStudioScreen, studioDesktop, studioServer } from '../setup/studio-page.ts';
import { timeouts } from '../setup/timeouts.ts';

test.use(studioDesktop);

const id = 'complaint-list';

/** A write to the studio API as the signed-in page would send it (same origin, the session's CSRF token); setup only. */
async function studioPost(page: Page, path: string, data: unknown) {
  const request = page.context().request;
  const { csrfToken } = (await (await request.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  return request.post(`${studioServer}/studio-api${path}`, { headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken }, data });
}

test('a publish is blocked while a QA fixture fails on the draft, and goes through once it passes', async ({ browser }) => {
  test.setTimeout(timeouts.e2eTest * 2);
  const page = await openStudioScreen(browser, id);
  // Setup, not counted: the admin lets editors publish this screen without review.
  expect((await studioPost(page, `/screens/${id}/settings`, { reviewRequired: false })).status()).toBe(200);
  await page.reload();
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await expect(outline.getByRole('treeitem').first()).toBeVisible();
  const you = countingUser(page);

  // Two edits in the form: a harmless one, and one that breaks what the "empty" fixture expects.
  // (The outline names the tabs' empty state by its text line.)
  for (const [row, to] of [
    ['No complaints yet', 'You have sent no complaints'],
    ['Complaints you send will be listed', 'Nothing here'],
  ] as const) {
    await you.click(outline.getByRole('treeitem', { name: new RegExp(row) }));
    const title = page.getByRole('form', { name: 'Properties of empty-state' }).getByRole('textbox', { name: /^title/ });
    await you.click(title);
    await you.press('Control+A');
    await you.type(title, to);
    await you.press('Enter');
    await expect(page.locator('.cm-content')).toContainText(`"en": "${to}"`);
  }

  // Publish: the fixtures replay first; one fails, and the publish stays blocked with the reason.
  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toContainText(/Running the QA fixtures|Looking for/);
  await expect(dialog.getByRole('alert')).toContainText('Publish now is blocked: 1 of 4 fixtures fail on this text.', {
    timeout: timeouts.e2eTest / 2,
  });
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  const failing = dialog.getByRole('list', { name: 'QA fixtures' }).getByRole('listitem').filter({ hasText: 'Failed' });
  await expect(failing).toHaveCount(1);
  await expect(failing).toContainText('A borrower without complaints sees a calm empty state');
  await expect(failing).toContainText('Step 2: the text "No complaints here" is not shown');
  await saveViewport(page, 'studio-fixtures-blocked');
  await you.click(dialog.getByRole('button', { name: 'Close' }));
  await expect(page.getByRole('button', { name: 'Fixtures (1 failing)' })).toBeVisible();

  // A stale client cannot skip them: without a report, the server replays them itself on the text and refuses it.
  const breaking = readFileSync(`screens/${id}.json`, 'utf8').replace('"No complaints here"', '"Nothing here"');
  const bare = await studioPost(page, `/screens/${id}/publish`, { text: breaking, baseVersion: 0, reason: 'skip', target: 'staging' });
  expect(bare.status()).toBe(409);
  expect(((await bare.json()) as { code: string }).code).toBe('fixtures');

  // Undo puts the text back; Publish replays the fixtures on the new text, they pass, and it publishes.
  await you.click(page.getByRole('button', { name: 'Undo' }));
  await expect(page.locator('.cm-content')).toContainText('"en": "No complaints here"');
  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  const publish = dialog.getByRole('button', { name: 'Publish now' });
  await expect(publish).toBeEnabled({ timeout: timeouts.e2eTest / 2 });
  await you.click(dialog.getByLabel(/Why this change/));
  await you.type(dialog.getByLabel(/Why this change/), 'Clearer empty state');
  // The server replays the fixtures on the text before it publishes (over an expect's 15 s on a busy machine): the
  // journey waits for its answer, then for what the page says.
  const published = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/studio-api/screens/${id}/publish`,
    { timeout: timeouts.e2eTest },
  );
  await you.click(publish);
  // On a refusal the server's own words say which fixture failed on its replay, at which step and why.
  const answer = await published;
  expect(answer.ok(), `the publish was refused: ${await answer.text()}`).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Published version 1 to staging' })).toBeVisible();
  await you.click(page.getByRole('button', { name: 'Fixtures (all pass)' }));
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('All 4 QA fixtures pass on this text.');
  await saveViewport(page, 'studio-fixtures-pass');

  const live = await page.context().request.get(`${studioServer}/staging/screens/${id}.json`);
  expect(await live.text()).toContain('You have sent no complaints');
  const audit = await page.context().request.get(`${studioServer}/studio-api/audit?screenId=${id}`);
  expect(await audit.text()).toContain('"fixtures"');
  console.log(`fixtures guard journey: ${you.count.clicks} clicks, ${you.count.keys} keys`);
});
