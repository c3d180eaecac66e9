/**
 * `npm run size`: builds the borrower app (skip with `--no-build` to read an existing dist/), prints the gzip size
 * of the JS that index.html loads up front, every lazy JS chunk, the CSS index.html links, every lazy widget's
 * stylesheet (it arrives with the widget's chunk) and every screen document as shipped (its
 * bundled chunk and its copy in dist/screens/), and exits 1 past a budget or when code that must never reach a
 * borrower's phone (the ajv compiler, the sandbox lender, Storybook, MSW, the studio, CodeMirror, `diff`, the developer
 * console) is in the bundle. The budgets and the judging live in scripts/size-budgets.ts (tests/unit/size-budgets.test.ts shows them fail).
 * It also sums, per screen, the validator chunks the screen downloads (envelope, actions, shared definitions and one
 * per widget type it uses). `--out-dir <dir>` builds into (or, with --no-build, reads) another folder than dist/. With
 * --no-build it refuses a dist/ older than any source file of the borrower build (scripts/dist-freshness.ts). With
 * `--modules` it also builds source maps (hidden: the shipped files are unchanged) and lists what each source module
 * costs the entry in gzip bytes (scripts/size-modules.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { staleDistInputs } from './dist-freshness.ts';
import { budgets, judgeBudgets, kb, type MeasuredFile } from './size-budgets.ts';
import { moduleCosts } from './size-modules.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDirArg = process.argv.indexOf('--out-dir');
const listModules = process.argv.includes('--modules');
const distDir = outDirArg > 0 && process.argv[outDirArg + 1] ? path.resolve(process.argv[outDirArg + 1] as string) : path.join(root, 'dist');

interface Row extends MeasuredFile {
  raw: number;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** JS files index.html loads before first paint: the module scripts and every modulepreload (not the route hints). */
function entryScripts(html: string): Set<string> {
  const found = new Set<string>();
  const tag = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g;
  for (const match of html.matchAll(tag)) if (match[1] && !isRouteHints(match[1])) found.add(match[1]);
  return found;
}

/**
 * The route hints script (scripts/route-hints-plugin.ts): async, it adds modulepreloads of lazy chunks by route; and its
 * first-view part alone, the later script (assets/route-hints-later-<hash>.js), each under the hints budget.
 */
const isRouteHints = (file: string) => /^assets\/route-hints-(later-)?[\w-]{8}\.js$/.test(file);

/** Stylesheets index.html links (the CSS every page loads before its first paint). */
function entryStylesheets(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="\/?([^"]+\.css)"/g)) if (match[1]) found.add(match[1]);
  return found;
}

/** The screen documents of screens/ (not routes.json, the route table the entry imports). */
const screenNames = readdirSync(path.join(root, 'screens'))
  .filter((f) => f.endsWith('.json') && f !== 'routes.json')
  .map((f) => f.replace(/\.json$/, ''));

/** A screen document as shipped: its copy in dist/screens/ or the chunk Vite bundles it into (assets/<screen>-<hash>.js). */
function isScreenDocument(file: string): boolean {
  return screenNames.some(
    (name) => file === `screens/${name}.json` || (file.startsWith(`assets/${name}-`) && /^[\w-]{8}\.js$/.test(file.slice(`assets/${name}-`.length))),
  );
}

function measure(file: string, kind: Row['kind']): Row {
  const bytes = readFileSync(path.join(distDir, file));
  return { kind, file, raw: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, ...(listModules ? { sourcemap: 'hidden' as const } : {}) } });
  else refuseStaleDist();

  const files = listFiles(distDir);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = entryScripts(html);
  const stylesheets = entryStylesheets(html);
  const rows: Row[] = [
    ...files.filter((f) => entries.has(f)).map((f) => measure(f, 'entry')),
    ...files.filter(isRouteHints).map((f) => measure(f, 'hints')),
    ...files.filter((f) => f.endsWith('.js') && !entries.has(f) && !isRouteHints(f)).map((f) => measure(f, isScreenDocument(f) ? 'screen' : 'lazy')),
    ...files.filter((f) => f.startsWith('screens/') && isScreenDocument(f)).map((f) => measure(f, 'screen')),
    ...files.filter((f) => f.endsWith('.css')).map((f) => measure(f, stylesheets.has(f) ? 'css' : 'lazy-css')),
  ];
  const code = new Map(rows.filter((r) => r.file.endsWith('.js')).map((r) => [r.file, readFileSync(path.join(distDir, r.file), 'utf8')]));
  const verdict = judgeBudgets(rows, code);

  const table = rows.map((r) => ({ kind: r.kind, file: r.file, raw: kb(r.raw), gzip: kb(r.gzipBytes) }));
  table.push(
    { kind: 'entry', file: `TOTAL (budget ${kb(budgets.entry)})`, raw: '', gzip: kb(verdict.entryTotal) },
    { kind: 'css', file: `TOTAL linked by index.html (budget ${kb(budgets.css)})`, raw: '', gzip: kb(verdict.cssTotal) },
  );
  console.table(table);
  const { largestLazy, largestLazyCss, largestScreen } = verdict;
  const allCss = rows.filter((r) => r.kind === 'css' || r.kind === 'lazy-css').reduce((sum, r) => sum + r.gzipBytes, 0);
  console.log(
    `Each lazy stylesheet budget: ${kb(budgets.css)} gzip` +
      (largestLazyCss ? ` (largest ${largestLazyCss.file}, ${kb(largestLazyCss.gzipBytes)}); all CSS together ${kb(allCss)}.` : '.'),
  );
  console.log(
    `Each lazy chunk budget: ${kb(budgets.lazy)} gzip` + (largestLazy ? ` (largest ${largestLazy.file}, ${kb(largestLazy.gzipBytes)}).` : '.'),
  );
  console.log(
    `Each screen document budget: ${kb(budgets.screen)} gzip` +
      (largestScreen ? ` (largest ${largestScreen.file}, ${kb(largestScreen.gzipBytes)}).` : '.'),
  );
  console.log(validatorReport(rows));
  if (listModules) console.log(moduleReport(rows));

  if (!verdict.ok) {
    console.error(`\nsize: FAILED\n${verdict.failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('size: OK');
}

/** With --no-build, the dist/ measured is someone else's build: stop when a source changed after it (it would measure old code). */
function refuseStaleDist(): void {
  const { built, newer, missing } = staleDistInputs(root, distDir);
  if (missing) {
    console.error(`size: --no-build, but ${missing}: run \`npm run size\` (it builds) or \`npm run build\` first.`);
    process.exit(1);
  }
  if (newer.length > 0) {
    const list = newer
      .slice(0, 10)
      .map((f) => `  - ${f}`)
      .join('\n');
    console.error(
      `size: --no-build, but ${newer.length} source file(s) changed after ${path.relative(root, distDir)}/ was built (${built?.toISOString()}):\n${list}\nRun \`npm run size\` without --no-build.`,
    );
    process.exit(1);
  }
  console.log(`size: measuring ${path.relative(root, distDir)}/ as built at ${built?.toISOString()} (newer than every source file).`);
}

