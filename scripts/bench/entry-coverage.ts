/**
 * What of the entry chunk runs before a server-drawn page's answer is painted (issue 31): builds the app with source
 * maps into a temporary folder, serves it as `npm run lighthouse` serves its server-drawn pages (the preview server with
 * the first views, scripts/lighthouse-first-views.ts), opens each route in Chromium (phone, CDP 4× CPU, Slow 4G) with
 * V8's precise block coverage started before navigation, pauses the page in the observer of the largest paint whose
 * element is the route's LCP element, and takes the coverage there. The entry's bytes not run on any of the routes are
 * mapped to source modules through the source map; per module: its minified bytes, those not run, and what gzip of the
 * entry would lose without them (the entry gzipped with and without those bytes). Not part of any bench run.
 * `npx tsx scripts/bench/entry-coverage.ts [--routes /loanDetails,/complainPage] [--top 30] [--group <path parts>] [--json out.json]`
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { firstViewsPlugin } from '../lighthouse-first-views.ts';
import { address, readRoutes } from '../lighthouse-pages.ts';
import { serveBuild } from '../lighthouse-serve.ts';
import { ranCharacters, sourceOfCharacters, type ScriptCoverage } from './coverage-ranges.ts';
import { phone } from './slow-network-bench.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
/** Each data route's LCP element (docs/performance-log-issue-31.md, "The borrower routes' LCP path"). */
const lcpElements: Record<string, string> = {
  '/loanDetails': '#status-description',
  '/repaymentByPeriod': '#banner img',
  '/complainPage': '.h-repeat .h-cell__title',
};
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A module's name for the table: react-dom and scheduler as one line (they cannot move); others by path. */
const moduleName = (source: string) =>
  /node_modules\/(react-dom|scheduler)\//.test(source)
    ? 'react-dom + scheduler'
    : source.replace(/^.*node_modules\//, '').replace(new RegExp(`^${repo.replace(/^\//, '')}`), '');
/** A module's folder for the second table. */
const folderOf = (name: string) => (name.includes('/') && !name.startsWith('react-dom') ? path.dirname(name) : name);

/** Opens one route with coverage on, pauses it at its LCP element's largest paint and returns the coverage of the scripts. */
async function coverageOf(base: string, url: string, selector: string): Promise<ScriptCoverage[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    // The largest paints, observed from before any script of the page; the one of the LCP element stops the page there.
    await page.addInitScript((sel: string) => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          if (entry.element?.matches(sel)) {
            (window as { __lcpElementPainted?: number }).__lcpElementPainted = entry.startTime;
            // The coverage is taken while the page stands here (CDP's Debugger.paused).
            debugger;
          }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, selector);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
    await cdp.send('Debugger.enable');
    const paused = new Promise<ScriptCoverage[]>((resolve, reject) => {
      cdp.once('Debugger.paused', () => {
        cdp
          .send('Profiler.takePreciseCoverage')
          .then(async ({ result }) => {
            await cdp.send('Debugger.resume');
            resolve(result as ScriptCoverage[]);
          })
          .catch(reject);
      });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${selector} not painted within 60 s on ${url}`)), 60_000));
    return await Promise.race([paused, timeout]);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const chosen = (argValue('--routes') ?? Object.keys(lcpElements).join(',')).split(',');
  const topN = Number(argValue('--top') ?? 30);
  const routes = readRoutes(repo);
  const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-entry-coverage-'));
  process.env.HATID_STORE_DIR = path.join(outDir, '.store');
  const dist = path.join(outDir, 'dist');
  try {
    await build({ root: repo, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, sourcemap: true } });
    const entryFile = readdirSync(path.join(dist, 'assets')).find((f) => /^index-.*\.js$/.test(f));
    if (!entryFile) throw new Error('no entry chunk (assets/index-*.js) in the build');
    const code = readFileSync(path.join(dist, 'assets', entryFile), 'utf8');
    const map = new TraceMap(readFileSync(path.join(dist, 'assets', `${entryFile}.map`), 'utf8'));
    const firstViews = await firstViewsPlugin(dist, path.join(repo, 'node_modules/.cache/hatid-entry-coverage-first-views'));
    const served = await serveBuild(repo, dist, 'h1', undefined, [firstViews]);
    // A character counts as needed when it ran on any of the routes.
    const ranAny = new Uint8Array(code.length);
    try {
      for (const routePath of chosen) {
        const route = routes.find((r) => r.path === routePath);
        const selector = lcpElements[routePath] ?? argValue('--until');
        if (!route || !selector) throw new Error(`no route or LCP element for ${routePath}`);
        const coverage = await coverageOf(served.base, address(served.base, route), selector);
        const entry = coverage.find((s) => s.url.endsWith(`/assets/${entryFile}`));
        if (!entry) throw new Error(`the entry did not run on ${routePath}`);
        const ran = ranCharacters(code.length, entry.functions);
        let count = 0;
        for (let i = 0; i < ran.length; i++)
          if (ran[i]) {
            count++;
            ranAny[i] = 1;
          }
        console.log(`${routePath}: ${count} of ${code.length} characters of ${entryFile} ran before ${selector} was painted`);
      }
    } finally {
      await served.close();
    }
    const { sources, of } = sourceOfCharacters(code, map);
    const rows = new Map<string, { total: number; unused: number; unusedAt: number[] }>();
    for (let i = 0; i < code.length; i++) {
      const name = of[i] === -1 ? '(no source: chunk glue)' : moduleName(sources[of[i] as number] ?? '');
      const row = rows.get(name) ?? { total: 0, unused: 0, unusedAt: [] };
      row.total++;
      if (!ranAny[i]) {
        row.unused++;
        row.unusedAt.push(i);
      }
      rows.set(name, row);
    }
    const gzipOf = (text: string) => gzipSync(text, { level: 9 }).length;
    const entryGzip = gzipOf(code);
    const without = (at: number[]) => {
      const drop = new Uint8Array(code.length);
      for (const i of at) drop[i] = 1;
      let kept = '';
      let from = 0;
      for (let i = 0; i <= code.length; i++)
        if (i === code.length || drop[i]) {
          kept += code.slice(from, i);
          from = i + 1;
        }
      return kept;
    };
    const allUnused = [...rows.values()].reduce((s, r) => s + r.unused, 0);
    console.log(
      `\n${entryFile}: ${code.length} characters, ${(entryGzip / 1024).toFixed(1)} KB gzip (level 9); not run on any of ${chosen.join(', ')}: ` +
        `${allUnused} characters (${((100 * allUnused) / code.length).toFixed(1)} %)`,
    );
    const sorted = [...rows.entries()].sort((a, b) => b[1].unused - a[1].unused);
    const table = sorted.slice(0, topN).map(([name, row]) => ({
      module: name,
      bytes: row.total,
      unused: row.unused,
      gzipSavedKB: Number(((entryGzip - gzipOf(without(row.unusedAt))) / 1024).toFixed(2)),
    }));
    const appUnused = sorted.filter(([n]) => n !== 'react-dom + scheduler' && !n.startsWith('(')).flatMap(([, r]) => r.unusedAt);
    console.log('| module | minified bytes | not run before the paint | gzip the entry would lose without them (KB) |');
    console.log('|---|---|---|---|');
    for (const r of table) console.log(`| ${r.module} | ${r.bytes} | ${r.unused} | ${r.gzipSavedKB} |`);
    console.log(
      `all modules but react-dom, scheduler and the glue: ${appUnused.length} characters not run, ` +
        `${((entryGzip - gzipOf(without(appUnused))) / 1024).toFixed(1)} KB gzip`,
    );
    // By folder, and the modules of which nothing ran (the ones a dynamic import could take whole).
    const folders = new Map<string, { total: number; unusedAt: number[] }>();
    for (const [name, row] of rows) {
      const folder = folders.get(folderOf(name)) ?? { total: 0, unusedAt: [] };
      folder.total += row.total;
      for (const i of row.unusedAt) folder.unusedAt.push(i);
      folders.set(folderOf(name), folder);
    }
    console.log('\n| folder | minified bytes | not run | gzip without them (KB) |\n|---|---|---|---|');
    for (const [name, f] of [...folders].sort((a, b) => b[1].unusedAt.length - a[1].unusedAt.length).slice(0, 15))
      console.log(`| ${name} | ${f.total} | ${f.unusedAt.length} | ${((entryGzip - gzipOf(without(f.unusedAt))) / 1024).toFixed(2)} |`);
    const idle = sorted.filter(([n, r]) => r.unused === r.total && !n.startsWith('('));
    const idleAt = idle.flatMap(([, r]) => r.unusedAt);
    console.log(
      `\nmodules of which nothing ran: ${idle.length}, ${idleAt.length} characters, ${((entryGzip - gzipOf(without(idleAt))) / 1024).toFixed(1)} KB gzip: ` +
        idle.map(([n, r]) => `${n} ${r.total}`).join(', '),
    );
    // --group a,b: what the entry's gzip would lose without the bytes of those modules (path parts) not run, together.
    const group = (argValue('--group') ?? '').split(',').filter(Boolean);
    if (group.length) {
      const at = sorted.filter(([n]) => group.some((g) => n.includes(g))).flatMap(([, r]) => r.unusedAt);
      console.log(`\n--group ${group.join(',')}: ${at.length} characters not run, ${((entryGzip - gzipOf(without(at))) / 1024).toFixed(2)} KB gzip`);
    }
    const out = argValue('--json');
    if (out)
      writeFileSync(
        out,
        JSON.stringify({ entryFile, characters: code.length, entryGzip, table, all: sorted.map(([n, r]) => [n, r.total, r.unused]) }, null, 2),
      );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
