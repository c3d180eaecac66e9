/**
 * Issue 35, item 4, at 1440×900 on the studio server: on a money screen an editor changes the English of Loan Now;
 * the Filipino beside it is now stale, which is an error there, so Submit is refused with the problem; emptied, the
 * Filipino is missing, refused too; writing it for the new English (it is stamped with it) clears it. Then the reviewer's side: that change as a change
 * request shows its text in English and Filipino, before and after, and both phones draw in Filipino on demand; a
 * request with a stale Filipino (allowed off the money screens) has it flagged.
 */
import { expect, test, type Page } from '@playwright/test';
import { fingerprint } from '../../renderer/core/i18n/translations.ts';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, openReview, openStudioScreen, studioDesktop, studioServer } from '../setup/studio-page.ts';

test.use(studioDesktop);

test('a stale Filipino on a money screen blocks Submit until the Filipino is written for the new English', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'loan-confirm');
  const you = countingUser(page);
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await you.click(outline.getByRole('treeitem', { name: /Loan Now/ }));
  const form = page.getByRole('form', { name: 'Properties of button' });
  const group = form.getByRole('group', { name: 'text, English and Filipino', exact: true });
  const english = group.getByRole('textbox', { name: /^text/ });
  const filipino = group.getByRole('textbox', { name: 'Filipino' });
  await expect(english).toHaveValue('Loan Now');
  await expect(filipino).toHaveValue('Mag-loan na');

  await you.click(english);
  await you.press('Control+A');
  await you.type(english, 'Borrow now');
  await you.press('Enter');
  await expect(group.getByText('The English changed after this Filipino was written.')).toBeVisible();
  const problem = form.getByText(/The Filipino of “Borrow now” was written for another English/);
  await expect(problem).toBeVisible();
  await saveViewport(page, 'studio-fil-stale');

  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This screen has 1 problem. Fix it before submitting.')).toBeVisible();
  await saveViewport(page, 'studio-fil-blocked');
  await you.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Without a Filipino it is missing, also an error on a money screen: Submit is refused again.
  await you.click(filipino);
  await you.press('Control+A');
  await you.press('Backspace');
  await you.press('Enter');
  await expect(page.locator('.cm-content')).not.toContainText('"fil": "Mag-loan na"');
  const missing = form.getByText(/No Filipino for “Borrow now”/);
  await expect(missing).toBeVisible();
  await expect(problem).toHaveCount(0);
  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  await expect(dialog.getByText('This screen has 1 problem. Fix it before submitting.')).toBeVisible();
  await you.press('Escape');
  await expect(dialog).toHaveCount(0);

  await you.click(filipino);
  await you.type(filipino, 'Humiram na');
  await you.press('Enter');
  await expect(page.locator('.cm-content')).toContainText('"fil": "Humiram na"');
  await expect(missing).toHaveCount(0);
  await expect(group.getByText('The English changed after this Filipino was written.')).toHaveCount(0);
  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Fix (it|them) before submitting/)).toHaveCount(0);
  await saveViewport(page, 'studio-fil-fixed');
});

/** Sends a change request of screen `id` from its live text changed by `edit`, over HTTP as the submit dialog does; its number. */
async function requestChange(page: Page, id: string, edit: (doc: Record<string, unknown>) => void, reason: string): Promise<number> {
  const api = page.context().request;
  const { csrfToken } = (await (await api.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  const detail = (await (await api.get(`${studioServer}/studio-api/screens/${id}`)).json()) as { latest: { version: number } | null };
  const baseVersion = detail.latest?.version ?? 0;
  const base = (await (await api.get(`${studioServer}/studio-api/screens/${id}/versions/${baseVersion}`)).json()) as { text: string };
  const doc = JSON.parse(base.text) as Record<string, unknown>;
  edit(doc);
  const sent = await api.post(`${studioServer}/studio-api/screens/${id}/change-requests`, {
    headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken },
    data: { text: JSON.stringify(doc, null, 2), baseVersion, reason, target: 'staging' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return ((await sent.json()) as { id: number }).id;
}

test('the reviewer reads a changed text in English and Filipino, sees the phones in Filipino, and a stale Filipino flagged', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'loan-confirm', { discardDraft: false });
  const loanNow = (doc: Record<string, unknown>) => {
    expect(JSON.stringify(doc)).toContain('"en":"Loan Now"');
    const walk = (v: unknown): void => {
      if (typeof v !== 'object' || v === null) return;
      const o = v as Record<string, unknown>;
      const text = o.text as Record<string, string> | undefined;
      if (o.type === 'button' && text?.en === 'Loan Now') o.text = { en: 'Borrow now', fil: 'Humiram na', filFrom: fingerprint('Borrow now') };
      Object.values(o).forEach(walk);
    };
    walk(doc);
  };
  const money = await requestChange(page, 'loan-confirm', loanNow, 'Plainer words on the loan button');
  const stale = await requestChange(
    page,
    'complaint-list',
    (doc) => (doc.title = { ...(doc.title as Record<string, string>), en: 'My complaints' }),
    'Title in the plural',
  );

  const request = await openReview(page, money);
  const texts = request.getByRole('region', { name: 'Texts in English and Filipino' });
  await expect(texts).toContainText('1 text changed.');
  const row = texts.getByRole('row', { name: /Button “Borrow now” › text/ });
  await expect(row.getByLabel('before: Loan Now')).toBeVisible();
  await expect(row.getByLabel('after: Borrow now')).toBeVisible();
  await expect(row.getByLabel('before: Mag-loan na')).toBeVisible();
  await expect(row.getByLabel('after: Humiram na')).toBeVisible();
  await expect(row.getByRole('note')).toHaveCount(0);

  // The phones draw the screen in Filipino when the reviewer picks it: the live Filipino before, the change's after.
  await request.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Filipino' });
  await expect(request.frameLocator('iframe[title="Before"]').getByRole('button', { name: 'Mag-loan na' })).toBeVisible();
  await expect(request.frameLocator('iframe[title="After"]').getByRole('button', { name: 'Humiram na' })).toBeVisible();
  await texts.scrollIntoViewIfNeeded();
  await saveViewport(page, 'studio-review-two-languages');
  await request.getByRole('region', { name: 'Before and after' }).scrollIntoViewIfNeeded();
  await saveViewport(page, 'studio-review-phones-filipino');

  // Off the money screens a stale Filipino may be sent; the reviewer has it flagged with the English it was written for.
  const staleTexts = (await openReview(page, stale)).getByRole('region', { name: 'Texts in English and Filipino' });
  await expect(staleTexts).toContainText('1 text changed; 1 needs its Filipino checked.');
  await expect(staleTexts.getByRole('row', { name: /Screen › title/ }).getByRole('note')).toHaveText(
    'Stale: this Filipino was written for “My Complaint”, not for the English now. Check it before approving.',
  );
  await saveViewport(page, 'studio-review-stale-filipino');

  const { csrfToken } = (await (await page.context().request.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  for (const id of [money, stale]) {
    await page.context().request.post(`${studioServer}/studio-api/change-requests/${id}/withdraw`, {
      headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken },
      data: {},
    });
  }
  await page.context().close();
});
