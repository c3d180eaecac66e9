/**
 * Issue 34 item 1, "Done when" (1440×900 on npm run serve): QA — an editor, the team's QA — saves a fixture of About us
 * in the studio, renames it and adds a check in the Fixtures view, and deletes it, each audited; then shortens a line a
 * bundled fixture checks: Submit for review is blocked by that fixture, she proposes its update ("Update this check to
 * the new text") and submits both in one request; the reviewer (the first admin, in the same page) sees the update
 * beside the change and approves them together: the screen goes live on staging and the fixture checks the new text.
 * One context and one page; clicks and keys counted for docs/studio.md. Like the other studio journeys it expects the
 * server's data as it starts (wiped): a second run on a kept server finds the new line already live on staging.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, studioDesktop, studioServer } from '../setup/studio-page.ts';
import { firstAdmin } from '../setup/studio-servers.ts';
import { timeouts } from '../setup/timeouts.ts';

test.use(studioDesktop);

const id = 'about-us';
const qa = { email: 'quinn@hatid.test', name: 'Quinn QA', password: 'quinn checks screens 2026' };
const oldLine = 'Questions about your loan? Write to our customer service.';
const newLine = 'Questions about your loan? Write to us.';
const checked = 'tests/fixtures/static-pages/about-us-email.json';
// The request's reason, unique to the run (always 6 digits, so the keys counted stay the same).
const reason = `Shorter e-mail line ${String(Date.now() % 1e6).padStart(6, '0')}`;

/** Signs the page's context in as `who` (the studio's own sign-in call) and opens the studio at `hash`. */
async function signInAs(page: Page, who: { email: string; password: string }, hash = '') {
  const request = page.context().request;
  const answer = await request.post(`${studioServer}/studio-api/auth/sign-in/email`, { headers: { Origin: studioServer }, data: who });
  expect(answer.ok(), await answer.text()).toBe(true);
  // A fresh load (a change of the hash alone would keep the page of the person before).
  await page.goto('about:blank');
  await page.goto(`${studioServer}/studio/${hash}`);
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
}

