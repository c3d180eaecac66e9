/**
 * Where the main thread's time goes on a server-drawn page before its data is drawn (issue 31): opens one route of the
 * built server (`node dist-server/main.js`, production, sandbox lender; built first when stale) in Chromium at 360 × 740
 * with CDP's 4× CPU slowdown and Lighthouse's Slow 4G (150 ms, 1.6 Mbps), records a performance trace and a sampled
 * CPU profile until the LCP element is drawn (and a second after), and prints the long tasks (≥ 50 ms) from navigation
 * start with what runs in them: the trace's own events (script evaluated, HTML parsed, layout) and the profile's samples
 * by source file (through the build's source maps when dist/ has them: `npx vite build --sourcemap`) and function.
 * Also the blocking time after the first contentful paint (Lighthouse's TBT, from these tasks: the part of each over
 * 50 ms), FCP and LCP. Not part of any bench run; a tool for reading one page.
 * `npx tsx scripts/bench/first-view-trace.ts [--route /loanDetails] [--rounds 3] [--baseline <built checkout>] [--timeline]
 * [--functions] [--reduced-motion] [--json out.json] [--until '#status-description']`; with --baseline, that checkout's
 * built server is measured in the same rounds, right after this one's, and the medians of both are printed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { ensureBuiltServer, startBuiltServer } from './built-server.ts';
import { routeUrl, type RouteEntry } from './memory-plan.ts';
import { phone } from './slow-network-bench.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
/** Lighthouse's mobile preset network (simulated there, emulated here). */
const waitMs = Number(argValue('--wait') ?? 5000);
// A long task: 50 ms (with --cpu 1, 12.5 ms: what Lighthouse's simulated 4x slowdown makes 50 ms of).
const longMs = Number(argValue('--long') ?? 50);
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
}

