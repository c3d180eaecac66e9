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
 *
 * A/B: `--baseline <dir>` also builds the app of another checkout (say `git archive <commit>` unpacked, node_modules
 * linked) with its own config, serves it on a second port the same way, and measures each chosen route of it in the
 * same rounds, right after this checkout's; the report gives each route's LCP this / baseline.
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
import { fmt, targets, toRow, type Row } from './lighthouse-row.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = chromiumLaunchOptions.executablePath;
// chrome-launcher wants the new headless mode spelled out; the other flags are the project's usual ones.
const chromeFlags = chromiumLaunchOptions.args.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean) : [];
const baselineArg = process.argv.indexOf('--baseline');
const baselineRoot = baselineArg > 0 && process.argv[baselineArg + 1] ? path.resolve(process.argv[baselineArg + 1] as string) : undefined;

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

interface RouteEntry {
  path: string;
  screen: string;
  public?: boolean;
  example?: string;
}

function readRoutes(): RouteEntry[] {
  return JSON.parse(readFileSync(path.join(root, 'screens/routes.json'), 'utf8')) as RouteEntry[];
}

function address(base: string, entry: RouteEntry): string {
  const query = [entry.example?.replace(/^\?/, ''), entry.public ? '' : session].filter(Boolean).join('&');
  return `${base}${entry.path}${query ? `?${query}` : ''}`;
}

async function main(): Promise<void> {
  const routes = readRoutes();
  const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-lighthouse-'));
  // The sandbox's screen store: an empty one, so only the bundled screens are served (as in the e2e journeys).
  process.env.HATID_STORE_DIR = path.join(outDir, '.store');
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  let baselineServer: Awaited<ReturnType<typeof preview>> | undefined;
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
    let baselineBase: string | undefined;
    if (baselineRoot) {
      console.log(`Building the baseline ${baselineRoot} …`);
      const baselineDist = path.join(outDir, 'baseline');
      await build({ root: baselineRoot, logLevel: 'warn', build: { outDir: baselineDist, emptyOutDir: true } });
      const baselinePort = await freePort();
      baselineServer = await preview({
        root: baselineRoot,
        logLevel: 'warn',
        build: { outDir: baselineDist },
        preview: { host: '127.0.0.1', port: baselinePort, strictPort: true, open: false },
      });
      baselineBase = `http://127.0.0.1:${baselinePort}`;
    }
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
    const pages = chosen
      .map((m) => {
        const entry = routes.find((r) => r.path === (m.as ?? m.path));
        if (!entry) throw new Error(`screens/routes.json has no route ${m.as ?? m.path}`);
        const page = { m, screen: m.screen ?? entry.screen, url: address(base, { ...entry, path: m.path }), attempts: [] as Row[] };
        // The same route of the baseline build, measured right after this one (not the hand-written page: it is the same).
        if (!baselineBase || m.as) return [page];
        const url = address(baselineBase, { ...entry, path: m.path });
        return [page, { m: { ...m, label: `${m.label} (baseline)` }, screen: `${page.screen}-baseline`, url, attempts: [] as Row[] }];
      })
      .flat();
    // Interleaved: every page once per round, so a slower minute of a busy machine falls on all of them alike.
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        const result = await lighthouse(page.url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page.url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        meta.lighthouse = result.lhr.lighthouseVersion;
        meta.userAgent = result.lhr.environment.hostUserAgent;
        const row = toRow(page.m.label, page.url.replace(base, '').replace(baselineBase ?? base, ''), page.screen, result.lhr);
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
    for (const row of rows.filter((r) => r.label.endsWith(' (baseline)'))) {
      const label = row.label.slice(0, -' (baseline)'.length);
      const now = lcpOf(label);
      if (now !== null && row.lcpMs)
        console.log(
          `LCP ${label}: this ${(now / 1000).toFixed(2)} s / baseline ${(row.lcpMs / 1000).toFixed(2)} s = ${(now / row.lcpMs).toFixed(2)}`,
        );
    }
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
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        runsPerRoute: runs,
        interleaved: true,
        ...(baselineRoot ? { baseline: baselineRoot } : {}),
      },
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
    if (baselineServer) await baselineServer.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