/** A write as the signed-in person (setup and cleanup only). */
async function post(request: APIRequestContext, path: string, data: unknown) {
  const { csrfToken } = (await (await request.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  return request.post(`${studioServer}/studio-api${path}`, { headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken }, data });
}

type Listed = { file: string; revision: number; fixture: QaFixture };
const fixturesOf = async (request: APIRequestContext) =>
  ((await (await request.get(`${studioServer}/studio-api/fixtures?screen=${id}`)).json()) as { fixtures: Listed[] }).fixtures;

test('QA saves, edits and deletes a fixture; a copy change blocked by a fixture goes live with its proposed update', async ({ browser }) => {
  test.setTimeout(timeouts.e2eTest * 2);
  const context = await browser.newContext(studioDesktop);
  const page = await context.newPage();
  const request = context.request;
  try {
    // Setup: the first admin makes Quinn's account (an editor: the team's QA).
    await signInAs(page, firstAdmin);
    const made = await post(request, '/users', { ...qa, role: 'editor' });
    expect([200, 409]).toContain(made.status());
    await signInAs(page, qa, `#${id}`);
    await expect(page.getByLabel('Open screen').locator('code')).toHaveText(id);
    const outline = page.getByRole('tree', { name: 'Outline of the screen' });
    await expect(outline.getByRole('treeitem').first()).toBeVisible();

    // 1. QA saves a fixture from the preview: the screen as it opens, checked by its title.
    const you = countingUser(page);
    await you.click(page.getByRole('tab', { name: /^QA fixture/ }));
    await you.click(page.getByRole('button', { name: 'Save as QA fixture' }));
    await you.type(page.getByLabel(/What does this fixture show/), 'About us opens');
    await you.click(page.getByRole('button', { name: 'Save fixture' }));
    await expect(page.getByRole('status').filter({ hasText: 'Saved as' })).toContainText('studio/about-us/about-us-opens.json');

    // 2. In the Fixtures view she renames it and adds a check of a text.
    await you.click(page.getByRole('button', { name: /^Fixtures/ }));
    const view = page.getByRole('dialog', { name: `QA fixtures of ${id}` });
    const saved = view.getByRole('listitem', { name: 'About us opens' });
    await expect(saved).toContainText('Made in the studio; changed by Quinn QA');
    await you.click(saved.getByRole('button', { name: 'Edit' }));
    const form = view.getByRole('form', { name: 'Edit fixture About us opens' });
    await expect(form.getByLabel('Step 1: the text')).toHaveValue('About us');
    await you.click(form.getByLabel(/What does this fixture show/));
    await you.press('ControlOrMeta+a');
    await you.type(form.getByLabel(/What does this fixture show/), 'About us opens with who we are');
    await you.click(form.getByRole('button', { name: 'Add a check of a text' }));
    await you.type(form.getByLabel('Step 2: the text'), 'Who we are');
    await saveViewport(page, 'studio-fixture-edit');
    await you.click(form.getByRole('button', { name: 'Save fixture' }));
    await expect(view.getByRole('status').filter({ hasText: 'Saved “About us opens with who we are”' })).toBeVisible();
    const renamed = view.getByRole('listitem', { name: 'About us opens with who we are' });
    await expect(renamed).toBeVisible();
    expect((await fixturesOf(request)).find((f) => f.file === 'studio/about-us/about-us-opens.json')?.fixture.steps).toEqual([
      { expectText: 'About us' },
      { expectText: 'Who we are' },
    ]);
    await saveViewport(page, 'studio-fixtures-view');

    // 3. She deletes it.
    await you.click(renamed.getByRole('button', { name: 'Delete…' }));
    await you.click(renamed.getByRole('button', { name: 'Delete fixture' }));
    await expect(view.getByRole('status').filter({ hasText: 'Deleted “About us opens with who we are”' })).toBeVisible();
    await expect(view.getByRole('listitem')).toHaveCount(3);
    await you.press('Escape');
    const qaCount = { ...you.count };

    // Each of the three writes is in the audit, by Quinn.
    const audit = (await (await request.get(`${studioServer}/studio-api/audit?screenId=${id}`)).json()) as {
      entries: { action: string; actor: string; detail: Record<string, unknown> }[];
    };
    // Newest first: this run's three.
    const ours = audit.entries.filter((e) => e.action.startsWith('fixture-') && e.detail.file === 'studio/about-us/about-us-opens.json').slice(0, 3);
    expect(ours.map((e) => [e.action, e.actor])).toEqual([
      ['fixture-delete', qa.name],
      ['fixture-edit', qa.name],
      ['fixture-create', qa.name],
    ]);
    expect(ours[1]?.detail.renamedFrom).toBe('About us opens');

    // 4. A copy change a bundled fixture checks: the e-mail line, shortened in the form.
    await you.click(outline.getByRole('treeitem', { name: /Questions about your loan/ }));
    const text = page.getByRole('form', { name: 'Properties of text' }).getByRole('textbox', { name: /^text/ });
    await you.click(text);
    await you.press('ControlOrMeta+a');
    await you.type(text, newLine);
    await you.press('Enter');
    await expect(page.locator('.cm-content')).toContainText(`"en": "${newLine}"`);

    // Submit for review replays the fixtures: the one checking the old line blocks it, and offers its update.
    await you.click(page.getByRole('button', { name: 'Submit for review…' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert').first()).toContainText('Submit for review is blocked: 1 of 3 fixtures fail on this text.', {
      timeout: timeouts.e2eTest / 2,
    });
    const failing = dialog.getByRole('list', { name: 'QA fixtures' }).getByRole('listitem').filter({ hasText: 'Failed' });
    await expect(failing).toContainText(`Step 5: the text "${oldLine}" is not shown`);
    await expect(failing.getByLabel(/The new text/)).toHaveValue(newLine);
    await saveViewport(page, 'studio-fixture-propose');
    await you.click(failing.getByRole('button', { name: 'Update this check to the new text' }));

    // Replayed as updated, they pass: the request goes with the update.
    const proposal = dialog.getByRole('region', { name: 'Fixture updates proposed with this change' });
    await expect(proposal).toContainText(`Step 5: Shows the text “${oldLine}” → “${newLine}”`, { timeout: timeouts.e2eTest / 2 });
    await expect(dialog.getByRole('button', { name: /^Publish now/ })).toHaveCount(0);
    await you.click(dialog.getByLabel(/Why this change/));
    await you.type(dialog.getByLabel(/Why this change/), reason);
    await saveViewport(page, 'studio-fixture-proposed');
    await you.click(dialog.getByRole('button', { name: 'Submit for review', exact: true }));
    await expect(page.getByRole('status').filter({ hasText: /Sent for review \(#\d+\) with its fixture update/ })).toBeVisible();
    const authorCount = { clicks: you.count.clicks - qaCount.clicks, keys: you.count.keys - qaCount.keys };

    // 5. The reviewer (the first admin, signed in on the same page) sees the update beside the change and approves both.
    await signInAs(page, firstAdmin);
    const reviewer = countingUser(page);
    await reviewer.click(page.getByRole('button', { name: /^Reviews, \d+ open$/ }));
    await reviewer.click(page.getByRole('navigation', { name: 'Change requests' }).getByRole('button', { name: new RegExp(reason) }));
    const updates = page.getByRole('region', { name: 'QA fixture updates proposed with this change' });
    await expect(updates).toContainText(`Step 5: Shows the text “${oldLine}” → “${newLine}”`);
    const approve = page.getByRole('button', { name: 'Approve and publish to staging' });
    await expect(approve).toBeEnabled({ timeout: timeouts.e2eTest / 2 });
    await updates.scrollIntoViewIfNeeded();
    await saveViewport(page, 'studio-fixture-review');
    await reviewer.click(approve);
    // The server replays the screen's fixtures (as updated) before it publishes.
    await expect(page.getByText(/^Published as version \d+ on staging/)).toBeVisible({ timeout: timeouts.e2eTest / 2 });

    // Live on staging, and the fixture now checks the new line (applied with the request, audited).
    expect(await (await request.get(`${studioServer}/staging/screens/${id}.json`)).text()).toContain(newLine);
    const updated = (await fixturesOf(request)).find((f) => f.file === checked);
    expect(updated?.fixture.steps).toContainEqual({ expectText: newLine });
    expect(updated?.fixture.steps).not.toContainEqual({ expectText: oldLine });
    const applied = (await (await request.get(`${studioServer}/studio-api/audit?screenId=${id}&action=fixture-edit`)).json()) as {
      entries: { detail: Record<string, unknown> }[];
    };
    expect(applied.entries.some((e) => e.detail.file === checked && typeof e.detail.changeRequest === 'number')).toBe(true);

    console.log(
      `[issue 34] fixtures: QA saves, edits and deletes ${qaCount.clicks} clicks / ${qaCount.keys} keys; ` +
        `the author's change with its fixture update ${authorCount.clicks} / ${authorCount.keys}; the review ${reviewer.count.clicks} / ${reviewer.count.keys}`,
    );

    // Cleanup: the bundled fixture as shipped, for the journeys after this one (the staging text stays).
    if (updated) {
      const shipped = JSON.parse(readFileSync(checked, 'utf8')) as QaFixture;
      expect((await post(request, '/fixtures/edit', { file: checked, revision: updated.revision, fixture: shipped })).ok()).toBe(true);
    }
  } finally {
    await context.close();
  }
});
