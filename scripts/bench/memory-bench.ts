/**
 * Memory bench: builds the borrower app into a temporary folder, serves it with the sandbox lender as `vite preview`
 * does (as scripts/lighthouse.ts), opens it in Debian's Chromium on a phone viewport, and navigates the borrower routes
 * of screens/routes.json (example query + session) in one page, client side as the app's navigate action does
 * (history.pushState, which wouter turns into a route change): a warm-up cycle, then 300 navigations (30 in smoke), each
 * waiting until the new screen's [data-screen] is drawn with no skeleton. The JS heap after a forced GC (CDP,
 * twice) is read after the warm-up, every 50 navigations and at the end, on the same screen; target: growth ≤ 10 %.
 * Standalone: `npx tsx scripts/bench/memory-bench.ts [--smoke] [--snapshot] [--navigations N] [--warmup-cycles N]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type CDPSession, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { compareHeaps, objectBytes, takeHeap, type Heap } from './memory-snapshot.ts';
import { borrowerRoutes, growthPercent, leavesOnLoad, navigationPlan, routeUrl, toMB, withinGrowth, type RouteEntry } from './memory-plan.ts';
import { previewBorrowerBuild, type BorrowerPreview } from './borrower-preview.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const targetPercent = 10;
const sampleEvery = 50;
const drawTimeoutMs = 20_000;
/** A mid-range Android phone, as Lighthouse's mobile preset emulates it. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The heap and DOM after a forced GC, after `navigations` measured navigations. */
export interface MemorySample {
  navigations: number;
  heapUsedBytes: number;
  heapUsedMB: number;
  domNodes: number;
  jsEventListeners: number;
}

/** The memory bench's report (JSON-serialisable). */
export interface MemoryBenchReport {
  chromium: string;
  viewport: string;
  /** Borrower routes cycled through, and the distinct screens they draw. */
  routes: number;
  /** Borrower routes left out, and why. */
  skippedRoutes: string[];
  screens: number;
  warmupNavigations: number;
  /** Measured navigations (plus one back to the starting screen when the count does not end there). */
  navigations: number;
  returnedToStart: boolean;
  start: MemorySample | null;
  end: MemorySample | null;
  growthPercent: number | null;
  targetPercent: number;
  /** Growth ≤ target; null in smoke (it only shows the harness runs) or when the run broke. */
  met: boolean | null;
  samples: MemorySample[];
  msPerNavigation: number | null;
  /** Uncaught page errors (first 10), reported, not judged. */
  pageErrors: string[];
  /** console.error calls of the page during the measured navigations. */
  consoleErrors: number;
  /**
   * The page's JS objects without V8's compiled code and hidden classes (from heap snapshots of the start and the end;
   * not in smoke unless `snapshot`): tells an app leak from the JIT's optimized code, which keeps growing a while.
   */
  objects?: { startBytes: number; endBytes: number; growthPercent: number; met: boolean };
  /** The objects allocated after the start that are still alive at the end (with `snapshot`: and what retains them). */
  heapComparison?: string[];
  /** Harness failures only: the build, the server, a screen that did not draw. */
  broken: string[];
  seconds: number;
}

/** Forces a full GC twice and reads the used JS heap and the DOM counters. */
async function sample(cdp: CDPSession, page: Page, navigations: number): Promise<MemorySample> {
  // Let timers and pending renders of the screen just drawn settle first.
  await page.waitForTimeout(500);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { navigations, heapUsedBytes: heap.usedSize, heapUsedMB: toMB(heap.usedSize), domNodes: dom.nodes, jsEventListeners: dom.jsEventListeners };
}

/** Waits until the screen `id` is drawn, not the one left behind, and no skeleton shows. */
async function waitDrawn(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (screen) => document.querySelector(`[data-screen="${screen}"]:not([data-bench-left])`) !== null && document.querySelector('.h-skeleton') === null,
    id,
    { timeout: drawTimeoutMs },
  );
}

/** Client-side navigation as the app's navigate action does it (wouter's navigate is history.pushState). */
async function navigate(page: Page, route: RouteEntry): Promise<void> {
  await page.evaluate((url) => {
    for (const el of document.querySelectorAll('[data-screen]')) el.setAttribute('data-bench-left', '');
    history.pushState(null, '', url);
  }, routeUrl(route));
  await waitDrawn(page, route.screen);
}

async function shown(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.body.innerText).catch(() => '');
  return text.replace(/\s+/g, ' ').slice(0, 160);
}

/** Options of runMemoryBench; `navigations` and `warmupCycles` default to 300 (30 in smoke) and 1. */
export interface MemoryBenchOptions {
  smoke: boolean;
  /** Compare heap snapshots of the start and the end (what survived, and what retains it). */
  snapshot?: boolean;
  navigations?: number;
  warmupCycles?: number;
}

