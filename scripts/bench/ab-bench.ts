/**
 * npx tsx scripts/bench/ab-bench.ts --baseline <commit or unpacked checkout> [--iterations N] [--only a,b] [--profile <dir>
 * [--profile-only]]: the renderer cases of
 * npm run bench for this checkout (A) and another commit (B, `git archive` unpacked beside node_modules), both built,
 * served from one server and measured in the same iterations, A and B interleaved in an order rotated per iteration.
 * Prints A, B and the hand-written page per case with A / B and A / hand. With --profile, also writes one CPU profile
 * of A's order-details warm renders (a .cpuprofile for DevTools) and prints its heaviest functions by self time.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { cpuSlowdown, openCase, serve } from './bench-pages.ts';
import type { RenderRun, TypingRun, UpdateRun } from './bench-run.ts';
import { median, rotated, round } from './bench-stats.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const argOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const baseline = argOf('--baseline');
const iterations = Number(argOf('--iterations') ?? 7);
const profileOnly = args.includes('--profile-only');
const only = argOf('--only');
const profileDir = argOf('--profile');

/** A timed case: which page, what it runs, and which figure of the run is kept. */
interface AbCase {
  label: string;
  page: string;
  run: 'render' | 'update' | 'typing';
  args: unknown[];
  pick: (r: unknown) => number[];
}

const renderPick = (r: unknown) => [(r as RenderRun).cold, (r as RenderRun).warm];
const cases: AbCase[] = [
  ...['order', 'bank', 'clist'].flatMap((s) =>
    ['sdui', 'hand'].map((k) => ({ label: `${s}-${k}`, page: `${s}-${k}`, run: 'render' as const, args: [5], pick: renderPick })),
  ),
  ...['order-sdui', 'order-hand', 'order-divkit'].map((p) => ({
    label: `update ${p}`,
    page: p,
    run: 'update' as const,
    args: [11],
    pick: (r: unknown) => [(r as UpdateRun).perUpdate],
  })),
  ...['type-sdui', 'type-hand'].map((p) => ({
    label: p,
    page: p,
    run: 'typing' as const,
    args: [200, false],
    pick: (r: unknown) => [(r as TypingRun).perKey],
  })),
];

async function buildBaseline(out: string): Promise<string> {
  // A checkout already unpacked (with node_modules) is used as it is.
  if (existsSync(join(baseline!, 'bench/vite.config.ts'))) return baseline!;
  const src = join(out, 'src');
  await mkdir(src, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${repo}" archive ${baseline} | tar -x -C "${src}"`]);
  await symlink(join(repo, 'node_modules'), join(src, 'node_modules'));
  return src;
}

async function profilePage(browser: Browser, base: string, name: string, method: string, runArgs: unknown[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${base}/${name}.html`);
  await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await page.evaluate(
    ([m, a]) => (window as unknown as { __bench: Record<string, (...x: unknown[]) => Promise<unknown>> }).__bench[m as string]!(...(a as unknown[])),
    [method, runArgs] as const,
  );
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  await context.close();
  await mkdir(profileDir!, { recursive: true });
  await writeFile(join(profileDir!, `${name}.cpuprofile`), JSON.stringify(profile));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0));
  }
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nCPU profile of ${name} ${method}(${runArgs.join(', ')}) (self time, ${round(total / 1000)} ms in all): ${JSON.stringify(result).slice(0, 300)}`,
  );
  for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(
      `${round(v / 1000, 1)
        .toString()
        .padStart(8)} ms  ${k}`,
    );
}

async function main() {
  const out = await mkdtemp(join(tmpdir(), 'hatid-ab-'));
  try {
    await build({ configFile: join(repo, 'bench/vite.config.ts'), logLevel: 'warn', build: { outDir: join(out, 'a') } });
    // The profile is read by function name: its page is built once more without minifying.
    if (profileDir)
      await build({ configFile: join(repo, 'bench/vite.config.ts'), logLevel: 'warn', build: { outDir: join(out, 'p'), minify: false } });
    if (baseline) {
      const src = await buildBaseline(out);
      await build({ configFile: join(src, 'bench/vite.config.ts'), logLevel: 'warn', build: { outDir: join(out, 'b') } });
    }
    const { server, base } = await serve(out);
    const browser = await chromium.launch(chromiumLaunchOptions);
    const sides = baseline ? ['a', 'b'] : ['a'];
    const results = new Map<string, number[][]>();
    try {
      if (profileDir) {
        await profilePage(browser, `${base}/p`, 'order-sdui', 'render', [20]);
        await profilePage(browser, `${base}/p`, 'type-sdui', 'typing', [200, true]);
      }
      for (let i = 0; i < (profileOnly ? 0 : iterations); i++) {
        // Hand-written and peer pages are the same in A and B: measured once, from A's build.
        const runs = cases
          .filter((c) => !only || only.split(',').some((o) => c.label.includes(o)))
          .flatMap((c) => (c.page.endsWith('-sdui') ? sides : ['a']).map((side) => ({ c, side })));
        for (const { c, side } of rotated(runs, i)) {
          const r = await openCase<unknown>(browser, `${base}/${side}`, c.page, c.run, c.args);
          const key = `${c.label}@${side}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key)!.push(c.pick(r));
        }
        process.stdout.write(`\riteration ${i + 1}/${iterations}`);
      }
    } finally {
      await browser.close();
      server.close();
    }
    const med = (key: string, k: number) => (results.has(key) ? median(results.get(key)!.map((r) => r[k]!)) : NaN);
    const rows = cases
      .filter((c) => c.page.endsWith('-sdui'))
      .flatMap((c) =>
        (c.run === 'render' ? ['cold', 'warm'] : ['ms']).map((what, k) => {
          const hand = c.label.replace('sdui', 'hand');
          const a = med(`${c.label}@a`, k);
          const b = med(`${c.label}@b`, k);
          const h = med(`${hand}@a`, k);
          const divkit = c.run === 'update' ? med('update order-divkit@a', 0) : NaN;
          const best = (key: string) => (results.has(key) ? round(Math.min(...results.get(key)!.map((r) => r[k]!)), 2) : NaN);
          return {
            case: `${c.label} ${what}`,
            'min A/B': round(best(`${c.label}@a`) / best(`${c.label}@b`), 3),
            'min A/hand': round(best(`${c.label}@a`) / best(`${hand}@a`), 3),
            A: round(a, 2),
            B: round(b, 2),
            hand: round(h, 2),
            'A/B': round(a / b, 3),
            'A/hand': round(a / h, 3),
            'B/hand': round(b / h, 3),
            ...(c.run === 'update' ? { divkitVars: round(divkit, 2), 'A/divkit': round(a / divkit, 3) } : {}),
          };
        }),
      );
    console.log(`\nA = this checkout, B = ${baseline ?? '(none)'}; ${iterations} iterations, ${cpuSlowdown}× CPU slowdown, medians`);
    console.table(rows.filter((r) => Number.isFinite(r.A)));
    for (const [key, values] of results) console.log(key, values.map((v) => v.map((x) => round(x, 1)).join('/')).join('  '));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
