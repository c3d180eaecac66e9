/**
 * Slow-network bench (issue 28, item 6): builds the borrower app into a temporary folder, serves it with the sandbox
 * lender as `vite preview` does (as memory-bench.ts and scripts/lighthouse.ts), and opens order details and repayment by
 * code on a 360 × 740 phone under Chrome DevTools' Slow 3G (2 s round trip, 50 KB/s each way) and a 4× slower CPU, each
 * time in a fresh browser context (nothing cached). The page notes (a MutationObserver from before the first byte) when
 * the screen's title first shows, its worded loading line ("Loading your order…"), the payment code, and the screen
 * ready with its data; times are from navigation start, medians over the iterations (3). The smoke run (the end of
 * `npm test`) opens each page once without throttling: it shows the harness still notices every milestone, in seconds.
 * Standalone: `npx tsx scripts/bench/slow-network-bench.ts [--smoke] [--iterations N]`.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { previewBorrowerBuild, type BorrowerPreview } from './borrower-preview.ts';
import { session } from './memory-plan.ts';
import { median } from './bench-stats.ts';

/** DevTools' Slow 3G preset, as Network.emulateNetworkConditions takes it. */
export const slow3g = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
/** The CPU slowdown of the slow-network benches. */
export const cpuSlowdown = 4;
/** A 360 × 740 phone. */
export const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** How long one page may take to be ready before the run counts as broken. */
const readyWithinMs = 90_000;

/** What the page notes: the title, the loading words, the payment code, the page ready with its data. */
type Milestone = 'title' | 'words' | 'code' | 'ready';

/** One case: a borrower page and the milestones it must reach. */
interface SlowCase {
  name: string;
  url: string;
  /** The words its loading line says. */
  words: string;
  /** A value from its address the page shows (repayment by code's payment code). */
  code?: string;
}

const cases: SlowCase[] = [
  { name: 'order details', url: `/loanDetails?productId=7&orderId=5000174&${session}`, words: 'Loading your order…' },
  {
    name: 'repayment by code',
    url: `/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`,
    words: 'Loading your payment code…',
    code: 'HT500017000001',
  },
];

/** One case's medians, in milliseconds from navigation start (null: not reached in every run). */
export interface SlowNetworkRow {
  case: string;
  titleMs: number | null;
  wordsMs: number | null;
  codeMs: number | null;
  readyMs: number | null;
}

/** The slow-network bench's report (JSON-serialisable). */
export interface SlowNetworkReport {
  network: string;
  cpuSlowdown: number;
  viewport: string;
  iterations: number;
  rows: SlowNetworkRow[];
  /** Harness failures only: the build, the server, a page that never got ready. */
  broken: string[];
  seconds: number;
}

/** The page's note of when each milestone first showed (from before the first byte). */
function milestoneScript(c: SlowCase): string {
  return `(function () {
  var words = ${JSON.stringify(c.words)}, code = ${JSON.stringify(c.code ?? '')}, at = {};
  window.hatidMilestones = at;
  function note(name, reached) { if (reached && at[name] === undefined) at[name] = Math.round(performance.now()); }
  function look() {
    var title = document.querySelector('.h-topbar__title'), line = document.querySelector('.h-loading-note__text');
    note('title', !!(title && title.textContent.trim()));
    note('words', !!(line && line.textContent === words));
    if (code) note('code', !!(document.body && document.body.textContent.indexOf(code) >= 0));
    note('ready', !!document.querySelector('[data-phase="ready"]') && !document.querySelector('[data-skeleton]'));
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;
}

/** Opens one case in a fresh context and returns when each milestone first showed (ms from navigation start). */
async function runCase(browser: Browser, base: string, c: SlowCase, throttle: boolean): Promise<Partial<Record<Milestone, number>>> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow3g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    // As text, not a function: tsx would wrap the function's inner helpers in its own `__name`, unknown in the page.
    await page.addInitScript({ content: milestoneScript(c) });
    await page.goto(`${base}${c.url}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { hatidMilestones?: Record<string, number> }).hatidMilestones?.ready !== undefined, null, {
      timeout: readyWithinMs,
      polling: 250,
    });
    return await page.evaluate(() => (window as unknown as { hatidMilestones: Record<string, number> }).hatidMilestones);
  } finally {
    await context.close();
  }
}

/** Runs the bench; see the file comment. */
export async function runSlowNetworkBench(opts: { smoke: boolean; iterations?: number }): Promise<SlowNetworkReport> {
  const started = Date.now();
  const iterations = opts.iterations ?? (opts.smoke ? 1 : 3);
  const report: SlowNetworkReport = {
    network: opts.smoke ? 'none (smoke: the harness only)' : 'Slow 3G (2 s round trip, 50 KB/s down and up)',
    cpuSlowdown: opts.smoke ? 1 : cpuSlowdown,
    viewport: `${phone.viewport.width}×${phone.viewport.height}`,
    iterations,
    rows: [],
    broken: [],
    seconds: 0,
  };
  let served: BorrowerPreview | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    served = await previewBorrowerBuild('hatid-slow-');
    const base = served.base;
    const runs = new Map<string, Partial<Record<Milestone, number>>[]>(cases.map((c) => [c.name, []]));
    // Interleaved: each iteration opens every case once.
    for (let i = 0; i < iterations; i++) {
      for (const c of cases) {
        try {
          runs.get(c.name)?.push(await runCase(browser, base, c, !opts.smoke));
        } catch (err) {
          report.broken.push(
            `${c.name}: not ready within ${readyWithinMs / 1000} s (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
          );
        }
      }
    }
    const medianOf = (list: Partial<Record<Milestone, number>>[], m: Milestone) =>
      list.length && list.every((r) => r[m] !== undefined) ? Math.round(median(list.map((r) => r[m] as number))) : null;
    report.rows = cases.map((c) => {
      const list = runs.get(c.name) ?? [];
      return {
        case: c.name,
        titleMs: medianOf(list, 'title'),
        wordsMs: medianOf(list, 'words'),
        codeMs: medianOf(list, 'code'),
        readyMs: medianOf(list, 'ready'),
      };
    });
    for (const row of report.rows) {
      if (row.titleMs === null || row.wordsMs === null) report.broken.push(`${row.case}: the title or the loading words never showed`);
    }
    return report;
  } catch (err) {
    report.broken.push(`slow-network bench: ${err instanceof Error ? err.message : String(err)}`);
    return report;
  } finally {
    await browser.close();
    await served?.close();
    report.seconds = Math.round((Date.now() - started) / 1000);
  }
}

/** Prints the report as a table. */
export function printSlowNetworkReport(report: SlowNetworkReport): void {
  console.log(
    `\nSlow network: ${report.network}, ${report.cpuSlowdown}× CPU, ${report.viewport}, median of ${report.iterations} (ms from navigation start)`,
  );
  console.table(
    report.rows.map((r) => ({ case: r.case, 'title ms': r.titleMs, 'words ms': r.wordsMs, 'pay code ms': r.codeMs ?? '', 'ready ms': r.readyMs })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const iterArg = args.indexOf('--iterations');
  const report = await runSlowNetworkBench({ smoke: args.includes('--smoke'), ...(iterArg >= 0 ? { iterations: Number(args[iterArg + 1]) } : {}) });
  printSlowNetworkReport(report);
  if (report.broken.length) {
    console.error(`slow-network bench: the harness is broken:\n  ${report.broken.join('\n  ')}`);
    process.exitCode = 1;
  }
}
