/**
 * `npm run lighthouse`: the borrower's phone. Builds the app into a temporary folder, serves it with the sandbox
 * lender as `vite preview` does (same config, same CSP, /api and /screens), and runs Lighthouse (mobile preset:
 * mobile form factor and screen, simulated Slow 4G with 4x CPU slowdown) in Debian's Chromium on five routes with
 * their example queries from screens/routes.json. Prints a table against the targets and writes
 * reports/lighthouse.json. A measurement, not a gate: it exits 0 whether targets are met or not, 1 only when
 * the build, the server or Lighthouse itself fails. `--runs <n>` measures each route n times and keeps the median
 * run (by performance score); default 1. The full Lighthouse result of each route goes to reports/lighthouse/<screen>.json.
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

/** The session parameters a lender's app appends to a borrower page (as in tests/e2e/*.spec.ts). */
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** The measured routes, each with a label; their example query comes from screens/routes.json. */
const measured: { label: string; path: string }[] = [
  { label: 'order details', path: '/loanDetails' },
  { label: 'instalment repayment', path: '/repaymentByPeriod' },
  { label: 'bank binding', path: '/bindBank' },
  { label: 'complaint entry', path: '/complainPage' },
  { label: 'public home', path: '/' },
];

export const targets = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, accessibility: 95 };

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
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
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
    for (const m of measured) {
      const entry = routes.find((r) => r.path === m.path);
      if (!entry) throw new Error(`screens/routes.json has no route ${m.path}`);
      const url = address(base, entry);
      const attempts: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        meta.lighthouse = result.lhr.lighthouseVersion;
        meta.userAgent = result.lhr.environment.hostUserAgent;
        attempts.push(toRow(m.label, url.replace(base, ''), entry.screen, result.lhr));
        lhrs.set(attempts[attempts.length - 1] as Row, result.lhr);
      }
      attempts.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      const row = attempts[Math.floor((attempts.length - 1) / 2)] as Row;
      rows.push(row);
      console.log(`  measured ${m.label} (${row.url})`);
    }

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
    for (const row of rows) {
      const top = row.findings.slice(0, 3).map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
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
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerRoute: runs },
      targets,
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
