/**
 * The promotion sign-up journeys in real Chromium on a small (360 × 740) phone, against the built app and its sandbox
 * lender: a new mobile number registers (a wrong graphic code first, then the right one, the SMS code from the sandbox's
 * SMS log, the download page), and the seeded registered number is sent to the download page when it asks for a code.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreen } from '../setup/e2e-screens.ts';
import { saveViewport } from '../setup/e2e-page.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

/** The campaign query of the promotion pages, and the page's device, app, merchant and invitation. */
const campaign = { id: '1', user_from: 'fb', utm_tag: 'nov', app_from: 'hatid' };
const extra = { deviceId: 'dev-1', appName: 'hatid', merchantNumber: 'M-88', invite_code: 'INV42' };
const registerUrl = `/#/agreementTemplate?${new URLSearchParams({ ...campaign, ...extra })}`;

/** The seeded registered number (README: promotion sign-up in the sandbox). */
const registeredPhone = '13912345678';

/**
 * Every lender call of this page answers from the default scenario (tests run in parallel, so no global switch). The
 * header goes with the graphic code picture's request too, so the sid and its picture live in the same scenario.
 */
const scenario = 'default';
const useScenario = (page: Page) => page.setExtraHTTPHeaders({ 'x-sandbox-scenario': scenario });
const sandboxHeaders = { 'x-sandbox-scenario': scenario };

interface Registration {
  phone: string;
  at: string;
  fields: Record<string, unknown>;
}

async function sandboxList<T>(request: APIRequestContext, what: 'registrations' | 'sms'): Promise<T[]> {
  return ((await (await request.get(`/api/sandbox/${what}`, { headers: sandboxHeaders })).json()) as { data: T[] }).data;
}

/** The tracking calls the sandbox recorded in the scenario, each with every field received. */
async function sandboxEvents(request: APIRequestContext): Promise<{ endpoint: string; fields: Record<string, string> }[]> {
  return (
    (await (await request.get('/api/sandbox/events', { headers: sandboxHeaders })).json()) as {
      data: { endpoint: string; fields: Record<string, string> }[];
    }
  ).data;
}

/**
 * A number this server has never seen: registering is for good, and the sandbox can only be reset by switching the
 * current scenario of every test at once (POST /api/sandbox/scenario). So the journey takes a 1370000xxxx number the
 * sandbox lists neither as registered nor as sent a code (a code sent less than 60 s ago would refuse another): a retry,
 * or a second run against a reused preview server, takes another one. The search starts at a point of its own per
 * worker and repeat, so that copies of this test running at once (--repeat-each) do not take the same number.
 */
async function unusedPhone(request: APIRequestContext): Promise<string> {
  const registered = (await sandboxList<Registration>(request, 'registrations')).map((r) => r.phone);
  const texted = (await sandboxList<{ phone: string }>(request, 'sms')).map((s) => s.phone);
  const { parallelIndex, repeatEachIndex } = test.info();
  const start = 1 + (parallelIndex + 1) * 1000 + repeatEachIndex * 10;
  for (let i = 0; i < 9_000; i++) {
    const candidate = `1370000${String(((start + i) % 9_999) + 1).padStart(4, '0')}`;
    if (!registered.includes(candidate) && !texted.includes(candidate)) return candidate;
  }
  throw new Error('No unused 1370000xxxx number left: restart the preview server (npx playwright test starts a fresh one).');
}

/** The graphic code picture, once the browser has drawn it. */
async function drawnCaptcha(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: 'Graphic code picture' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return (await img.getAttribute('src')) ?? '';
}

/** The characters of the picture at `src`, as the sandbox tells testers (GET /api/sandbox/captcha/<sid>). */
async function captchaText(request: APIRequestContext, src: string): Promise<{ sid: string; text: string; timestamp: string }> {
  const sid = new URL(src, 'http://x').searchParams.get('sid') ?? '';
  const answer = await request.get(`/api/sandbox/captcha/${sid}`, { headers: sandboxHeaders });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { sid: string; text: string; timestamp: string } }).data;
}