/** A request as the network saw it (µs, the trace's clock). */
interface Request {
  url: string;
  start: number;
  end?: number;
  priority?: string;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A long task and what ran in it. */
export interface LongTask {
  startMs: number;
  ms: number;
  events: Record<string, number>;
  files: [string, number][];
  functions: [string, number][];
}

const maps = new Map<string, TraceMap | null>();

/** The source file and function of a sampled frame (the build's source map when dist/ has one). */
function origin(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  const url = frame.url;
  const asset = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
  if (!asset) return { file: url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName || 'native'})`, fn: frame.functionName };
  if (!maps.has(asset)) {
    const mapFile = path.join(repo, 'dist', `${asset}.map`);
    maps.set(asset, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(asset);
  if (!map) return { file: asset, fn: frame.functionName };
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (at.source ?? asset).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return { file, fn: `${at.name ?? frame.functionName}` };
}

const add = (into: Record<string, number>, key: string, ms: number) => (into[key] = (into[key] ?? 0) + ms);
const top = (from: Record<string, number>, n: number): [string, number][] =>
  Object.entries(from)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, Math.round(v)]);

/** The trace's events a long task is described by (outermost of each kind; script by its file). */
function describeEvent(e: TraceEvent): string | undefined {
  const data = e.args?.data ?? {};
  const file = typeof data.url === 'string' ? data.url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : '';
  switch (e.name) {
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `${e.name} ${file}`;
    case 'FunctionCall':
      return `FunctionCall ${file}`;
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'MajorGC':
    case 'MinorGC':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'v8.run':
      return e.name;
    default:
      return undefined;
  }
}

async function traceOnce(base: string, url: string, until: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    if (process.argv.includes('--reduced-motion')) await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(argValue('--cpu') ?? 4) });
    if (process.argv.includes('--no-network-throttling'))
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'disabled-by-default-v8.gc',
        ],
      },
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const requests = new Map<string, { url: string; start: number; end?: number; priority?: string }>();
    cdp.on('Network.requestWillBeSent', (r: { requestId: string; timestamp: number; request: { url: string; initialPriority?: string } }) =>
      requests.set(r.requestId, { url: r.request.url, start: r.timestamp * 1e6, priority: r.request.initialPriority }),
    );
    cdp.on('Network.loadingFinished', (r: { requestId: string; timestamp: number }) => {
      const req = requests.get(r.requestId);
      if (req) req.end = r.timestamp * 1e6;
    });
    await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: 60_000 });
    // No polling in the page (its script would be in the trace): a fixed wait, then the element is checked once.
    await page.waitForTimeout(waitMs);
    if (!(await page.evaluate((sel) => Boolean(document.querySelector(sel)?.textContent?.trim()), until)))
      throw new Error(`${until} was not drawn within ${waitMs} ms of the load event`);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Tracing.end');
    await done;
    return { events, profile, requests: [...requests.values()] };
  } finally {
    await browser.close();
  }
}

/** Reads one trace and profile: the long tasks, FCP, LCP and blocking time. */
export function readTrace(events: TraceEvent[], profile: Profile, requests: Request[] = []) {
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame,
  );
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const main = navStart ?? fcpEvent;
  if (!main) throw new Error('no navigationStart in the trace');
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const t0 = navStart?.ts ?? 0;
  const ms = (ts: number) => (ts - t0) / 1000;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid);
  const lastLcp = lcps[lcps.length - 1];
  const lcp = lastLcp ? ms(lastLcp.ts) : null;
  const fcp = fcpEvent ? ms(fcpEvent.ts) : null;
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= longMs * 1000 && ms(e.ts) >= 0);
  const inner = events.filter((e) => onMain(e) && e.ph === 'X' && e.name !== 'RunTask');
  // The profile's samples: their times, each one's frame (the leaf) and the files on its stack.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((t += d));
  const longTasks: LongTask[] = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const eventsIn: Record<string, number> = {};
    const seen: TraceEvent[] = [];
    for (const e of inner) {
      if (e.ts < task.ts || e.ts >= end) continue;
      const key = describeEvent(e);
      if (!key) continue;
      // Outermost of its kind only (a FunctionCall inside a FunctionCall counts once).
      if (seen.some((s) => s.name === e.name && s.ts <= e.ts && s.ts + (s.dur ?? 0) >= e.ts + (e.dur ?? 0))) continue;
      seen.push(e);
      add(eventsIn, key, (e.dur ?? 0) / 1000);
    }
    const files: Record<string, number> = {};
    const functions: Record<string, number> = {};
    for (let i = 0; i < profile.samples.length; i++) {
      const at = sampleTimes[i] ?? 0;
      if (at < task.ts || at >= end) continue;
      const dt = ((sampleTimes[i + 1] ?? at) - at) / 1000;
      const node = byId.get(profile.samples[i] ?? -1);
      if (!node) continue;
      const leaf = origin(node.callFrame);
      add(files, leaf.file, dt);
      add(functions, `${leaf.fn || '(anonymous)'} ${leaf.file}`, dt);
    }
    return {
      startMs: Math.round(ms(task.ts)),
      ms: Math.round((task.dur ?? 0) / 1000),
      events: Object.fromEntries(top(eventsIn, 8)),
      files: top(files, 8),
      functions: top(functions, 8),
    };
  });
  const tbt =
    fcp === null
      ? null
      : tasks.reduce((sum, task) => {
          const start = Math.max(ms(task.ts), fcp);
          const end = ms(task.ts + (task.dur ?? 0));
          return end - start > longMs ? sum + (end - start - longMs) : sum;
        }, 0);
  // All script time on the main thread before the LCP, by source file (self time).
  const beforeLcp: Record<string, number> = {};
  const fnsBeforeLcp: Record<string, number> = {};
  for (let i = 0; i < profile.samples.length; i++) {
    const at = sampleTimes[i] ?? 0;
    if (ms(at) < 0 || (lcp !== null && ms(at) > lcp)) continue;
    const node = byId.get(profile.samples[i] ?? -1);
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    const o = origin(node.callFrame);
    add(beforeLcp, o.file, ((sampleTimes[i + 1] ?? at) - at) / 1000);
    add(fnsBeforeLcp, `${o.fn || '(anonymous)'} ${o.file}`, ((sampleTimes[i + 1] ?? at) - at) / 1000);
  }
  // The main thread's busy time before the LCP, by kind (each task's outermost events of these kinds; the rest is 'other').
  const kinds: Record<string, number> = {};
  const kindOf = (name: string) =>
    /^(v8\.compileModule|v8\.evaluateModule|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.run)$/.test(name)
      ? 'script'
      : /^(Paint|PrePaint|Layerize|UpdateLayoutTree|Layout|ParseHTML|ParseAuthorStyleSheet|MajorGC|MinorGC|Commit)$/.test(name)
        ? name
        : undefined;
  for (const task of events) {
    if (!onMain(task) || task.name !== 'RunTask' || task.ph !== 'X' || ms(task.ts) < 0 || (lcp !== null && ms(task.ts) > lcp)) continue;
    const end = task.ts + (task.dur ?? 0);
    let covered = 0;
    let until = 0;
    for (const e of inner) {
      if (e.ts < task.ts || e.ts >= end || e.ts < until) continue;
      const kind = kindOf(e.name);
      if (!kind) continue;
      add(kinds, kind, (e.dur ?? 0) / 1000);
      covered += (e.dur ?? 0) / 1000;
      until = e.ts + (e.dur ?? 0);
    }
    add(kinds, 'other', Math.max(0, (task.dur ?? 0) / 1000 - covered));
  }
  // Tasks of 10 ms or more and the requests, in order: where the page waits and on what.
  const timeline: [number, string][] = [];
  for (const e of events)
    if (onMain(e) && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= 10_000 && ms(e.ts) >= 0) {
      const kinds: Record<string, number> = {};
      for (const i of inner)
        if (i.ts >= e.ts && i.ts < e.ts + (e.dur ?? 0)) {
          const k = describeEvent(i);
          if (k) add(kinds, k, (i.dur ?? 0) / 1000);
        }
      timeline.push([
        ms(e.ts),
        `task ${Math.round((e.dur ?? 0) / 1000)} ms: ${top(kinds, 3)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      ]);
    }
  for (const r of requests)
    if (!r.url.startsWith('data:'))
      timeline.push([
        ms(r.start),
        `request ${r.url
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/\?.*/, '')
          .replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${r.priority ?? ''} → ${r.end ? Math.round(ms(r.end)) : '?'} ms`,
      ]);
  timeline.sort((a, b) => a[0] - b[0]);
  return {
    fcp,
    lcp,
    tbt,
    busyBeforeLcp: Object.fromEntries(top(kinds, 20)),
    longTasks,
    scriptBeforeLcp: top(beforeLcp, 25),
    functionsBeforeLcp: top(fnsBeforeLcp, 40),
    timeline: timeline.map(([t, what]) => `${Math.round(t)} ${what}`),
  };
}

