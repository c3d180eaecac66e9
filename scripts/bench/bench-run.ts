/**
 * The measuring loop of npm run bench: each iteration opens every case in a fresh page, in an order rotated per
 * iteration within each group (so A and B interleave), and collects the raw runs; bench-report.ts turns them into figures.
 */
import type { Browser } from 'playwright';
import { openCase } from './bench-pages.ts';
import { rotated } from './bench-stats.ts';

/** What one run measures and how often. */
export interface BenchPlan {
  iterations: number;
  /** Iterations of the scale cases (fewer: the 10,000-item list is slow). */
  scaleIterations: number;
  warmRenders: number;
  /** Updates timed per update page. */
  updates: number;
  listSizes: number[];
  formSizes: number[];
  typedChars: number;
  /** Chromium's CPU slowdown for the case pages (bench-pages.ts's cpuSlowdown; 1 in a smoke run, which judges nothing). */
  cpuSlowdown: number;
}

/** One first-render run of a case page. */
export interface RenderRun {
  cold: number;
  warm: number;
  html: string;
  nodes: number;
  info: Record<string, number | string>;
}

/** One update run: the median and every time of the updates on one page, and the DOM after the last. */
export interface UpdateRun {
  perUpdate: number;
  times: number[];
  html: string;
}

/** One typing run. */
export interface TypingRun {
  perKey: number;
  total: number;
  counts: Record<string, number>;
  ok: boolean;
}

/** Every raw run, by case. */
export interface BenchRuns {
  renders: Record<string, RenderRun[]>;
  updates: Record<string, UpdateRun[]>;
  /** By `list:N` and `form:N`. */
  scale: Record<string, RenderRun[]>;
  typing: Record<string, TypingRun[]>;
  counts: Record<string, Record<string, number>>;
}

/** The first-render reference screens: order details against the peers, and the bank form and complaint list. */
export const renderGroups = [
  ['order-sdui', 'order-hand', 'order-divkit', 'order-ac'],
  ['bank-sdui', 'bank-hand'],
  ['clist-sdui', 'clist-hand', 'clist-windowed'],
] as const;

/** The update cases (report key, page, query): order details re-drawn after its status and all 30 line values change. */
export const updateCases = [
  { key: 'order-sdui', page: 'order-sdui', query: '' },
  { key: 'order-hand', page: 'order-hand', query: '' },
  { key: 'order-divkit', page: 'order-divkit', query: '' },
  { key: 'order-divkit-setdata', page: 'order-divkit', query: '?update=setData' },
  { key: 'order-ac', page: 'order-ac', query: '' },
] as const;

/** The typing cases. */
export const typingCases = ['type-sdui', 'type-hand'] as const;

const push = <T>(table: Record<string, T[]>, key: string, value: T) => (table[key] ??= []).push(value);

/** Warm renders of a scale case: fewer for the biggest sizes. */
const scaleWarm = (plan: BenchPlan, n: number) => (n >= 10_000 ? Math.min(1, plan.warmRenders) : Math.min(3, plan.warmRenders));

/** Runs every case of the plan; `progress` is told after each iteration. */
export async function measure(browser: Browser, base: string, plan: BenchPlan, progress: (i: number) => void): Promise<BenchRuns> {
  const runs: BenchRuns = { renders: {}, updates: {}, scale: {}, typing: {}, counts: {} };
  const scaleCases = [...plan.listSizes.map((n) => ({ kind: 'list', n })), ...plan.formSizes.map((n) => ({ kind: 'form', n }))];
  for (let i = 0; i < plan.iterations; i++) {
    for (const group of renderGroups) {
      for (const c of rotated(group, i))
        push(runs.renders, c, await openCase<RenderRun>(browser, base, c, 'render', [plan.warmRenders], '', plan.cpuSlowdown));
    }
    for (const c of rotated(updateCases, i))
      push(runs.updates, c.key, await openCase<UpdateRun>(browser, base, c.page, 'update', [plan.updates], c.query, plan.cpuSlowdown));
    if (i < plan.scaleIterations) {
      for (const s of rotated(scaleCases, i)) {
        const run = await openCase<RenderRun>(
          browser,
          base,
          'scale',
          'render',
          [scaleWarm(plan, s.n), false],
          `?kind=${s.kind}&n=${s.n}`,
          plan.cpuSlowdown,
        );
        push(runs.scale, `${s.kind}:${s.n}`, run);
      }
    }
    for (const c of rotated(typingCases, i))
      push(runs.typing, c, await openCase<TypingRun>(browser, base, c, 'typing', [plan.typedChars, false], '', plan.cpuSlowdown));
    progress(i);
  }
  // Untimed pass: the widget components wrapped with render counters, the same keystrokes.
  for (const c of typingCases)
    runs.counts[c] = (await openCase<TypingRun>(browser, base, c, 'typing', [plan.typedChars, true], '', plan.cpuSlowdown)).counts;
  return runs;
}