/** The query of the page's hash route (#/downloadTemplate?…). */
const hashQuery = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));

/** Types into a box key by key, as a borrower does. */
async function typeInto(page: Page, label: string, text: string) {
  const box = page.getByLabel(label);
  await box.click();
  await box.pressSequentially(text);
}

test('register a new number: wrong graphic code, new picture, the right one, the SMS code, Register, the download page', async ({
  page,
  request,
}) => {
  await useScenario(page);
  const mobile = await unusedPhone(request);
  await page.goto(registerUrl);

  await expect(page.getByText('Borrow up to ₱20.000,00 in minutes')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Borrow up to ₱20.000,00 in minutes' })).toBeVisible();
  const getCode = page.getByRole('button', { name: 'Get code' });
  const registerNow = page.getByRole('button', { name: 'Register now' });
  await expect(getCode).toBeVisible();
  await expect(registerNow).toBeVisible();
  const firstSrc = await drawnCaptcha(page);
  expect(firstSrc).toMatch(/^\/api\/promotion\/get-captcha\?sid=[0-9a-f]{32}&timestamp=\d+$/);
  await saveScreen(page, 'promotion-register');

  // The mobile box keeps digits only, at most 11, grouped 3-4-4.
  await typeInto(page, 'Mobile number', `${mobile.slice(0, 3)}-${mobile.slice(3)}99`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(`${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`);

  // A wrong graphic code: the lender's message, the box empties and a new picture of the same sid is drawn.
  const first = await captchaText(request, firstSrc);
  expect(first.text).toMatch(/^[ACEFGHJKMNPRTUVWXY34679]{4}$/);
  await typeInto(page, 'Graphic code', first.text === 'AAAA' ? 'CCCC' : 'AAAA');
  await getCode.click();
  // Under the box (an alert tied to it) and in a toast: the box's message is the one checked.
  await expect(page.getByRole('alert').filter({ hasText: 'The graphic code is wrong. Please try again.' })).toBeVisible();
  await saveViewport(page, 'promotion-wrong-captcha');
  await expect(page.getByLabel('Graphic code')).toHaveValue('');
  await expect.poll(() => page.getByRole('img', { name: 'Graphic code picture' }).getAttribute('src')).not.toBe(firstSrc);
  const secondSrc = await drawnCaptcha(page);
  const second = await captchaText(request, secondSrc);
  expect(second.sid).toBe(first.sid);
  expect(second.timestamp).not.toBe(first.timestamp);
  expect(second.text).toMatch(/^[ACEFGHJKMNPRTUVWXY34679]{4}$/);
  expect(await sandboxList(request, 'sms')).not.toContainEqual(expect.objectContaining({ phone: mobile }));

  // The right one (typed in lower case: the check ignores case): the code is sent and the button counts down.
  await typeInto(page, 'Graphic code', second.text.toLowerCase());
  await getCode.click();
  await expect(page.getByText('The SMS code has been sent.')).toBeVisible();
  const waiting = page.getByRole('button', { name: /^Resend in \d{1,2}s$/ });
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  const secondsOf = (text: string | null) => Number(/(\d+)s$/.exec(text ?? '')?.[1]);
  const shown = secondsOf(await waiting.textContent());
  expect(shown).toBeGreaterThanOrEqual(57);
  expect(shown).toBeLessThanOrEqual(60);
  await expect(getCode).toHaveCount(0);
  await saveViewport(page, 'promotion-countdown');
  // It counts down.
  await expect.poll(async () => secondsOf(await waiting.textContent())).toBeLessThan(shown);
  const sms = (await sandboxList<{ phone: string; code: string }>(request, 'sms')).filter((s) => s.phone === mobile);
  expect(sms).toHaveLength(1);
  expect(sms[0]?.code).toMatch(/^\d{6}$/);
  // A tap while it counts down asks for nothing: once the page has drawn the next second after the tap, it has handled
  // the tap, and no SMS call went out.
  const smsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('promotion/get-sms')) smsCalls.push(r.url());
  });
  const beforeTap = secondsOf(await waiting.textContent());
  await waiting.click({ force: true });
  await expect.poll(async () => secondsOf(await waiting.textContent())).toBeLessThan(beforeTap);
  expect(smsCalls).toEqual([]);
  expect((await sandboxList<{ phone: string }>(request, 'sms')).filter((s) => s.phone === mobile)).toHaveLength(1);

  await typeInto(page, 'SMS code', sms[0]?.code ?? '');
  await expect(page.getByLabel('SMS code')).toHaveValue(sms[0]?.code ?? '');
  await saveScreen(page, 'promotion-register-filled');
  await registerNow.click();

  await expect(page.getByText('registration successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  // The page's query goes along (the session parameters too; invite_code is the register page's own).
  expect(hashQuery(page)).toEqual({ ...campaign, deviceId: extra.deviceId, appName: extra.appName, merchantNumber: extra.merchantNumber });
  await expect(page.getByText('Download Hatid to log in and get your loan.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Registered' })).toBeVisible();
  await saveViewport(page, 'promotion-registered');
  await saveScreen(page, 'promotion-download');

  // The sandbox registered the number with exactly the fields the page sent.
  const registration = (await sandboxList<Registration>(request, 'registrations')).filter((r) => r.phone === mobile);
  expect(registration).toHaveLength(1);
  expect(registration[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(registration[0]?.fields).toEqual({
    phone: mobile,
    capcode: second.text.toLowerCase(),
    sid: first.sid,
    deviceId: 'dev-1',
    appName: 'hatid',
    merchantNumber: 'M-88',
    userName: mobile,
    smsCode: sms[0]?.code,
    invite_code: 'INV42',
    user_from: 'fb',
    id: '1',
    app_from: 'hatid',
    utm_tag: 'nov',
  });

  // Download the app: a click is tracked (with the page's fields, no phone) and the download address opens.
  const clicks = async () => (await sandboxEvents(request)).filter((e) => e.endpoint === 'promotion.trackClick' && e.fields.phone === '');
  const clicksBefore = (await clicks()).length;
  await page.getByRole('button', { name: 'Download the app' }).click();
  await expect.poll(async () => (await clicks()).length).toBe(clicksBefore + 1);
  // Received: the page's fields, and the session parameters of the page, which every call carries in its query.
  const { id: pageId, ...sources } = campaign;
  const session = { deviceId: extra.deviceId, appName: extra.appName, merchantNumber: extra.merchantNumber };
  expect((await clicks()).at(-1)?.fields).toEqual({ page_id: pageId, ...sources, phone: '', ...session });
  await expect(page).toHaveURL(/\/api\/sandbox\/download$/);
  await expect(page.getByRole('heading', { name: 'Download Hatid' })).toBeVisible();
  await saveScreen(page, 'promotion-store');
});

test('the registered number 13912345678 asks for a code: the message, then the download page', async ({ page, request }) => {
  await useScenario(page);
  const before = (await sandboxList<{ phone: string }>(request, 'sms')).length;
  await page.goto(registerUrl);
  const src = await drawnCaptcha(page);
  await typeInto(page, 'Mobile number', registeredPhone);
  await typeInto(page, 'Graphic code', (await captchaText(request, src)).text);
  await page.getByRole('button', { name: 'Get code' }).click();

  await expect(page.getByText('You have registered, please download the app to log in')).toBeVisible();
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  // The page's query goes along (the session parameters too; invite_code is the register page's own).
  expect(hashQuery(page)).toEqual({ ...campaign, deviceId: extra.deviceId, appName: extra.appName, merchantNumber: extra.merchantNumber });
  await expect(page.getByText('Download Hatid to log in and get your loan.')).toBeVisible();
  await saveViewport(page, 'promotion-already-registered');
  // No code was sent, and the number is registered once still.
  expect((await sandboxList<{ phone: string }>(request, 'sms')).slice(before).filter((s) => s.phone === registeredPhone)).toEqual([]);
  expect((await sandboxList<Registration>(request, 'registrations')).filter((r) => r.phone === registeredPhone)).toHaveLength(1);
});
