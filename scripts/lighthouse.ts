/**
 * `npm run lighthouse`: the borrower's phone. Builds the app into a temporary folder, serves it with the sandbox
 * lender as `vite preview` does (same config, same CSP, /api and /screens), and runs Lighthouse (mobile preset:
 * mobile form factor and screen, simulated Slow 4G with 4x CPU slowdown) in Debian's Chromium on five routes with
 * their example queries from screens/routes.json. Prints a table against the targets and writes
 * reports/lighthouse.json. A measurement, not a gate: it exits 0 whether targets are met or not, 1 only when
 * the build, the server or Lighthouse itself fails. `--runs <n>` measures each route n times, interleaved (route after
 * route, n rounds), and keeps the run of median LCP; default 1. `--only <paths>` (comma-separated, such as
 * `/loanDetails,hand`) measures only those. The full Lighthouse result of each route goes to reports/lighthouse/<screen>.json.
 *
 * The limit: a hand-written React page of order details (bench/lighthouse/order-hand.html: the same data calls through
 * the same clients, the same widgets and DOM, no document) is built by a second build into the same folder with the
 * same config, served the same way, and measured in the same rounds; the report gives LCP Hatid / hand-written.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '../tests/setup/chromium.ts';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = chromiumLaunchOptions.executablePath;
// chrome-launcher wants the new headless mode spelled out; the other flags are the project's usual ones.
const chromeFlags = chromiumLaunchOptions.args.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean) : [];

/** The session parameters a lender's app appends to a borrower page (as in tests/e2e/*.spec.ts). */
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** The hand-written order details page (the limit), built beside the app; it takes /loanDetails's example query. */
const handPage = 'bench/lighthouse/order-hand.html';

/** The measured routes, each with a label; their example query comes from screens/routes.json (`as`: another route's). */
const measured: { label: string; path: string; as?: string; screen?: string }[] = [
  { label: 'order details', path: '/loanDetails' },
  { label: 'order details by hand', path: `/${handPage}`, as: '/loanDetails', screen: 'loan-details-hand' },
  { label: 'instalment repayment', path: '/repaymentByPeriod' },
  { label: 'bank binding', path: '/bindBank' },
  { label: 'complaint entry', path: '/complainPage' },
  { label: 'public home', path: '/' },
];

export const targets = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05, accessibility: 95, lcpRatio: 1.1 };

interface RouteEntry {
  path: string;
  screen: string;
  public?: boolean;
  example?: string;
}

interface Row {
  label: string;
  url: string;
  screen: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Performance opportunities and diagnostics that did not pass, worst first. */
  findings: { id: string; title: string; displayValue?: string; savingsMs?: number }[];
  /** Accessibility audits that failed. */
  a11yFailures: { id: string; title: string }[];
  runtimeError?: string;
  /** The LCP element's selector, as Lighthouse names it. */
  lcpElement?: string;
  /** LCP of every run of this page, in the order measured (the row is the run of median LCP). */
  lcpRunsMs?: (number | null)[];
}

function readRoutes(): RouteEntry[] {
  return JSON.parse(readFileSync(path.join(root, 'screens/routes.json'), 'utf8')) as RouteEntry[];
}

