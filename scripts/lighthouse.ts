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
 * the same clients, the same widgets and DOM, no document), and the same screen as a DivKit card and as an Adaptive Card
 * (order-divkit.html, order-ac.html: the same loading page and calls, then the peer's own drawing), each built by a build
 * of its own into the same folder with the same config, served the same way, and measured in the same rounds; the report
 * gives LCP Hatid / each.
 *
 * Protocols: `--protocols h1,h1-tls,h2` serves the same build once per protocol, over HTTP/1.1 (plain http), HTTP/1.1
 * over TLS and HTTP/2 over TLS (a throwaway self-signed certificate made at run time; Chromium told to accept it), and
 * measures every page on each in the same rounds; default h1. Lighthouse's simulation gives an HTTP/1.1 origin six
 * connections and an h2 origin one multiplexed connection, and charges TLS handshakes.
 *
 * Server-drawn pages (issue 31): each borrower route also as `npm run serve` sends it, its HTML holding the first view
 * drawn on the server and the document inlined (server/http/first-view-pages.ts behind the same preview server,
 * scripts/lighthouse-first-views.ts), on a server of its own per protocol, measured in the same rounds; `--only ssr` or
 * `--only csr` keeps one kind.
 *
 * HATID_LH_ARTIFACTS=<dir> keeps each run's artifacts in <dir>/<screen>-<round> for scripts/lantern-graph.ts.
 *
 * A/B: `--baseline <dir>` also builds the app of another checkout (say `git archive <commit>` unpacked, node_modules
 * linked) with its own config, serves it on a second port the same way, and measures each chosen route of it in the
 * same rounds, right after this checkout's; the report gives each route's LCP this / baseline.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/setup/chromium.ts';
import { freePort } from './free-port.ts';
import { throwawayCert } from './lighthouse-cert.ts';
import { firstViewsPlugin } from './lighthouse-first-views.ts';
import { address, chooseMeasured, limitPages, parseProtocols, readRoutes, type Protocol } from './lighthouse-pages.ts';
import { fmt, labelWidth, targets, toRow, type Row } from './lighthouse-row.ts';
import { serveBuild, type Served } from './lighthouse-serve.ts';
import { breakdown, formatBreakdown } from './lighthouse-breakdown.ts';
import { formatComparison, lcpComparison } from './lighthouse-summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = chromiumLaunchOptions.executablePath;
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Math.max(1, Number(argValue('--runs')) || 1);
const only = (argValue('--only') ?? '').split(',').filter(Boolean);
const baselineRoot = argValue('--baseline') ? path.resolve(argValue('--baseline') as string) : undefined;
const protocols = parseProtocols(argValue('--protocols'));
// chrome-launcher wants the new headless mode spelled out; the other flags are the project's usual ones. The TLS servers'
// certificate is made at run time, so Chromium is told to accept it.
const chromeFlags = chromiumLaunchOptions.args
  .map((flag) => (flag === '--headless' ? '--headless=new' : flag))
  .concat(protocols.some((p) => p !== 'h1') ? ['--ignore-certificate-errors'] : []);

async function main(): Promise<void> {
  const routes = readRoutes(root);
  const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-lighthouse-'));
  // The sandbox's screen store: an empty one, so only the bundled screens are served (as in the e2e journeys).
  process.env.HATID_STORE_DIR = path.join(outDir, '.store');
  const servers: Served[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log(`Building into ${outDir} …`);
    const dist = path.join(outDir, 'dist');
    await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
    const chosen = chooseMeasured(only);
    // The limit pages: a build of their own each (the app's chunks stay as shipped, and no page shares a chunk with
    // another), same config, into the same folder; only those measured (each build is a minute on a busy machine).
    for (const page of Object.values(limitPages).filter((p) => chosen.some((m) => m.path === `/${p}`)))
      await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: false, rollupOptions: { input: path.join(root, page) } } });
    const baselineDist = path.join(outDir, 'baseline');
    if (baselineRoot) {
      console.log(`Building the baseline ${baselineRoot} …`);
      await build({ root: baselineRoot, logLevel: 'warn', build: { outDir: baselineDist, emptyOutDir: true } });
    }
    const tls = protocols.some((p) => p !== 'h1') ? throwawayCert() : undefined;
    // The first-view bundle imports its packages, so it is built inside the repository (node_modules/.cache).
    const firstViews = chosen.some((m) => m.server)
      ? await firstViewsPlugin(dist, path.join(root, 'node_modules/.cache/hatid-lighthouse-first-views'))
      : undefined;
    const bases = new Map<Protocol, { base: string; baselineBase?: string; serverBase?: string }>();
    for (const protocol of protocols) {
      const served = await serveBuild(root, dist, protocol, tls);
      servers.push(served);
      const baseline = baselineRoot ? await serveBuild(baselineRoot, baselineDist, protocol, tls) : undefined;
      if (baseline) servers.push(baseline);
      const drawn = firstViews ? await serveBuild(root, dist, protocol, tls, [firstViews]) : undefined;
      if (drawn) servers.push(drawn);
      bases.set(protocol, { base: served.base, baselineBase: baseline?.base, serverBase: drawn?.base });
    }
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, port: await freePort() });
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
    const pages = chosen.flatMap((m) => {
      const entry = routes.find((r) => r.path === (m.as ?? m.path));
      if (!entry) throw new Error(`screens/routes.json has no route ${m.as ?? m.path}`);
      const screen = m.screen ?? entry.screen;
      const local = address('', { ...entry, path: m.path });
      return protocols.flatMap((protocol) => {
        const { base, baselineBase, serverBase } = bases.get(protocol) as { base: string; baselineBase?: string; serverBase?: string };
        const suffix = protocol === 'h1' ? '' : `-${protocol}`;
        const origin = m.server ? (serverBase as string) : base;
        const page = { label: m.label, protocol, screen: `${screen}${suffix}`, local, url: `${origin}${local}`, attempts: [] as Row[] };
        // The same route of the baseline build, measured right after this one (not the limit pages: they are the same).
        if (!baselineBase || m.as || m.server) return [page];
        return [
          page,
          { ...page, label: `${m.label} (baseline)`, screen: `${screen}-baseline${suffix}`, url: `${baselineBase}${local}`, attempts: [] },
        ];
      });
    });
    // Interleaved: every page once per round, so a slower minute of a busy machine falls on all of them alike.
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        const result = await lighthouse(page.url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
        // The run's trace and network log, for scripts/lantern-graph.ts (what the simulation charged to the LCP, and what-ifs).
        if (process.env.HATID_LH_ARTIFACTS) {
          const saver = (await import('lighthouse/core/lib/asset-saver.js' as string)) as { saveArtifacts(a: unknown, dir: string): Promise<void> };
          await saver.saveArtifacts(result.artifacts, `${process.env.HATID_LH_ARTIFACTS}/${page.screen}-${i + 1}`);
        }
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page.url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        meta.lighthouse = result.lhr.lighthouseVersion;
        meta.userAgent = result.lhr.environment.hostUserAgent;
        const row: Row = { ...toRow(page.label, page.local, page.screen, result.lhr), protocol: page.protocol };
        page.attempts.push(row);
        lhrs.set(row, result.lhr);
        const lcp = row.lcpMs === null ? '–' : (row.lcpMs / 1000).toFixed(2);
        console.log(`  round ${i + 1}: ${page.label} (${page.protocol}, served ${row.documentProtocol ?? '?'}) LCP ${lcp} s`);
      }
    }
    for (const page of pages) {
      const sorted = [...page.attempts].sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity));
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as Row;
      const row: Row = { ...median, lcpRunsMs: page.attempts.map((r) => r.lcpMs) };
      rows.push(row);
      lhrs.set(row, lhrs.get(median) as Result);
    }
    const comparisons = protocols.map((protocol) => lcpComparison(rows, protocol));

    const header = [
      'route'.padEnd(labelWidth),
      'proto'.padEnd(6),
      'perf'.padStart(6),
      'LCP s'.padStart(8),
      'TBT ms'.padStart(8),
      'CLS'.padStart(8),
      'a11y'.padStart(6),
    ].join('  ');
    const goal = [
      'target'.padEnd(labelWidth),
      ''.padEnd(6),
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
    for (const comparison of comparisons) {
      const line = formatComparison(comparison);
      if (line) console.log(line);
    }
    for (const row of rows.filter((r) => r.label.endsWith(' (baseline)'))) {
      const label = row.label.slice(0, -' (baseline)'.length);
      const now = rows.find((r) => r.label === label && r.protocol === row.protocol)?.lcpMs ?? null;
      if (now !== null && row.lcpMs)
        console.log(
          `LCP ${label} (${row.protocol}): this ${(now / 1000).toFixed(2)} s / baseline ${(row.lcpMs / 1000).toFixed(2)} s = ${(now / row.lcpMs).toFixed(2)}`,
        );
    }
    for (const row of rows) {
      const name = `${row.label} (${row.protocol})`;
      const top = row.findings.slice(0, 3).map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
      if (row.lcpElement) console.log(`  ${name}: LCP element ${row.lcpElement}`);
      if (top.length) console.log(`  ${name}: ${top.join('; ')}`);
      if (row.a11yFailures.length) console.log(`  ${name} a11y: ${row.a11yFailures.map((f) => f.id).join(', ')}`);
    }
    // What the simulation charged to each row's LCP: evidence that moves less with the machine's load than seconds.
    console.log('\nBefore the LCP Lighthouse observed (the run of the row; scripts/lighthouse-breakdown.ts):');
    for (const row of rows) console.log(formatBreakdown(`${row.label} (${row.protocol})`, breakdown(lhrs.get(row) as Result), false));

    const reportDir = path.join(root, 'reports');
    mkdirSync(reportDir, { recursive: true });
    const first = comparisons[0];
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
        protocols,
        ...(baselineRoot ? { baseline: baselineRoot } : {}),
      },
      targets,
      // `lcp`: the first protocol's comparison (HTTP/1.1 unless only h2 was asked), as earlier reports had it.
      lcp: first ? { ...first } : null,
      lcpByProtocol: Object.fromEntries(comparisons.map((c) => [c.protocol, c])),
      rows,
    };
    writeFileSync(path.join(reportDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    // The full Lighthouse result of each kept run (open in https://googlechrome.github.io/lighthouse/viewer/).
    mkdirSync(path.join(reportDir, 'lighthouse'), { recursive: true });
    for (const row of rows) writeFileSync(path.join(reportDir, 'lighthouse', `${row.screen}.json`), JSON.stringify(lhrs.get(row)));
    console.log(`\nReport: ${path.relative(root, path.join(reportDir, 'lighthouse.json'))}`);
  } finally {
    if (chrome) await chrome.kill();
    for (const server of servers) await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
