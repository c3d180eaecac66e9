/**
 * Issue 35, item 4, at 1440×900 on the studio server: on a money screen an editor changes the English of Loan Now;
 * the Filipino beside it is now stale, which is an error there, so Submit is refused with the problem; writing the
 * Filipino again (it is stamped with the new English) clears it. Nothing is submitted.
 */
import { expect, test } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, openStudioScreen, studioDesktop } from '../setup/studio-page.ts';

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

  await you.click(filipino);
  await you.press('Control+A');
  await you.type(filipino, 'Humiram na');
  await you.press('Enter');
  await expect(page.locator('.cm-content')).toContainText('"fil": "Humiram na"');
  await expect(problem).toHaveCount(0);
  await expect(group.getByText('The English changed after this Filipino was written.')).toHaveCount(0);
  await you.click(page.getByRole('button', { name: 'Submit for review…' }));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Fix (it|them) before submitting/)).toHaveCount(0);
  await saveViewport(page, 'studio-fil-fixed');
});