/** The median of some numbers (null when none). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? null) : null;
};

/** Prints one trace's reading. */
function print(label: string, read: ReturnType<typeof readTrace>): void {
  console.log(`\n## ${label}: FCP ${read.fcp?.toFixed(0)} ms, LCP ${read.lcp?.toFixed(0)} ms, blocking after FCP ${read.tbt?.toFixed(0)} ms`);
  for (const task of read.longTasks) {
    console.log(`- ${task.startMs} ms: ${task.ms} ms`);
    console.log(
      `    events: ${Object.entries(task.events)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join('; ')}`,
    );
    console.log(`    files:  ${task.files.map(([k, v]) => `${k} ${v}`).join('; ')}`);
    console.log(`    fns:    ${task.functions.map(([k, v]) => `${k} ${v}`).join('; ')}`);
  }
  console.log(
    `  main thread before LCP (ms): ${Object.entries(read.busyBeforeLcp)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
  );
  if (process.argv.includes('--timeline')) console.log(read.timeline.map((l) => `  ${l}`).join('\n'));
  if (process.argv.includes('--functions')) console.log(read.functionsBeforeLcp.map(([k, v]) => `  ${v} ${k}`).join('\n'));
  console.log(`  script before LCP by file (ms): ${read.scriptBeforeLcp.map(([k, v]) => `${k} ${v}`).join('; ')}`);
}

async function main(): Promise<void> {
  const routePath = argValue('--route') ?? '/loanDetails';
  const rounds = Number(argValue('--rounds') ?? 1);
  const until = argValue('--until') ?? '#status-description';
  // Another checkout, built (`npm run build` there): measured in the same rounds, right after this one's.
  const baseline = argValue('--baseline');
  const routes = JSON.parse(readFileSync(path.join(repo, 'screens/routes.json'), 'utf8')) as RouteEntry[];
  const route = routes.find((r) => r.path === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  console.log(ensureBuiltServer());
  const env = { NODE_ENV: 'production', HATID_PUBLIC_ORIGIN: 'http://127.0.0.1' };
  const servers = [{ label: 'this', server: await startBuiltServer(env) }];
  if (baseline) servers.push({ label: 'baseline', server: await startBuiltServer(env, path.resolve(baseline)) });
  const results: Record<string, ReturnType<typeof readTrace>[]> = {};
  try {
    for (let i = 0; i < rounds; i++)
      for (const { label, server } of servers) {
        const { events, profile, requests } = await traceOnce(server.base, routeUrl(route), until);
        const read = readTrace(events, profile, requests);
        if (argValue('--raw')) writeFileSync(`${argValue('--raw')}.${label}.${i + 1}.json`, JSON.stringify({ events, profile, requests }));
        (results[label] ??= []).push(read);
        print(`${routePath} ${label} round ${i + 1}`, read);
      }
  } finally {
    for (const { server } of servers) await server.stop();
  }
  console.log('\n## medians');
  for (const [label, reads] of Object.entries(results)) {
    const of = (pick: (r: ReturnType<typeof readTrace>) => number | null) => median(reads.map(pick).filter((v): v is number => v !== null));
    const script = (r: ReturnType<typeof readTrace>) => r.busyBeforeLcp.script ?? 0;
    const longMs = (r: ReturnType<typeof readTrace>) => r.longTasks.filter((t) => t.startMs >= (r.fcp ?? 0)).reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `${label}: LCP ${of((r) => r.lcp)?.toFixed(0)} ms, FCP ${of((r) => r.fcp)?.toFixed(0)} ms, blocking after FCP ${of((r) => r.tbt)?.toFixed(0)} ms, ` +
        `long tasks after FCP ${of(longMs)} ms, script before LCP ${of(script)?.toFixed(0)} ms (${reads.length} rounds)`,
    );
  }
  const out = argValue('--json');
  if (out) writeFileSync(out, JSON.stringify(results, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
