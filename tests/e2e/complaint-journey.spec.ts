/** The complaint journey in real Chromium on a phone-sized screen, against the app and its sandbox lender. */
import { expect, test } from '@playwright/test';
import { nativeCalls, recordNativeCalls } from '../setup/e2e-page.ts';
import { saveScreen } from '../setup/e2e-screens.ts';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAAVAAEAnWd3WQAAAABJRU5ErkJggg==', 'base64');

// The native app is a recording stand-in (tests/setup/e2e-page.ts).
test.beforeEach(({ page }) => recordNativeCalls(page));

test('create a complaint with two images, find it in the list, open it and rate it 4 stars', async ({ page }) => {
  const detail = `Paid via GCash on ${Date.now()} but still unpaid.`;
  await page.goto('/complainPage?orderId=2301457');
  await expect(page.getByText('PesoAgad')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complaint' })).toBeVisible();
  await saveScreen(page, 'complain-page');

  await page.getByText('Repayment', { exact: true }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?.*problemType=2/);
  await page.getByLabel('Description').fill(detail);
  await expect(page.getByText(`${detail.length}/200`)).toBeVisible();
  await page.getByLabel('Add image').setInputFiles([
    { name: 'receipt-1.png', mimeType: 'image/png', buffer: png },
    { name: 'receipt-2.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
  await expect(page.getByText('Upload succeeded!')).toBeVisible();
  await saveScreen(page, 'complain-page-next');

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
  await saveScreen(page, 'complain-page-next-sent');
  await expect(page).toHaveURL(/\/complainPage\?/);

  await page.goto('/complaintList');
  await expect(page.getByRole('tab', { name: 'Pending' })).toBeVisible();
  const entry = page.getByText(detail);
  await expect(entry).toBeVisible();
  await saveScreen(page, 'complaint-list');

  await entry.click();
  await expect(page).toHaveURL(/\/complainDetails\?.*problemId=/);
  await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue(detail);
  await expect(page.getByRole('button', { name: /Enlarge: Attached image/ })).toHaveCount(2);
  await expect(page.getByText('Process Result')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreen(page, 'complain-details');

  const dialog = page.getByRole('dialog', { name: 'Rate our service' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '4 stars' }).click();
  await saveScreen(page, 'complain-details-rating');
  const saved = page.waitForRequest((r) => r.url().includes('/user-problem/save-score'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ score: 4 });
  await expect(page.getByText('Successful demonstration！')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('customer service: e-mail opens the mail client, phone goes to the native app', async ({ page }) => {
  await page.goto('/customerService');
  await expect(page.getByText('Telephone/WhatsApp')).toBeVisible();
  await saveScreen(page, 'customer-service');
  await page.getByText('0917 555 0142').click();
  expect(await nativeCalls(page)).toContain('callPhone');
  const mail = page.getByText('support@hatid.ph');
  await expect(mail).toBeVisible();
});

test('a screen document that cannot be shown gives a calm state, never a white screen', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/complainDetails');
  await expect(page.getByText('This page is missing some information. Please go back and try again.')).toBeVisible();
});
