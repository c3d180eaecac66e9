/**
 * The Chromium driver of the fixture runner (Playwright): the built app as the studio's preview page
 * (/studio/preview.html, the borrower app reporting every API call, native call, toast and navigation), on the
 * server the e2e webServer runs; the lender is the fixture's own (canned answers, a fresh sandbox), answered from the
 * test through page.route, so fixtures running side by side never share data and dates stand around seedPresent.
 */
import type { Locator, Page, Request as PageRequest } from '@playwright/test';
import type { FixtureStep, FixtureTarget, QaFixture } from '../../schemas/generated/entities.ts';
import { seedPresent } from '../../adapters/sandbox/sandbox-today.ts';
import { busyReason } from './busy-reason.ts';
import type { FixtureDriver } from './fixture-driver.ts';
import { createFixtureLender } from './fixture-lender.ts';
import { emptyRecord, type FixtureRecord } from './fixture-record.ts';
import { fixturePageScript, type FixturePageState } from './browser-fixture-page.ts';
import { isDisabledControl } from './is-disabled-control.ts';
import { pollUntil } from '../../renderer/fixture-harness/poll-until.ts';
import { typedKeys } from './typed-keys.ts';
import { timeouts } from '../setup/timeouts.ts';

const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address of the fixture's route with its query, as the app itself writes it (hash routes carry it in the hash). */
export function appAddress(fixture: QaFixture): string {
  const qs = new URLSearchParams(Object.entries(fixture.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return fixture.route.startsWith('#') ? `/${fixture.route}${qs ? `?${qs}` : ''}` : `${fixture.route}${qs ? `?${qs}` : ''}`;
}

function locate(page: Page, target: FixtureTarget): Locator {
  // Playwright's role names are case-insensitive substrings unless exact, testing-library's are whole: exact everywhere.
  if (target.role) return page.getByRole(target.role as Parameters<Page['getByRole']>[0], target.name ? { name: target.name, exact: true } : {});
  if (target.label !== undefined) return page.getByLabel(target.label, { exact: true });
  if (target.text !== undefined) return page.getByText(target.text, { exact: true });
  if (target.title !== undefined) return page.getByTitle(target.title, { exact: true });
  throw new Error(`a target needs text, role, label or title: ${JSON.stringify(target)}`);
}

function recordOf(page: FixturePageState, logs: string[], held: FixtureRecord['requests']): FixtureRecord {
  const record = { ...emptyRecord(), logs };
  for (const [i, e] of page.events.entries()) {
    // Back on the preview's first page closes the webview; jsdom's back only counts, and so does a fixture's.
    const afterBack = page.events[i - 1]?.back === true;
    if (e.type === 'bridge' && !(afterBack && e.action === 'closeWebview'))
      record.nativeCalls.push({ action: String(e.action), args: e.args as Record<string, unknown> });
    if (e.type === 'api') record.requests.push({ endpoint: String(e.endpoint), payload: e.payload as Record<string, unknown> });
    if (e.type === 'toast') record.toasts.push(String(e.text));
    if (e.type !== 'location') continue;
    if (e.navigation) record.navigations.push(e.navigation as FixtureRecord['navigations'][number]);
    if (e.opened) record.opens.push(e.opened as FixtureRecord['opens'][number]);
    if (e.back) record.backs += 1;
  }
  // A held request is reported by the preview once it times out (a failed call): only those not reported yet are added.
  for (const endpoint of new Set(held.map((h) => h.endpoint))) {
    const mine = held.filter((h) => h.endpoint === endpoint);
    const reported = page.events.filter((e) => e.type === 'api' && e.endpoint === endpoint && e.ok === false).length;
    record.requests.push(...mine.slice(Math.min(reported, mine.length)));
  }
  return record;
}

/** Options of openInBrowser. */
export interface BrowserReplayOptions {
  timeoutMs?: number;
  /** A screen document to draw instead of the published one (a draft): its `id` screen is drawn from it. */
  draft?: { id: string } & Record<string, unknown>;
}

/** Opens the fixture's route in the page (on the Playwright baseURL's server) and returns its driver. */
export async function openInBrowser(page: Page, fixture: QaFixture, options: BrowserReplayOptions = {}): Promise<FixtureDriver> {
  // The lender's clock starts at the phone's (seedPresent, 10:00 in Manila), as in jsdom where both share one fake clock.
  const start = Date.now();
  const lender = createFixtureLender(fixture, () => Date.parse(`${seedPresent}T10:00:00+08:00`) + Date.now() - start);
  const logs: string[] = [];
  const loading = new Set<PageRequest>();
  page.on('console', (m) => void (m.type() === 'error' && m.text().startsWith('[hatid]') && logs.push(m.text().replace(/^\[hatid\] /, ''))));
  page.on('pageerror', (err) => void logs.push(`page error: ${err.message}`));
  // Requests other than the lender's (screens, chunks): the lender knows its own.
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') || loading.add(r)));
  page.on('requestfinished', (r) => void loading.delete(r));
  page.on('requestfailed', (r) => void loading.delete(r));
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const r = route.request();
      const sent = r.method() === 'GET' || r.method() === 'HEAD' ? null : r.postDataBuffer();
      const body = sent ? new Uint8Array(sent) : undefined;
      try {
        const res = await lender.fetch(new Request(r.url(), { method: r.method(), headers: r.headers(), body }));
        await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
      } catch {
        await route.abort('failed').catch(() => undefined);
      }
    },
  );
  await page.clock.install({ time: new Date(`${seedPresent}T10:00:00+08:00`) });
  await page.addInitScript(fixturePageScript, fixture.saved ?? {});
  await page.goto(`/studio/preview.html?at=${encodeURIComponent(appAddress(fixture))}`);
  const pageState = () => page.evaluate(() => (window as unknown as { __hatidFixture: FixturePageState }).__hatidFixture);
  const events = async () => (await pageState()).events;
  const deadline = Date.now() + 15_000;
  while (!(await events()).some((e) => e.type === 'ready')) {
    if (Date.now() > deadline) throw new Error('the preview page never said it was ready');
    await pause(25);
  }
  const draft = options.draft;
  await page.evaluate(
    ({ screenId, document, scenario }) =>
      window.postMessage({ source: 'hatid-studio', type: 'init', screenId, document, scenario }, window.location.origin),
    // No draft: a screen id no route has, so every screen loads as the app loads it (the server's published copy).
    { screenId: draft?.id ?? '-', document: draft ?? null, scenario: fixture.scenario ?? 'default' },
  );
  await page.evaluate(() => void ((window as unknown as { __hatidFixture: FixturePageState }).__hatidFixture.frozen = true));

  const driver: FixtureDriver = {
    name: 'Chromium',
    timeoutMs: options.timeoutMs ?? timeouts.e2eExpect,
    poll: pollUntil,
    count: (target) => locate(page, target).count(),
    async inspect(target) {
      const el = locate(page, target).nth(target.nth ?? 0);
      if ((await el.count()) === 0) return undefined;
      const disabled = await el.evaluate(isDisabledControl);
      return { disabled, value: await el.evaluate((e) => ('value' in e ? String((e as HTMLInputElement).value) : '')) };
    },
    // A step acts once the screen is not busy (its data in, no request of it pending), as in jsdom, where the fixture
    // lender's answers are in before the next step: without traces slowing the page, the counter fixture's "Hello" was
    // typed before the screen had settled and lost (2 of 4 runs). Not while the fixture leaves a request unanswered on
    // purpose: its steps act during that wait (a second tap while sending).
    async act(step) {
      if (lender.unanswered() === 0) await driver.poll(async () => (await driver.readiness()).busy, driver.timeoutMs);
      return actIn(page, step, driver.timeoutMs);
    },
    record: async () => recordOf(await pageState(), logs, lender.held()),
    saved: (key) =>
      page.evaluate((k) => {
        const raw = sessionStorage.getItem(k) ?? localStorage.getItem(k);
        if (raw === null) return undefined;
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return raw;
        }
      }, key),
    async readiness() {
      const look = await page.evaluate(() => ({
        // The renderer's readiness signal: each drawn screen's data-phase (loading, ready, failed).
        phase: ((phases: (string | undefined)[]) => (phases.length === 0 ? undefined : phases.includes('loading') ? 'loading' : 'ready'))(
          Array.from(document.querySelectorAll<HTMLElement>('[data-screen]'), (el) => el.dataset.phase),
        ),
        loading: Array.from(document.querySelectorAll('.h-loading'), (el) => el.textContent ?? ''),
        changes: (window as unknown as { __hatidFixture: FixturePageState }).__hatidFixture.changes,
      }));
      const waiting = [...lender.waiting(), ...[...loading].map((r) => new URL(r.url()).pathname)];
      return { busy: busyReason({ phase: look.phase, waiting, unanswered: lender.unanswered(), loading: look.loading }), changes: look.changes };
    },
    visibleLines: async () =>
      (await page.evaluate(() => document.body.innerText))
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
  };
  return driver;
}

