/**
 * Slow-3G words on screen for the server-drawn pages (issue 31 item 5): every borrower route the server draws (its path
 * routes; #hash routes are drawn by the phone alone) opened with its example query and a session from the built server
 * as `npm run serve` runs it (`node dist-server/main.js`, sandbox lender; built first when stale), on a 360 × 740 phone
 * under DevTools' Slow 3G and a 4× slower CPU (CDP), each time in a fresh context. The page notes, from before its first
 * byte, when the screen's title, its worded loading line and (the code page) the payment code are first on screen: the
 * first animation frame after the text is in the page, and never before the first contentful paint (a render-blocking
 * stylesheet holds the paint back); a screen drawn ready at once has no loading line (its ready time is given). Medians
 * of the rounds (interleaved: each round opens every route), printed against issue 31's targets (title and loading line
 * ≤ 2.5 s, the code ≤ 3 s). Not part of the bench smoke (a Slow-3G page takes seconds); `npm run bench` carries it.
 * Standalone: `npx tsx scripts/bench/server-drawn-slow-bench.ts [--rounds N] [--only /loanDetails,/repaymentOfCode]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { ensureBuiltServer, startBuiltServer, type BuiltServer } from './built-server.ts';
import { borrowerRoutes, routeUrl, type RouteEntry } from './memory-plan.ts';
import { median } from './bench-stats.ts';
import { cpuSlowdown, phone, slow3g } from './slow-network-bench.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
/** How long one page may take to show its milestones before the run counts as broken. */
const withinMs = 60_000;
/** Issue 31's targets, in ms from navigation start. */
export const slowTargets = { titleMs: 2500, wordsMs: 2500, codeMs: 3000 };

type Milestone = 'title' | 'words' | 'code' | 'ready' | 'fcp';

/** One route's medians in ms from navigation start (null: not reached in every round). */
export interface ServerDrawnSlowRow {
  route: string;
  screen: string;
  titleMs: number | null;
  wordsMs: number | null;
  /** Drawn ready at once (no loading line): when it was. */
  readyMs: number | null;
  codeMs: number | null;
  met: boolean;
}

/** The report (JSON-serialisable). */
export interface ServerDrawnSlowReport {
  server: string;
  network: string;
  cpuSlowdown: number;
  rounds: number;
  targets: typeof slowTargets;
  rows: ServerDrawnSlowRow[];
  allMet: boolean;
  broken: string[];
  seconds: number;
}

/** The routes measured: the borrower routes the server draws (path routes, not the ones that leave the app at once). */
export function serverDrawnRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return borrowerRoutes(routes).filter((r) => !r.path.startsWith('#'));
}

/** The payment code a route's example shows (the code page's payCode), if any. */
function codeOf(route: RouteEntry): string {
  return route.screen.startsWith('repayment-of-code') ? (new URLSearchParams(route.example ?? '').get('payCode') ?? '') : '';
}

