/**
 * Staged rollouts, the self-halt, experiments and scheduled releases (issue 30's done-when (a)–(d)) on `npm run serve`
 * with its own database and test clock (playwright.config.ts, the third server). Borrowers are simulated over HTTP as
 * the app asks (its bucket for the screen from its device id, adapters/rollout-bucket.ts) and report as the app
 * reports (POST /telemetry); one browser context shows a borrower's page and the studio's views.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bucketOf } from '../../adapters/rollout-bucket.ts';
import { fingerprint } from '../../renderer/core/i18n/translations.ts';
import { studioDesktop } from '../setup/studio-page.ts';
import { firstAdmin, releaseServerPort } from '../setup/studio-servers.ts';
import { timeouts } from '../setup/timeouts.ts';

const server = `http://127.0.0.1:${releaseServerPort}`;

// One worker, in this order: the scheduled release moves the server's clock last.
test.describe.configure({ mode: 'default' });

type Json = Record<string, unknown> & { id?: number };
/** A staff member's studio API call: status and JSON body. */
type Call = (method: 'GET' | 'POST', route: string, body?: unknown) => Promise<{ status: number; body: Json }>;

const staff = {
  editor: { email: 'rollout-editor@hatid.test', name: 'Edna Editor', role: 'editor' },
  reviewer: { email: 'rollout-reviewer@hatid.test', name: 'Rey Reviewer', role: 'reviewer' },
} as const;
const staffPassword = 'release journeys password 4632';

/** Signs in over HTTP (its own cookie jar) and answers the session's call, as the studio page makes them. */
async function signIn(request: APIRequestContext, email: string, password: string): Promise<Call> {
  const headers = { Origin: server };
  expect((await request.post(`${server}/studio-api/auth/sign-in/email`, { headers, data: { email, password } })).status()).toBe(200);
  const { csrfToken } = (await (await request.get(`${server}/studio-api/session`)).json()) as { csrfToken: string };
  return async (method, route, body) => {
    const res = await request.fetch(`${server}/studio-api${route}`, {
      method,
      // A fresh connection per call: a kept-alive one the server closes while idle resets the next call (ECONNRESET).
      headers: { ...headers, 'X-CSRF-Token': csrfToken, Connection: 'close' },
      // An approval waits for the server's replay of the screen's QA fixtures (loan-confirm's 19 take 30–40 s).
      timeout: 150_000,
      ...(body === undefined ? {} : { data: body }),
    });
    return { status: res.status(), body: ((await res.json().catch(() => null)) ?? {}) as Json };
  };
}

/** n device ids as the app would have them. */
const deviceIds = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i.toString(36)}-${((i * 2654435761) >>> 0).toString(16)}`);

/** What a borrower with this device id is served of a screen, asked as the app asks (its bucket, never the id). */
async function servedTo(request: APIRequestContext, id: string, device: string) {
  const res = await request.get(`${server}/screens/${id}.json?app=0.2.0&bucket=${bucketOf(device, id)}`);
  expect(res.status()).toBe(200);
  // A title in English and Filipino is compared by its English.
  const raw = (JSON.parse(await res.text()) as { title: unknown }).title;
  const title = typeof raw === 'object' && raw !== null && 'en' in raw ? (raw as { en: unknown }).en : raw;
  return { version: Number(res.headers()['x-screen-version']), variant: res.headers()['x-screen-variant'] ?? '', title };
}

/** Every device's answer, 10 requests at a time. */
async function servedToAll(request: APIRequestContext, id: string, devices: string[]) {
  const out: Awaited<ReturnType<typeof servedTo>>[] = [];
  for (let i = 0; i < devices.length; i += 10) out.push(...(await Promise.all(devices.slice(i, i + 10).map((d) => servedTo(request, id, d)))));
  return out;
}

/** Sends field reports as the app does, 200 events a batch (each answered 204). */
async function report(request: APIRequestContext, events: Json[]) {
  for (let i = 0; i < events.length; i += 200) {
    const res = await request.post(`${server}/telemetry`, { data: { v: 1, app: '0.2.0', events: events.slice(i, i + 200) } });
    expect(res.status(), await res.text()).toBe(204);
  }
}

/** A page view's id as the app makes them. */
const viewId = (prefix: string, i: number) => `${prefix}${i.toString(36).padStart(6, '0')}`;

/** The bundled text of a screen with its title changed (a translated title stays translated). */
function retitled(id: string, title: string): string {
  const doc = JSON.parse(readFileSync(`screens/${id}.json`, 'utf8')) as Record<string, unknown>;
  const translated = typeof doc.title === 'object' && doc.title !== null;
  return JSON.stringify({ ...doc, title: translated ? { en: title, fil: title, filFrom: fingerprint(title) } : title }, null, 2) + '\n';
}

/** Submits a change to production with `plan` as the editor and approves it as the reviewer; answers the version published. */
async function publish(id: string, text: string, plan: unknown): Promise<number> {
  const cr = await editor('POST', `/screens/${id}/change-requests`, { text, baseVersion: 0, reason: 'Release journey', target: 'production', plan });
  expect(cr.status, JSON.stringify(cr.body)).toBe(200);
  const approved = await reviewer('POST', `/change-requests/${cr.body.id}/approve`, {});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return (approved.body.version as { version: number }).version;
}

let page: Page;
let admin: Call;
let editor: Call;
let reviewer: Call;

test.beforeAll(async ({ browser, playwright }) => {
  const context = await browser.newContext(studioDesktop);
  page = await context.newPage();
  admin = await signIn(await playwright.request.newContext(), firstAdmin.email, firstAdmin.password);
  for (const who of Object.values(staff)) {
    const made = await admin('POST', '/users', { ...who, password: staffPassword });
    expect([200, 409], JSON.stringify(made.body)).toContain(made.status);
  }
  editor = await signIn(await playwright.request.newContext(), staff.editor.email, staffPassword);
  reviewer = await signIn(await playwright.request.newContext(), staff.reviewer.email, staffPassword);
  // The studio in the one browser context, signed in as the first admin.
  await page.goto(`${server}/studio/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(firstAdmin.email);
  await form.getByLabel('Password').fill(firstAdmin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
});