/** The entry's cost per source module (gzip bytes it would lose without it), largest first, from the hidden source maps. */
function moduleReport(rows: Row[]): string {
  const lines: string[] = [];
  for (const row of rows.filter((r) => r.kind === 'entry')) {
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(readFileSync(path.join(distDir, `${row.file}.map`), 'utf8')) as typeof map;
    } catch {
      lines.push(`${row.file}: no source map (generated code, or a dist/ built without --modules)`);
      continue;
    }
    lines.push(`${row.file} (${kb(row.gzipBytes)}), gzip bytes per module, leave one out:`);
    const costs = moduleCosts(readFileSync(path.join(distDir, row.file), 'utf8'), map);
    const named = (source: string) => (source.startsWith('(') ? source : path.relative(root, path.resolve(distDir, path.dirname(row.file), source)));
    for (const c of costs) lines.push(`  ${String(c.gzipBytes).padStart(6)}  ${named(c.source)}`);
  }
  return lines.join('\n');
}

/** Which validator chunk a file is: validate-screen, validate-action, validate-defs or validate-widget-<type> (Vite names chunks after the module, then a hash). */
function validatorModule(file: string): string | undefined {
  return /(?:^|\/)(validate-(?:screen|action|defs|common|widget-[a-z0-9-]+))-[\w-]{8}\.js$/.exec(file)?.[1];
}

/** What validation costs: the validator chunks, and what each screen of screens/ downloads for it (gzip). */
function validatorReport(rows: Row[]): string {
  const byModule = new Map<string, number>();
  for (const row of rows) {
    const name = validatorModule(row.file);
    if (name && row.kind === 'lazy') byModule.set(name, row.gzipBytes);
  }
  if (byModule.size === 0) return 'Validators: no validator chunks found.';
  const widgets = [...byModule].filter(([name]) => name.startsWith('validate-widget-'));
  // validate-common (vite.config.ts) holds the envelope, actions, shared definitions and the most used widget types.
  const common = ['validate-common', 'validate-screen', 'validate-action', 'validate-defs'].reduce((sum, name) => sum + (byModule.get(name) ?? 0), 0);
  const widgetTypes = new Set(widgets.map(([name]) => name.slice('validate-widget-'.length)));
  const screensDir = path.join(root, 'screens');
  const perScreen = readdirSync(screensDir)
    .filter((f) => f.endsWith('.json') && f !== 'routes.json')
    .map((f) => {
      const types = new Set<string>();
      const visit = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') {
          const type = (value as Record<string, unknown>).type;
          if (typeof type === 'string' && widgetTypes.has(type)) types.add(type);
          Object.values(value).forEach(visit);
        }
      };
      visit(JSON.parse(readFileSync(path.join(screensDir, f), 'utf8')));
      const total = common + [...types].reduce((sum, t) => sum + (byModule.get(`validate-widget-${t}`) ?? 0), 0);
      return { screen: f.replace(/\.json$/, ''), types: types.size, total };
    })
    .sort((a, b) => b.total - a.total);
  const largest = widgets.reduce((max, [, gzip]) => Math.max(max, gzip), 0);
  const heaviest = perScreen[0];
  return (
    `Validators: common chunk ${kb(byModule.get('validate-common') ?? 0)} (envelope, actions, shared definitions, six widget types), ` +
    `${widgets.length} other widget types (largest ${kb(largest)}, ` +
    `all ${kb(widgets.reduce((sum, [, gzip]) => sum + gzip, 0))}).` +
    (heaviest ? ` Per screen: ${kb(common)} + its widget types, at most ${kb(heaviest.total)} (${heaviest.screen}, ${heaviest.types} types).` : '')
  );
}

await main();