async function actIn(page: Page, step: FixtureStep, timeout: number): Promise<void> {
  if (step.tap) {
    const el = locate(page, step.tap).nth(step.tap.nth ?? 0);
    // A tap on a disabled control is a tap that does nothing, as on a phone, not a wait for it to become enabled.
    return el.click({ force: await el.evaluate(isDisabledControl), timeout });
  }
  if (step.type) {
    const field = locate(page, step.type.into).nth(step.type.into.nth ?? 0);
    if (step.type.clear) await field.fill('', { timeout });
    await field.focus();
    // Typing goes on after what the field holds, as testing-library's type does.
    await field.evaluate((e) => {
      try {
        if (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement) e.setSelectionRange(e.value.length, e.value.length);
      } catch {
        // Number and similar inputs have no selection: the caret is already at the end.
      }
    });
    for (const part of typedKeys(step.type.text)) await ('key' in part ? page.keyboard.press(part.key) : page.keyboard.type(part.text));
    return;
  }
  if (step.pickFiles) {
    const { into, files, count } = step.pickFiles;
    const picked =
      files?.map((f) => ({ name: f.name, mimeType: f.type, buffer: png })) ??
      Array.from({ length: count ?? 1 }, (_, i) => ({ name: `evidence-${i + 1}.png`, mimeType: 'image/png', buffer: png }));
    const el = locate(page, into).nth(into.nth ?? 0);
    if (await el.evaluate((e) => e instanceof HTMLInputElement && e.type === 'file')) return el.setInputFiles(picked, { timeout });
    const chooser = page.waitForEvent('filechooser', { timeout });
    await el.click({ timeout });
    return (await chooser).setFiles(picked);
  }
  if (step.advance !== undefined) return page.clock.runFor(step.advance);
  if (step.nativeBack) return void (await page.evaluate(() => (window as unknown as { onNativeBack?: () => unknown }).onNativeBack?.()));
  throw new Error(`not an action: ${JSON.stringify(step)}`);
}
