/**
 * Field reports bench (issue 30 item 1): does the borrower app's report sender delay a render or a tap? Builds the
 * borrower app (borrower-preview.ts) and opens order details on a 360 × 740 phone at 4× CPU in fresh contexts, in two
 * modes interleaved per iteration: `on` as shipped (the entry's shim queues, the sender's chunk arrives at idle after the
 * first view, sends the view and measures the Web Vitals) and `off` with the sender's chunk refused (the shim only
 * queues). For each: when the screen is ready with its data (ms from navigation start); then, once the sender has sent
 * its first batch (on) or as long after (off), ten taps on the page, each timed from the tap's pointerdown to the next
 * frame; and the main thread's long tasks (> 50 ms) from ready until the last tap. POST /telemetry is answered 204 by
 * the harness, and counted. Standalone: `npx tsx scripts/bench/field-report-bench.ts [--smoke] [--iterations N]`.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { previewBorrowerBuild, type BorrowerPreview } from './borrower-preview.ts';
import { session } from './memory-plan.ts';
import { median, round } from './bench-stats.ts';

const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const cpuSlowdown = 4;
const url = `/loanDetails?productId=7&orderId=5000174&${session}`;
const taps = 10;

type Mode = 'on' | 'off';

/** One page load's figures. */
interface Run {
  readyMs: number;
  tapMs: number[];
  longTaskMs: number;
  batches: number;
}

/** One mode's medians. */
export interface FieldReportRow {
  mode: Mode;
  readyMs: number;
  tapMedianMs: number;
  tapMaxMs: number;
  longTaskMs: number;
  batches: number;
}

/** The bench's report (JSON-serialisable). */
export interface FieldReportBenchReport {
  iterations: number;
  cpuSlowdown: number;
  rows: FieldReportRow[];
  broken: string[];
  seconds: number;
}

/** Notes when the screen is ready, the long tasks, and each tap's time to the next frame (as text: tsx would wrap a function). */
const pageScript = `(function () {
  var at = { ready: undefined, long: [], taps: [] };
  window.hatidBench = at;
  new MutationObserver(function () {
    if (at.ready === undefined && document.querySelector('[data-phase="ready"]') && !document.querySelector('[data-skeleton]')) at.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  try { new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { at.long.push([e.startTime, e.duration]); }); }).observe({ type: 'longtask', buffered: true }); } catch (e) {}
  addEventListener('pointerdown', function (e) {
    var start = e.timeStamp;
    requestAnimationFrame(function () { setTimeout(function () { at.taps.push(performance.now() - start); }, 0); });
  }, true);
})();`;

async function runOnce(browser: Browser, base: string, mode: Mode): Promise<Run> {
  const context = await browser.newContext(phone);
  try {
    let batches = 0;
    let firstBatch: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (firstBatch = resolve));
    await context.route('**/telemetry', (route) => {
      batches += 1;
      firstBatch();
      return route.fulfill({ status: 204 });
    });
    if (mode === 'off') await context.route(/field-report-sender-[\w-]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript({ content: pageScript });
    await page.goto(`${base}${url}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { hatidBench: { ready?: number } }).hatidBench.ready !== undefined, null, {
      timeout: 60_000,
      polling: 100,
    });
    // On: the sender is in once its first batch (the view) went out. Off: the same page, with nothing to wait for.
    if (mode === 'on') await sent;
    else await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    for (let i = 0; i < taps; i++) {
      await page.mouse.click(180, 120 + i * 40);
      await page.waitForFunction((n) => (window as unknown as { hatidBench: { taps: number[] } }).hatidBench.taps.length >= n, i + 1, {
        polling: 50,
      });
    }
    const at = await page.evaluate(
      () => (window as unknown as { hatidBench: { ready: number; long: [number, number][]; taps: number[] } }).hatidBench,
    );
    const longTaskMs = at.long.filter(([start]) => start >= at.ready).reduce((sum, [, duration]) => sum + duration, 0);
    return { readyMs: at.ready, tapMs: at.taps, longTaskMs, batches };
  } finally {
    await context.close();
  }
}

/** Runs the bench; see the file comment. */
export async function runFieldReportBench(opts: { smoke: boolean; iterations?: number }): Promise<FieldReportBenchReport> {
  const started = Date.now();
  const iterations = opts.iterations ?? (opts.smoke ? 1 : 7);
  const report: FieldReportBenchReport = { iterations, cpuSlowdown, rows: [], broken: [], seconds: 0 };
  let served: BorrowerPreview | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    served = await previewBorrowerBuild('hatid-field-reports-');
    const runs: Record<Mode, Run[]> = { on: [], off: [] };
    for (let i = 0; i < iterations; i++) {
      for (const mode of (i % 2 === 0 ? ['on', 'off'] : ['off', 'on']) as Mode[]) {
        try {
          runs[mode].push(await runOnce(browser, served.base, mode));
        } catch (err) {
          report.broken.push(`${mode}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        }
      }
    }
    report.rows = (['on', 'off'] as Mode[])
      .filter((mode) => runs[mode].length > 0)
      .map((mode) => {
        const list = runs[mode];
        const tapsAll = list.flatMap((r) => r.tapMs);
        return {
          mode,
          readyMs: round(median(list.map((r) => r.readyMs))),
          tapMedianMs: round(median(tapsAll)),
          tapMaxMs: round(Math.max(...tapsAll)),
          longTaskMs: round(median(list.map((r) => r.longTaskMs))),
          batches: round(median(list.map((r) => r.batches))),
        };
      });
    if (runs.on.some((r) => r.batches === 0)) report.broken.push('on: the sender sent nothing');
    if (runs.off.some((r) => r.batches > 0)) report.broken.push('off: reports were sent with the sender refused');
    return report;
  } catch (err) {
    report.broken.push(`field-report bench: ${err instanceof Error ? err.message : String(err)}`);
    return report;
  } finally {
    await browser.close();
    await served?.close();
    report.seconds = Math.round((Date.now() - started) / 1000);
  }
}

/** Prints the report as a table. */
export function printFieldReportReport(report: FieldReportBenchReport): void {
  console.log(`\nField reports: order details, ${report.cpuSlowdown}× CPU, 360×740, median of ${report.iterations} loads per mode (ms)`);
  console.table(
    report.rows.map((r) => ({
      sender: r.mode,
      'ready ms': r.readyMs,
      'tap→frame median': r.tapMedianMs,
      'tap→frame max': r.tapMaxMs,
      'long tasks after ready ms': r.longTaskMs,
      batches: r.batches,
    })),
  );
  for (const line of report.broken) console.log(`broken: ${line}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const iterArg = args.indexOf('--iterations');
  const report = await runFieldReportBench({ smoke: args.includes('--smoke'), ...(iterArg >= 0 ? { iterations: Number(args[iterArg + 1]) } : {}) });
  printFieldReportReport(report);
  process.exitCode = report.broken.length > 0 ? 1 : 0;
}
