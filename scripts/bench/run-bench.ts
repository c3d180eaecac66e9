/**
 * npm run bench [-- --smoke] [-- --iterations N]: builds the benchmark pages (bench/, its own Vite root) into a
 * temporary directory, serves them, and drives Debian's Chromium at 4× CPU slowdown. Each iteration opens every case
 * in a fresh page, in an order rotated per iteration (A/B interleaved), and the figures are medians over iterations.
 * Prints a table and writes reports/bench.json. --smoke runs one iteration with fewer repetitions.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir, cpus } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const iterArg = args.indexOf('--iterations');
const iterations = smoke ? 1 : iterArg >= 0 ? Number(args[iterArg + 1]) : 15;
const warmRenders = smoke ? 1 : 5;
const typedChars = 200;
const cpuSlowdown = 4;
const chromiumPath = chromiumLaunchOptions.executablePath;

const renderCases = ['order-sdui', 'order-hand', 'order-divkit', 'order-ac'] as const;
const typingCases = ['type-sdui', 'type-hand'] as const;

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** The gzip bytes of the JS (and CSS) a case page loads: its entry chunk and every chunk it statically imports. */
async function pageSizes(out: string): Promise<Record<string, { js: number; css: number }>> {
  const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gz = new Map<string, number>();
  const size = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(out, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const result: Record<string, { js: number; css: number }> = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isEntry || !key.endsWith('.html')) continue;
    const seen = new Set<string>();
    const css = new Set<string>();
    const walk = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const e = manifest[k]!;
      for (const c of e.css ?? []) css.add(c);
      for (const i of e.imports ?? []) walk(i);
    };
    walk(key);
    let js = 0;
    for (const k of seen) js += await size(manifest[k]!.file);
    let cssBytes = 0;
    for (const c of css) cssBytes += await size(c);
    result[key.replace(/\.html$/, '')] = { js, css: cssBytes };
  }
  return result;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    try {
      const body = await readFile(join(dir, path.includes('..') ? '/' : path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    resolve({ server, base: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
  }));
}

async function openCase<T>(browser: Browser, base: string, name: string, run: string, arg: unknown): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}/${name}.html`);
    await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined, null, { timeout: 60_000 });
    return (await page.evaluate(
      ([method, a]) => {
        const bench = (window as unknown as { __bench: Record<string, (...x: unknown[]) => Promise<unknown>> }).__bench;
        return bench[method as string]!(...(a as unknown[]));
      },
      [run, arg] as const,
    )) as T;
  } catch (err) {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}${errors.length ? `\n  page errors: ${errors.join('; ')}` : ''}`);
  } finally {
    await context.close();
  }
}

/** Rotates the case order each iteration, so no case always runs first or right after the same neighbour. */
const rotated = <T,>(xs: readonly T[], i: number) => xs.map((_, k) => xs[(k + i) % xs.length]!);

interface RenderRun { cold: number; warm: number; html: string; nodes: number }
interface TypingRun { perKey: number; total: number; counts: Record<string, number>; ok: boolean }