/** Navigates the borrower routes 300 times (30 in smoke) in one page of the production build; see the file comment. */
export async function runMemoryBench(opts: MemoryBenchOptions): Promise<MemoryBenchReport> {
  const started = Date.now();
  const count = opts.navigations ?? (opts.smoke ? 30 : 300);
  const cycles = Math.max(1, opts.warmupCycles ?? 1);
  const all = borrowerRoutes(JSON.parse(readFileSync(path.join(root, 'screens/routes.json'), 'utf8')) as RouteEntry[]);
  // A screen that opens another page as it loads (the e-wallet hand-off) would leave the app, so it is skipped.
  const skipped = all.filter((r) => leavesOnLoad(JSON.parse(readFileSync(path.join(root, 'screens', `${r.screen}.json`), 'utf8'))));
  const routes = all.filter((r) => !skipped.includes(r));
  const plan = navigationPlan(count, routes.length);
  const report: MemoryBenchReport = {
    chromium: chromiumLaunchOptions.executablePath,
    viewport: `${phone.viewport.width}×${phone.viewport.height} @${phone.deviceScaleFactor}x, mobile`,
    routes: routes.length,
    skippedRoutes: skipped.map((r) => `${r.path} (${r.screen}: opens another page on load)`),
    screens: new Set(routes.map((r) => r.screen)).size,
    warmupNavigations: routes.length * cycles,
    navigations: count,
    returnedToStart: plan.returned,
    start: null,
    end: null,
    growthPercent: null,
    targetPercent,
    met: null,
    samples: [],
    msPerNavigation: null,
    pageErrors: [],
    consoleErrors: 0,
    broken: [],
    seconds: 0,
  };
  let served: BorrowerPreview | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    served = await previewBorrowerBuild('hatid-memory-');
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    page.on('pageerror', (e) => report.pageErrors.length < 10 && report.pageErrors.push(e.message));
    const cdp = await context.newCDPSession(page);
    const visit = async (route: RouteEntry, label: string) => {
      try {
        await navigate(page, route);
        return true;
      } catch {
        report.broken.push(
          `${label}: ${routeUrl(route)} did not draw [data-screen="${route.screen}"] without a skeleton within ${drawTimeoutMs / 1000} s (page shows: ${await shown(page)})`,
        );
        return false;
      }
    };
    const first = routes[0];
    if (!first) throw new Error('screens/routes.json has no borrower route');
    await page.goto(`${served.base}${routeUrl(first)}`);
    await waitDrawn(page, first.screen);
    for (const route of [...routes.slice(1), ...Array.from({ length: cycles - 1 }, () => routes).flat()]) await visit(route, 'warm-up');
    if (report.broken.length) return report;
    report.start = await sample(cdp, page, 0);
    report.samples.push(report.start);
    const before: Heap | undefined = opts.snapshot || !opts.smoke ? await takeHeap(cdp) : undefined;
    page.on('console', (m) => void (m.type() === 'error' && report.consoleErrors++));
    const t0 = Date.now();
    let timed = 0;
    for (const [i, index] of plan.steps.entries()) {
      if (!(await visit(routes[index] as RouteEntry, `navigation ${i + 1}`)) && report.broken.length >= 3) return report;
      if (i < count) timed = Date.now() - t0;
      const done = i + 1;
      if (done % sampleEvery === 0 && done < count) report.samples.push(await sample(cdp, page, done));
    }
    report.msPerNavigation = Math.round(timed / count);
    report.end = await sample(cdp, page, count);
    report.samples.push(report.end);
    if (before) {
      const after = await takeHeap(cdp);
      const [startBytes, endBytes] = [objectBytes(before), objectBytes(after)];
      const growth = Math.round(growthPercent(startBytes, endBytes) * 10) / 10;
      report.objects = { startBytes, endBytes, growthPercent: growth, met: withinGrowth(startBytes, endBytes, targetPercent) };
      report.heapComparison = compareHeaps(before, after, opts.snapshot ? 25 : 10, opts.snapshot === true);
    }
    report.growthPercent = Math.round(growthPercent(report.start.heapUsedBytes, report.end.heapUsedBytes) * 10) / 10;
    report.met = opts.smoke || report.broken.length ? null : withinGrowth(report.start.heapUsedBytes, report.end.heapUsedBytes, targetPercent);
    return report;
  } catch (err) {
    report.broken.push(`memory bench: ${err instanceof Error ? err.message : String(err)}`);
    return report;
  } finally {
    await browser.close();
    await served?.close();
    report.seconds = Math.round((Date.now() - started) / 1000);
  }
}

/** Prints the report as a table. */
export function printMemoryReport(report: MemoryBenchReport): void {
  console.log(
    `\nMemory: ${report.navigations} client-side navigations through ${report.routes} borrower routes (${report.screens} screens) after ${report.warmupNavigations} warm-up navigations, ${report.viewport}`,
  );
  console.table(report.samples);
  if (report.start && report.end) {
    const verdict = report.met === null ? 'not judged (smoke)' : report.met ? 'met' : 'MISSED';
    console.log(
      `JS heap after GC: ${report.start.heapUsedMB} MB → ${report.end.heapUsedMB} MB, growth ${report.growthPercent} % (target ≤ ${report.targetPercent} %): ${verdict}; ${report.msPerNavigation} ms per navigation${report.returnedToStart ? ' (plus one back to the starting screen)' : ''}; ${report.consoleErrors} console errors; ${report.seconds} s`,
    );
  }
  if (report.skippedRoutes.length) console.log(`Skipped: ${report.skippedRoutes.join('; ')}`);
  if (report.objects) {
    const o = report.objects;
    console.log(
      `JS objects without compiled code (heap snapshots): ${toMB(o.startBytes)} MB → ${toMB(o.endBytes)} MB, growth ${o.growthPercent} %: ${o.met ? 'met' : 'MISSED'}`,
    );
  }
  if (report.heapComparison) console.log(report.heapComparison.join('\n'));
  if (report.pageErrors.length) console.log(`Page errors: ${report.pageErrors.join(' | ')}`);
  if (report.broken.length) console.error(`memory bench: the harness is broken:\n  ${report.broken.join('\n  ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const option = (name: string) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined);
  runMemoryBench({
    smoke: process.argv.includes('--smoke'),
    snapshot: process.argv.includes('--snapshot'),
    navigations: option('--navigations'),
    warmupCycles: option('--warmup-cycles'),
  }).then(
    (report) => {
      printMemoryReport(report);
      if (report.broken.length) process.exitCode = 1;
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