function address(base: string, entry: RouteEntry): string {
  const query = [entry.example?.replace(/^\?/, ''), entry.public ? '' : session].filter(Boolean).join('&');
  return `${base}${entry.path}${query ? `?${query}` : ''}`;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function toRow(label: string, url: string, screen: string, lhr: Result): Row {
  const perfIds = new Set((lhr.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  const findings = Object.values(lhr.audits)
    .filter(
      (a) => perfIds.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    )
    .concat(
      Object.values(lhr.audits).filter(
        (a) => perfIds.has(a.id) && a.scoreDisplayMode === 'informative' && typeof a.displayValue === 'string' && a.displayValue !== '',
      ),
    )
    .filter(
      (a) =>
        ![
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'first-contentful-paint',
          'speed-index',
          'interactive',
          'max-potential-fid',
        ].includes(a.id),
    )
    .map((a) => {
      const savings = a.metricSavings as Record<string, number | undefined> | undefined;
      const savingsMs = Math.max(savings?.LCP ?? 0, savings?.FCP ?? 0, savings?.TBT ?? 0) || undefined;
      return { id: a.id, title: a.title, ...(a.displayValue ? { displayValue: a.displayValue } : {}), ...(savingsMs ? { savingsMs } : {}) };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => ({ id: a.id, title: a.title }));
  return {
    label,
    url,
    screen,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    findings,
    a11yFailures,
    ...(lcpElementOf(lhr) ? { lcpElement: lcpElementOf(lhr) } : {}),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** The LCP element's selector, from the LCP breakdown insight (a list whose node item is the element). */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node')?.selector;
}

function mark(ok: boolean): string {
  return ok ? ' ' : '✗';
}

function fmt(row: Row): string {
  const perf = row.performance;
  const a11y = row.accessibility;
  const lcp = row.lcpMs;
  const tbt = row.tbtMs;
  const cls = row.cls;
  const cells = [
    row.label.padEnd(22),
    `${perf ?? '–'}${mark(perf !== null && perf >= targets.performance)}`.padStart(6),
    `${lcp === null ? '–' : (lcp / 1000).toFixed(2)}${mark(lcp !== null && lcp <= targets.lcpMs)}`.padStart(8),
    `${tbt === null ? '–' : Math.round(tbt)}${mark(tbt !== null && tbt <= targets.tbtMs)}`.padStart(8),
    `${cls === null ? '–' : cls.toFixed(3)}${mark(cls !== null && cls <= targets.cls)}`.padStart(8),
    `${a11y ?? '–'}${mark(a11y !== null && a11y >= targets.accessibility)}`.padStart(6),
  ];
  return cells.join('  ');
}

async function main(): Promise<void> {
  const routes = readRoutes();
  const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-lighthouse-'));
  // The sandbox's screen store: an empty one, so only the bundled screens are served (as in the e2e journeys).
  process.env.HATID_STORE_DIR = path.join(outDir, '.store');
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log(`Building into ${outDir} …`);
    await build({ root, logLevel: 'warn', build: { outDir: path.join(outDir, 'dist'), emptyOutDir: true } });
    // The hand-written page: its own build (the app's chunks stay as shipped), same config, into the same folder.
    await build({
      root,
      logLevel: 'warn',
      build: { outDir: path.join(outDir, 'dist'), emptyOutDir: false, rollupOptions: { input: path.join(root, handPage) } },
    });
    const port = await freePort();
    server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir: path.join(outDir, 'dist') },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const base = `http://127.0.0.1:${port}`;
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse's default mobile preset, spelled out: mobile form factor and screen, simulated throttling.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    };

    const rows: Row[] = [];
    const lhrs = new Map<Row, Result>();
    const meta = { lighthouse: 'unknown', userAgent: 'unknown' };
    const chosen = measured.filter((m) => only.length === 0 || only.some((o) => m.path === o || m.path.includes(o)));
    const pages = chosen.map((m) => {
      const entry = routes.find((r) => r.path === (m.as ?? m.path));
      if (!entry) throw new Error(`screens/routes.json has no route ${m.as ?? m.path}`);
      return { m, screen: m.screen ?? entry.screen, url: address(base, { ...entry, path: m.path }), attempts: [] as Row[] };
    });
    // Interleaved: every page once per round, so a slower minute of a busy machine falls on all of them alike.
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        const result = await lighthouse(page.url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page.url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        meta.lighthouse = result.lhr.lighthouseVersion;
        meta.userAgent = result.lhr.environment.hostUserAgent;
        const row = toRow(page.m.label, page.url.replace(base, ''), page.screen, result.lhr);
        page.attempts.push(row);
        lhrs.set(row, result.lhr);
        console.log(`  round ${i + 1}: ${page.m.label} LCP ${row.lcpMs === null ? '–' : (row.lcpMs / 1000).toFixed(2)} s`);
      }
    }
    for (const page of pages) {
      const sorted = [...page.attempts].sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity));
      rows.push({ ...(sorted[Math.floor((sorted.length - 1) / 2)] as Row), lcpRunsMs: page.attempts.map((r) => r.lcpMs) });
      lhrs.set(rows[rows.length - 1] as Row, lhrs.get(sorted[Math.floor((sorted.length - 1) / 2)] as Row) as Result);
    }
    const lcpOf = (label: string) => rows.find((r) => r.label === label)?.lcpMs ?? null;
    const hatidLcp = lcpOf('order details');
    const handLcp = lcpOf('order details by hand');
    const lcpRatio = hatidLcp !== null && handLcp !== null && handLcp > 0 ? hatidLcp / handLcp : null;

    const header = ['route'.padEnd(22), 'perf'.padStart(6), 'LCP s'.padStart(8), 'TBT ms'.padStart(8), 'CLS'.padStart(8), 'a11y'.padStart(6)].join(
      '  ',
    );
    const goal = [
      'target'.padEnd(22),
      `≥${targets.performance} `.padStart(6),
      `≤${(targets.lcpMs / 1000).toFixed(1)} `.padStart(8),
      `≤${targets.tbtMs} `.padStart(8),
      `≤${targets.cls} `.padStart(8),
      `≥${targets.accessibility} `.padStart(6),
    ].join('  ');
    console.log(`\n${header}\n${goal}\n${'-'.repeat(header.length)}`);
    for (const row of rows) console.log(fmt(row));
    console.log('\n✗ = target missed. Lighthouse mobile preset (simulated Slow 4G, 4x CPU slowdown), Chromium', chromePath);
    console.log(`LCP is the median of ${runs} interleaved run(s) per page; the row shows that run.`);
    if (lcpRatio !== null)
      console.log(
        `LCP order details: Hatid ${((hatidLcp as number) / 1000).toFixed(2)} s / hand-written ${((handLcp as number) / 1000).toFixed(2)} s = ` +
          `${lcpRatio.toFixed(2)} (goal ≤ ${targets.lcpRatio.toFixed(2)})${lcpRatio <= targets.lcpRatio ? '' : ' ✗'}`,
      );
    for (const row of rows) {
      const top = row.findings.slice(0, 3).map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
      if (row.lcpElement) console.log(`  ${row.label}: LCP element ${row.lcpElement}`);
      if (top.length) console.log(`  ${row.label}: ${top.join('; ')}`);
      if (row.a11yFailures.length) console.log(`  ${row.label} a11y: ${row.a11yFailures.map((f) => f.id).join(', ')}`);
    }

    const reportDir = path.join(root, 'reports');
    mkdirSync(reportDir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      lighthouse: meta.lighthouse,
      userAgent: meta.userAgent,
      chromium: chromePath,
      chromeFlags,
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerRoute: runs, interleaved: true },
      targets,
      lcp: { hatidMs: hatidLcp, handWrittenMs: handLcp, ratio: lcpRatio },
      rows,
    };
    writeFileSync(path.join(reportDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    // The full Lighthouse result of each kept run (open in https://googlechrome.github.io/lighthouse/viewer/).
    mkdirSync(path.join(reportDir, 'lighthouse'), { recursive: true });
    for (const row of rows) writeFileSync(path.join(reportDir, 'lighthouse', `${row.screen}.json`), JSON.stringify(lhrs.get(row)));
    console.log(`\nReport: ${path.relative(root, path.join(reportDir, 'lighthouse.json'))}`);
  } finally {
    if (chrome) await chrome.kill();
    if (server) await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