async function main() {
  const started = Date.now();
  const out = await mkdtemp(join(tmpdir(), 'hatid-bench-'));
  try {
    await build({ configFile: join(repo, 'bench/vite.config.ts'), build: { outDir: out } });
    const sizes = await pageSizes(out);
    const { server, base } = await serve(out);
    const browser = await chromium.launch(chromiumLaunchOptions);
    const renders: Record<string, RenderRun[]> = Object.fromEntries(renderCases.map((c) => [c, []]));
    const typing: Record<string, TypingRun[]> = Object.fromEntries(typingCases.map((c) => [c, []]));
    const counts: Record<string, Record<string, number>> = {};
    try {
      for (let i = 0; i < iterations; i++) {
        for (const c of rotated(renderCases, i)) renders[c]!.push(await openCase<RenderRun>(browser, base, c, 'render', [warmRenders]));
        for (const c of rotated(typingCases, i)) typing[c]!.push(await openCase<TypingRun>(browser, base, c, 'typing', [typedChars, false]));
        process.stdout.write(`\riteration ${i + 1}/${iterations}`);
      }
      process.stdout.write('\n');
      // Untimed pass: the widget components wrapped with render counters, 200 keystrokes.
      for (const c of typingCases) counts[c] = (await openCase<TypingRun>(browser, base, c, 'typing', [typedChars, true])).counts;
    } finally {
      await browser.close();
      server.close();
    }

    const sameDom = renders['order-sdui']![0]!.html === renders['order-hand']![0]!.html;
    const reactJs = sizes['react-only']?.js ?? 0;
    const med = (c: string, k: 'cold' | 'warm') => median(renders[c]!.map((r) => r[k]));
    const rows = renderCases.map((c) => ({
      case: c,
      coldMs: round(med(c, 'cold')),
      warmMs: round(med(c, 'warm')),
      coldRatio: round(med(c, 'cold') / med('order-sdui', 'cold')),
      warmRatio: round(med(c, 'warm') / med('order-sdui', 'warm')),
      domElements: renders[c]![0]!.nodes,
      jsGzipKB: round((sizes[c]?.js ?? 0) / 1024, 1),
      cssGzipKB: round((sizes[c]?.css ?? 0) / 1024, 1),
    }));
    const typingRows = typingCases.map((c) => ({
      case: c,
      perKeyMs: round(median(typing[c]!.map((r) => r.perKey)), 3),
      totalMs: round(median(typing[c]!.map((r) => r.total)), 1),
      allTyped: typing[c]!.every((r) => r.ok),
      renders: counts[c],
    }));
    const sduiVsHandCold = med('order-sdui', 'cold') / med('order-hand', 'cold');
    const sduiVsHandWarm = med('order-sdui', 'warm') / med('order-hand', 'warm');
    const typingRatio = typingRows[0]!.perKeyMs / typingRows[1]!.perKeyMs;
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, cpuSlowdown, chromium: chromiumPath },
      iterations,
      warmRendersPerPage: warmRenders,
      sameDomSduiAndHand: sameDom,
      firstRender: rows,
      ratios: {
        sduiOverHandCold: round(sduiVsHandCold, 3),
        sduiOverHandWarm: round(sduiVsHandWarm, 3),
        divkitOverSduiCold: rows[2]!.coldRatio,
        divkitOverSduiWarm: rows[2]!.warmRatio,
        adaptiveCardsOverSduiCold: rows[3]!.coldRatio,
        adaptiveCardsOverSduiWarm: rows[3]!.warmRatio,
        typingSduiOverHandPerKey: round(typingRatio, 3),
      },
      runtimeGzipKB: {
        react: round(reactJs / 1024, 1),
        hatidRendererAndWidgets: round(((sizes['order-sdui']?.js ?? 0) - reactJs) / 1024, 1),
        hatidWithReact: round((sizes['order-sdui']?.js ?? 0) / 1024, 1),
        divkit: round((sizes['order-divkit']?.js ?? 0) / 1024, 1),
        adaptiveCards: round((sizes['order-ac']?.js ?? 0) / 1024, 1),
      },
      typing: typingRows,
      targets: {
        firstRenderRatio: { target: 1.1, measured: round(sduiVsHandCold, 3), met: sduiVsHandCold <= 1.1 },
        typingPerKeyRatio: { target: 1.05, measured: round(typingRatio, 3), met: typingRatio <= 1.05 },
      },
      seconds: Math.round((Date.now() - started) / 1000),
    };
    await mkdir(join(repo, 'reports'), { recursive: true });
    await writeFile(join(repo, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

    console.log(`\nFirst render, order details (30 lines), ${iterations} iteration(s), ${cpuSlowdown}× CPU slowdown; ratio = case / order-sdui`);
    console.table(rows);
    console.log(`SDUI / hand-written: cold ${round(sduiVsHandCold, 3)}, warm ${round(sduiVsHandWarm, 3)} (target ≤ 1.10); same DOM: ${sameDom}`);
    console.log(`Runtime gzip KB: ${JSON.stringify(report.runtimeGzipKB)}`);
    console.log(`\nTyping ${typedChars} characters into the complaint description`);
    console.table(typingRows.map((r) => ({ ...r, renders: JSON.stringify(r.renders) })));
    console.log(`SDUI / hand-written per keystroke: ${round(typingRatio, 3)} (target ≤ 1.05)`);
    console.log(`\nreports/bench.json written (${report.seconds} s)`);
    // Timings are reported, never judged here (the machine is shared); a harness that measures the wrong thing fails.
    const broken = [
      ...(sameDom ? [] : ['the JSON-driven and hand-written order pages do not produce the same DOM']),
      ...typingRows.filter((r) => !r.allTyped).map((r) => `${r.case}: not every typed character arrived`),
      ...typingRows.filter((r) => r.renders?.textarea !== typedChars).map((r) => `${r.case}: the typed field did not re-render once per keystroke`),
    ];
    if (broken.length > 0) {
      console.error(`bench: the harness is broken:\n  ${broken.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