test('(a) a customer-service change at 10 %: 1,000 borrowers get it at 10 % ± 3, each always the same version', async ({ request }) => {
  const id = 'customer-service';
  const version = await publish(id, retitled(id, 'Help at 10 %'), { rollout: { steps: [10, 50, 100], advance: 'reviewer' } });
  const devices = deviceIds(1000, 'borrower');
  const first = await servedToAll(request, id, devices);
  const share = first.filter((s) => s.version === version).length / devices.length;
  expect(share).toBeGreaterThanOrEqual(0.07);
  expect(share).toBeLessThanOrEqual(0.13);
  first.forEach((s) => expect(s.title).toBe(s.version === version ? 'Help at 10 %' : 'Customer service'));
  // Asked again, each borrower gets the same version (a sample of 300, both sides of the 10 %).
  const again = await servedToAll(request, id, devices.slice(0, 300));
  again.forEach((s, i) => expect(s.version).toBe(first[i]?.version));

  // A real page: the server draws it in the version the bucket of the page's deviceId gets (worked out as the app does),
  // never writing the id into it, and the app hydrates that drawing.
  const device = devices[first.findIndex((s) => s.version === version)] as string;
  await page.setViewportSize({ width: 360, height: 740 });
  const opened = await page.goto(`${server}/customerService?deviceId=${device}`);
  expect(opened?.headers()['x-screen-version']).toBe(String(version));
  expect(await opened?.text()).not.toContain(device);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help at 10 %');
  await page.screenshot({ path: 'test-results/releases/borrower-at-10.png' });
  // A page without a deviceId (a browser): nothing tells the server the bucket, so the app asks with the bucket of its own
  // random key (never the key) and keeps it in the page's cookie; opened again, the page arrives in that bucket's version.
  const asked = page.waitForRequest((r) => r.url().includes(`/screens/${id}.json`));
  await page.goto(`${server}/customerService`);
  const bucket = Number(new URL((await asked).url()).searchParams.get('bucket'));
  expect(bucket).toBeGreaterThanOrEqual(0);
  // The app's cookie for this page names the bucket it asked with (the readiness signal for opening the page again).
  const kept = async () => (await page.context().cookies(`${server}/customerService`)).find((c) => c.name === `hatid-bucket-${id}`)?.value;
  await expect.poll(kept).toBe(String(bucket));
  const reopened = await page.goto(`${server}/customerService`);
  expect(reopened?.headers()['x-screen-version']).toBe(String(bucket < 10 ? version : 0));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bucket < 10 ? 'Help at 10 %' : 'Customer service');
  await page.setViewportSize(studioDesktop.viewport);
});

