/**
 * Issue 18, item 4 (actions), at 1440×900 on the studio server (the built studio, `npm run serve`): an editor makes the
 * site home's "Open the loan calculator" button show a toast first, with the action form only (no JSON typed), sees it
 * in the preview as a borrower, and the journey counts its clicks and keystrokes for the README's studio section.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { openStudioScreen, studioDesktop } from '../setup/studio-page.ts';

const message = 'Opening the calculator';

test.use(studioDesktop);

test("a button's onTap shows a toast first, set up in the action form without JSON, and works in the preview", async ({ browser }) => {
  const page = await openStudioScreen(browser, 'site-home');
  const counts = { clicks: 0, keys: 0 };
  const click = async (target: ReturnType<Page['getByRole']>) => {
    await target.click();
    counts.clicks += 1;
  };

  // Select the button in the outline: its form shows the onTap list as a card.
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await click(outline.getByRole('treeitem', { name: /Open the loan calculator/ }));
  const form = page.getByRole('form', { name: 'Properties of button' });
  const navigate = form.getByRole('group', { name: 'Action 1: navigate' });
  await expect(navigate).toBeVisible();
  await expect(navigate.getByRole('textbox', { name: /^to/ })).toHaveValue('/Calculator');

  // Add a toast (the kind offered first), write its text, move it before the navigation.
  await expect(form.getByLabel('Kind of action to add')).toHaveValue('toast');
  await click(form.getByRole('button', { name: 'Add action' }));
  const toast = form.getByRole('group', { name: 'Action 2: toast' });
  const text = toast.getByRole('textbox', { name: /^text/ });
  await click(text);
  await text.pressSequentially(message);
  counts.keys += message.length;
  await text.press('Enter');
  counts.keys += 1;
  await click(form.getByRole('button', { name: 'Move action 2 up' }));
  await expect(form.getByRole('group', { name: 'Action 1: toast' }).getByRole('textbox', { name: /^text/ })).toHaveValue(message);
  await expect(form.getByRole('group', { name: 'Action 2: navigate' })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await saveViewport(page, 'studio-action-form');

  // The editor's text has the action list the form wrote.
  const draft = page.locator('.cm-content');
  await expect(draft).toContainText(`"do": "toast"`);
  await expect(draft).toContainText(`"text": "${message}"`);

  // As a borrower in the preview, the tap shows the toast and then opens the calculator.
  await click(page.getByRole('radiogroup', { name: 'Clicks in the preview' }).getByRole('radio', { name: 'Use as a borrower' }));
  const preview = page.frameLocator('iframe[name="hatid-studio-preview"]');
  await click(preview.getByRole('button', { name: 'Open the loan calculator' }));
  await expect(preview.getByText(message)).toBeVisible();
  await expect(preview.getByText('Loan calculator', { exact: true })).toBeVisible();

  console.log(`studio action form: ${counts.clicks} clicks, ${counts.keys} keystrokes (no JSON typed)`);
  expect(counts).toEqual({ clicks: 6, keys: message.length + 1 });
  await page.context().close();
});