/** The page's notes (as text: tsx would wrap inner functions in its own helper, unknown in the page). */
function milestoneScript(code: string): string {
  return `(function () {
  var code = ${JSON.stringify(code)}, seen = {}, at = {};
  window.hatidMilestones = at;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) { if (e.name === 'first-contentful-paint' && at.fcp === undefined) at.fcp = Math.round(e.startTime); });
  }).observe({ type: 'paint', buffered: true });
  function note(name, reached) {
    if (!reached || seen[name]) return;
    seen[name] = true;
    requestAnimationFrame(function () { at[name] = Math.round(performance.now()); });
  }
  function look() {
    var title = document.querySelector('.h-topbar__title');
    var line = document.querySelector('.h-loading-note:not(.h-loading-note--slow) .h-loading-note__text');
    note('title', !!(title && title.textContent.trim()));
    note('words', !!(line && line.textContent.trim()));
    if (code) note('code', !!(document.body && document.body.textContent.indexOf(code) >= 0));
    note('ready', !!document.querySelector('[data-phase="ready"]') && !document.querySelector('[data-skeleton]'));
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;
}

/** Opens one route in a fresh context; resolves with when each milestone was first on screen. */
async function openOnce(browser: Browser, base: string, route: RouteEntry): Promise<Partial<Record<Milestone, number>>> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow3g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript({ content: milestoneScript(codeOf(route)) });
    await page.goto(`${base}${routeUrl(route)}`, { waitUntil: 'commit' });
    const needsCode = Boolean(codeOf(route));
    await page.waitForFunction(
      (withCode) => {
        const at = (window as unknown as { hatidMilestones?: Record<string, number> }).hatidMilestones;
        return Boolean(
          at &&
          at.fcp !== undefined &&
          at.title !== undefined &&
          (at.words !== undefined || at.ready !== undefined) &&
          (!withCode || at.code !== undefined),
        );
      },
      needsCode,
      { timeout: withinMs, polling: 100 },
    );
    const at = await page.evaluate(() => (window as unknown as { hatidMilestones: Record<string, number> }).hatidMilestones);
    // Nothing is on screen before the first contentful paint.
    return Object.fromEntries(Object.entries(at).map(([k, v]) => [k, k === 'fcp' ? v : Math.max(v, at.fcp ?? 0)]));
  } finally {
    await context.close();
  }
}

/** Runs the bench; see the file comment. */
export async function runServerDrawnSlowBench(opts: { rounds?: number; only?: string[] } = {}): Promise<ServerDrawnSlowReport> {
  const started = Date.now();
  const rounds = opts.rounds ?? 3;
  const all = serverDrawnRoutes(JSON.parse(readFileSync(`${repo}screens/routes.json`, 'utf8')) as RouteEntry[]);
  const routes = opts.only?.length ? all.filter((r) => opts.only?.includes(r.path)) : all;
  const report: ServerDrawnSlowReport = {
    server: 'node dist-server/main.js (npm run serve), sandbox lender',
    network: 'Slow 3G (2 s round trip, 50 KB/s down and up)',
    cpuSlowdown,
    rounds,
    targets: slowTargets,
    rows: [],
    allMet: false,
    broken: [],
    seconds: 0,
  };
  let server: BuiltServer | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    report.server += ` — ${ensureBuiltServer()}`;
    server = await startBuiltServer();
    const runs = new Map<string, Partial<Record<Milestone, number>>[]>(routes.map((r) => [r.path, []]));
    for (let i = 0; i < rounds; i++) {
      process.stdout.write(`\rserver-drawn Slow 3G: round ${i + 1}/${rounds}`);
      for (const route of routes) {
        try {
          runs.get(route.path)?.push(await openOnce(browser, server.base, route));
        } catch (err) {
          report.broken.push(
            `${route.path}: not on screen within ${withinMs / 1000} s (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
          );
        }
      }
    }
    process.stdout.write('\n');
    const medianOf = (list: Partial<Record<Milestone, number>>[], m: Milestone) =>
      list.length === rounds && list.every((r) => r[m] !== undefined) ? Math.round(median(list.map((r) => r[m] as number))) : null;
    report.rows = routes.map((route) => {
      const list = runs.get(route.path) ?? [];
      const wordsMs = medianOf(list, 'words');
      const row = {
        route: route.path,
        screen: route.screen,
        titleMs: medianOf(list, 'title'),
        wordsMs,
        readyMs: wordsMs === null ? medianOf(list, 'ready') : null,
        codeMs: codeOf(route) ? medianOf(list, 'code') : null,
      };
      const within = (ms: number | null, target: number) => ms !== null && ms <= target;
      const met =
        within(row.titleMs, slowTargets.titleMs) &&
        (within(row.wordsMs, slowTargets.wordsMs) || within(row.readyMs, slowTargets.wordsMs)) &&
        (!codeOf(route) || within(row.codeMs, slowTargets.codeMs));
      return { ...row, met };
    });
    report.allMet = report.rows.length > 0 && report.rows.every((r) => r.met);
    return report;
  } catch (err) {
    report.broken.push(`server-drawn slow bench: ${err instanceof Error ? err.message : String(err)}`);
    return report;
  } finally {
    await browser.close();
    await server?.stop();
    report.seconds = Math.round((Date.now() - started) / 1000);
  }
}

/** Prints the report against the targets. */
export function printServerDrawnSlowReport(report: ServerDrawnSlowReport): void {
  console.log(
    `\nServer-drawn pages, ${report.network}, ${report.cpuSlowdown}× CPU, 360×740, median of ${report.rounds} (ms from navigation start to on screen); ${report.server}`,
  );
  console.table(
    report.rows.map((r) => ({
      route: r.route,
      'title ms': r.titleMs,
      'loading line ms': r.wordsMs ?? (r.readyMs !== null ? `none: ready at ${r.readyMs}` : null),
      'pay code ms': r.codeMs ?? '',
      'targets met': r.met ? 'yes' : 'NO',
    })),
  );
  const missed = report.rows.filter((r) => !r.met).map((r) => r.route);
  console.log(
    `Targets (title and loading line ≤ ${report.targets.titleMs} ms, pay code ≤ ${report.targets.codeMs} ms): ${missed.length ? `missed on ${missed.join(', ')}` : 'met on every route'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const report = await runServerDrawnSlowBench({
    ...(arg('--rounds') ? { rounds: Number(arg('--rounds')) } : {}),
    ...(arg('--only') ? { only: arg('--only')?.split(',') } : {}),
  });
  printServerDrawnSlowReport(report);
  if (report.broken.length) {
    console.error(`server-drawn slow bench: the harness is broken:\n  ${report.broken.join('\n  ')}`);
    process.exitCode = 1;
  }
}