test('(b) a version that draws a fallback for every borrower halts and rolls back by itself; History and Health say why, the audit has the numbers', async ({
  request,
}) => {
  const id = 'complaint-list';
  const version = await publish(id, retitled(id, 'My Complaint (broken)'), { rollout: { steps: [50, 100], advance: 'reviewer' } });
  // Borrowers view both versions (300 views each is the default minimum); every view of the new one draws a fallback.
  const views: Json[] = [];
  for (let i = 0; i < 320; i++) {
    const base = { screen: id, channel: 'production', source: 'remote' };
    views.push({ ...base, kind: 'view', version: 0, view: viewId('live', i) });
    views.push({ ...base, kind: 'view', version, view: viewId('new', i) });
    const { source: _source, ...where } = base;
    views.push({ ...where, kind: 'fallback', version, view: viewId('new', i), pointer: '/body/children/0', reason: 'drawing failed', first: true });
  }
  await report(request, views);
  const sent = Date.now();
  await expect
    .poll(async () => ((await admin('GET', `/screens/${id}/rollouts`)).body.rollouts as { status: string }[])[0]?.status, { timeout: 60_000 })
    .toBe('halted');
  expect(Date.now() - sent).toBeLessThan(60_000);
  // Every borrower has the live text again, those who had the new one too.
  const inRollout = deviceIds(200, 'halt').find((d) => bucketOf(d, id) < 50) as string;
  expect((await servedTo(request, id, inRollout)).title).toBe('My Complaint');

  const audit = await admin('GET', `/audit?screenId=${id}&action=rollout-halt`);
  const entry = (audit.body.entries as { action: string; detail: Record<string, unknown> }[])[0];
  expect(entry?.detail).toMatchObject({
    version,
    newer: { version, views: 320, errorViews: 320 },
    live: { version: 0, views: 320, errorViews: 0 },
  });

  await page.goto(`${server}/studio/#${id}`);
  await page.getByRole('button', { name: 'History' }).click();
  const releases = page.getByRole('region', { name: 'Rollouts and scheduled releases' });
  await expect(releases).toContainText(`Version ${version} was halted by Hatid at 50 % and rolled back to version 0.`);
  await expect(releases).toContainText(`1,000 per 1,000 views of version ${version} had a problem against 0 for version 0 (320 and 320 views)`);
  await page.screenshot({ path: 'test-results/releases/halted.png' });
  await page.keyboard.press('Escape');

  // Health shows why: the halted version's rollout with the numbers, a problem on every view, and where it was.
  await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('button', { name: 'Health' }).click();
  await page.getByRole('combobox', { name: 'Screen' }).selectOption(id);
  await page.getByRole('combobox', { name: 'Version' }).selectOption(String(version));
  const rollout = page.getByRole('region', { name: 'Rollout' });
  await expect(rollout).toContainText(`Version ${version} was halted by Hatid at 50 % and rolled back to version 0.`);
  await expect(rollout).toContainText(`1,000 per 1,000 views of version ${version} had a problem against 0 for version 0 (320 and 320 views)`);
  const compared = page.getByRole('table', { name: 'Version beside the previous live version' });
  await expect(
    compared
      .getByRole('row', { name: /^Views with a problem/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('100.00 %');
  const problems = page.getByRole('table', { name: 'Top problems' });
  await expect(problems.getByRole('row').filter({ hasText: '/body/children/0' })).toContainText('drawing failed');
  await page.screenshot({ path: 'test-results/releases/halted-health.png' });
});

/** A fixture's steps with the confirm button's old names (English, Filipino) for `label`, as 'Update this check to the new text' does. */
function renamedSteps(steps: unknown[], label: string): unknown[] {
  return JSON.parse(
    JSON.stringify(steps).replaceAll('"Loan Now"', JSON.stringify(label)).replaceAll('"Mag-loan na"', JSON.stringify(label)),
  ) as unknown[];
}

test('(c) an experiment on the confirm-loan button text shows each variant’s goal rate after simulated traffic', async ({ request }) => {
  // The approval replays loan-confirm's QA fixtures on the variant in the server (30–40 s).
  test.setTimeout(timeouts.e2eTest * 2);
  const id = 'loan-confirm';
  const made = await editor('POST', `/screens/${id}/experiments`, {
    name: 'Loan Now button words',
    goal: { endpoint: 'loanConfirm.push', outcome: 'done' },
    minimumEffect: 0.05,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const text = readFileSync(`screens/${id}.json`, 'utf8');
  const label = 'Get my loan';
  const variantText = text.replace(
    /"en": "Loan Now",\s*"fil": "Mag-loan na",\s*"filFrom": "[0-9a-f]{8}"/,
    `"en": "${label}", "fil": "${label}", "filFrom": "${fingerprint(label)}"`,
  );
  expect(variantText).not.toBe(text);
  const variant = await editor('POST', `/experiments/${made.body.id}/variants`, { text: variantText, reason: 'Plainer words' });
  expect(variant.status, JSON.stringify(variant.body)).toBe(200);
  // The fixtures that tap the button by its name get their update with the variant, for the variant alone.
  const fixtures = (await editor('GET', `/fixtures?screen=${id}`)).body.fixtures as { file: string; fixture?: { steps: unknown[] } }[];
  const updates = fixtures.flatMap((f) => {
    const steps = f.fixture ? renamedSteps(f.fixture.steps, label) : [];
    return f.fixture && JSON.stringify(steps) !== JSON.stringify(f.fixture.steps) ? [{ file: f.file, fixture: { ...f.fixture, steps } }] : [];
  });
  expect(updates.length).toBeGreaterThanOrEqual(11);
  const proposed = await editor('POST', `/change-requests/${variant.body.id}/fixture-updates`, { updates });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
  const approved = await reviewer('POST', `/change-requests/${variant.body.id}/approve`, {});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  // Kept for variant B only: the control's fixtures still tap Loan Now.
  const kept = (await editor('GET', `/fixtures/variants?screen=${id}`)).body.fixtures as { file: string; experiment: { variant: string } }[];
  expect(kept.map((f) => `${f.experiment.variant} ${f.file}`).sort()).toEqual(updates.map((u) => `B ${u.file}`).sort());
  const control = (await editor('GET', `/fixtures?screen=${id}`)).body.fixtures as { file: string; fixture?: { steps: unknown[] } }[];
  expect(control.map((f) => JSON.stringify(f.fixture?.steps))).toEqual(fixtures.map((f) => JSON.stringify(f.fixture?.steps)));
  expect((await admin('POST', `/experiments/${made.body.id}/start`, {})).status).toBe(200);

  // 400 borrowers get their variant by bucket; each views the screen and some confirm (B more often).
  const devices = deviceIds(400, 'exp');
  const served = await servedToAll(request, id, devices);
  const events: Json[] = [];
  const tally = new Map<string, { views: number; goals: number }>();
  served.forEach((s, i) => {
    const base = { screen: id, version: s.version, channel: 'production', view: viewId('exp', i), ...(s.variant ? { variant: s.variant } : {}) };
    events.push({ ...base, kind: 'view', source: 'remote' });
    const goal = s.variant === 'B' ? i % 3 !== 0 : i % 3 === 0;
    if (goal) events.push({ ...base, kind: 'action', outcome: 'done', endpoint: 'loanConfirm.push' });
    const t = tally.get(s.variant) ?? { views: 0, goals: 0 };
    tally.set(s.variant, { views: t.views + 1, goals: t.goals + (goal ? 1 : 0) });
  });
  expect([...tally.keys()].sort()).toEqual(['A', 'B']);
  await report(request, events);
  // Readiness: the server counts every view (the reports are written within a second).
  const counted = async () =>
    (((await admin('GET', `/experiments/${made.body.id}`)).body.results as { views: number }[] | null) ?? []).reduce((n, r) => n + r.views, 0);
  await expect.poll(counted).toBe(devices.length);

  await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('button', { name: 'Experiments' }).click();
  const results = page.getByRole('table', { name: 'Results per variant' });
  for (const key of ['A', 'B']) {
    const { views, goals } = tally.get(key) as { views: number; goals: number };
    const row = results.getByRole('row', { name: new RegExp(`^${key} \\(version`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(views));
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(goals));
    // The goal rate with its 95 % interval.
    await expect(row.getByRole('cell').nth(2)).toContainText(new RegExp(`^${((goals / views) * 100).toFixed(1)} % \\([0-9.]+ %–[0-9.]+ %\\)`));
  }
  await page.screenshot({ path: 'test-results/releases/experiment.png', fullPage: true });
});

test('(d) a scheduled release goes live at its time (Manila) on the test clock, not before', async ({ request }) => {
  const id = 'loan-agreement';
  const now = Date.parse(((await admin('GET', '/test-clock')).body.now as string) ?? '');
  const at = new Date(Math.ceil((now + 3 * 3600_000) / 60_000) * 60_000);
  const version = await publish(id, retitled(id, 'Loan agreement (new)'), { at: at.toISOString() });
  expect((await servedTo(request, id, 'any-device')).version).toBe(0);

  const minute = 60_000;
  const before = await admin('POST', '/test-clock', { at: new Date(at.getTime() - minute).toISOString() });
  expect((before.body.report as { released: number[] }).released).toEqual([]);
  expect((await servedTo(request, id, 'any-device')).version).toBe(0);
  const after = await admin('POST', '/test-clock', { at: new Date(at.getTime() + minute).toISOString() });
  expect((after.body.report as { released: number[] }).released).toHaveLength(1);
  expect(await servedTo(request, id, 'any-device')).toMatchObject({ version, title: 'Loan agreement (new)' });
  const audit = await admin('GET', `/audit?screenId=${id}&action=schedule-live`);
  expect((audit.body.entries as { detail: Record<string, unknown> }[])[0]?.detail).toMatchObject({ version });
});
