/**
 * The developer test launcher (/testPreview) in real Chromium on a phone-sized screen: device values kept across
 * reloads and sent in the query of the pages it opens, and the camera, contacts and location checks reporting what
 * headless Chromium allows.
 */
import { expect, test, type Page } from '@playwright/test';
import { testChromiumLaunchOptions } from '../setup/chromium.ts';
import { saveScreen } from '../setup/e2e-screens.ts';
import { timeouts } from '../setup/timeouts.ts';

const outcome = /^(Allowed|Denied|Not available|Error)$/;

/** Taps a check's button and returns the card's status word and message once the check has answered. */
async function runCheck(page: Page, card: string, button: string, kind: string) {
  const box = page.locator(`#${card}`);
  await box.getByRole('button', { name: button }).click();
  const message = box.getByText(new RegExp(`^${kind}: `));
  await expect(message).toBeVisible({ timeout: timeouts.e2eExpect * 1.5 });
  await expect(box.getByRole('button', { name: button })).toBeEnabled();
  const status = box.getByText(outcome);
  return { status: (await status.textContent()) ?? '', message: (await message.textContent()) ?? '', box };
}

test('edited values survive a reload and go in the query of the order page', async ({ page }) => {
  await page.goto('/testPreview');
  await expect(page.getByRole('heading', { name: 'Test preview' })).toBeVisible();
  await expect(page.getByLabel('Product ID')).toHaveValue('7');
  await expect(page.getByLabel('Order ID')).toHaveValue('5000174');
  await saveScreen(page, 'test-preview');

  await page.getByLabel('Product ID').fill('8');
  await page.getByLabel('Order ID').fill('5000200');
  await page.getByLabel('Device ID').fill('qa-phone-17');
  await page.getByLabel('Session ID').fill('qa-session-3');
  await page.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Values saved on this phone')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Product ID')).toHaveValue('8');
  await expect(page.getByLabel('Order ID')).toHaveValue('5000200');
  await expect(page.getByLabel('Device ID')).toHaveValue('qa-phone-17');
  await expect(page.getByLabel('App version')).toHaveValue('1.0.0');

  // Launching saves too: a value edited without tapping Save values is kept.
  await page.getByLabel('App version').fill('2.4.1');
  await page.getByRole('button', { name: /^Order detail/ }).click();
  await expect(page).toHaveURL(/\/loanDetails\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    productId: '8',
    orderId: '5000200',
    deviceId: 'qa-phone-17',
    sessionId: 'qa-session-3',
    appVersion: '2.4.1',
    osVersion: 'Android 14',
    deviceName: 'Pixel 7',
    gps_adid: '00000000-0000-0000-0000-000000000000',
  });
  // Order 5000200 of the sandbox is finished: the order page of that very order is open.
  await expect(page.getByRole('img', { name: 'Finished' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  await expect(page.getByText('HT2503000200')).toBeVisible();
  await saveScreen(page, 'test-preview-order-detail');

  await page.goBack();
  await expect(page.getByLabel('App version')).toHaveValue('2.4.1');
  await page.reload();
  await expect(page.getByLabel('App version')).toHaveValue('2.4.1');
  await expect(page.getByLabel('Order ID')).toHaveValue('5000200');
});

test('the three checks report a clear outcome in headless Chromium', async ({ page }) => {
  await page.goto('/testPreview');
  await expect(page.getByText('Not tested yet')).toHaveCount(3);

  const camera = await runCheck(page, 'probe-camera', 'Test camera', 'Camera');
  // Headless Chromium has no camera and no one to answer a prompt.
  expect(['Not available', 'Denied']).toContain(camera.status);
  expect(camera.message).toMatch(/^Camera: (no camera found on this device|denied by the user or the webview)$/);

  const contacts = await runCheck(page, 'probe-contacts', 'Test contacts', 'Contacts');
  expect(contacts).toMatchObject({ status: 'Not available', message: 'Contacts: this browser or webview does not offer the contact picker' });
  await expect(contacts.box.getByRole('img', { name: 'Not available' })).toBeVisible();

  const location = await runCheck(page, 'probe-geolocation', 'Test location', 'Location');
  expect(location).toMatchObject({ status: 'Denied', message: 'Location: denied by the user or the webview' });
  await expect(location.box.getByRole('img', { name: 'Denied' })).toBeVisible();
  await expect(page.getByText('Not tested yet')).toHaveCount(0);
  // A full-page screenshot draws the fixed top bar where the page is scrolled to: take it from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, 'test-preview-probes');
});

test('location is reported as allowed, with the position, when the webview grants it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 14.5995, longitude: 120.9842, accuracy: 25 });
  await page.goto('/testPreview');
  const location = await runCheck(page, 'probe-geolocation', 'Test location', 'Location');
  expect(location).toMatchObject({ status: 'Allowed', message: 'Location: allowed (14.5995, 120.9842, within 25 m)' });
  await expect(location.box.getByRole('img', { name: 'Allowed' })).toBeVisible();
  await location.box.screenshot({ path: 'test-results/screens/test-preview-location-allowed.png' });
});

test('with a camera, the camera is reported as allowed and is switched off again at once', async ({ playwright, baseURL }) => {
  // Chromium's fake camera, allowed without a prompt (a browser of its own: launch flags cannot change per test).
  const browser = await playwright.chromium.launch({
    ...testChromiumLaunchOptions,
    args: [...testChromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Keep the camera tracks the page opens, to see that it stops them.
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      const w = window as unknown as { tracks: MediaStreamTrack[] };
      w.tracks = [];
      media.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        w.tracks.push(...stream.getTracks());
        return stream;
      };
    });
    await page.goto('/testPreview');
    const camera = await runCheck(page, 'probe-camera', 'Test camera', 'Camera');
    expect(camera.status).toBe('Allowed');
    expect(camera.message).toMatch(/^Camera: allowed \(\d+ cameras? found\)$/);
    await expect(camera.box.getByRole('img', { name: 'Allowed' })).toBeVisible();
    const states = await page.evaluate(() => (window as unknown as { tracks: MediaStreamTrack[] }).tracks.map((t) => t.readyState));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'ended')).toBe(true);
    await camera.box.screenshot({ path: 'test-results/screens/test-preview-camera-allowed.png' });
  } finally {
    await browser.close();
  }
});
