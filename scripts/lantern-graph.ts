/**
 * `npx tsx scripts/lantern-graph.ts <artifacts dir> [--shrink <url part>=<bytes>]… [--drop <url part>]… [--quiet]`:
 * what Lighthouse's simulation (Lantern) charged to a page's LCP, node by node. `npm run lighthouse` keeps each run's
 * artifacts (trace and network log) when HATID_LH_ARTIFACTS names a folder (scripts/lighthouse.ts); this reads one,
 * builds Lantern's two LCP graphs (optimistic: the requests and script tasks that ended before the LCP Lighthouse
 * observed; pessimistic: also low-priority pictures and every task that did a layout) and prints each node with its
 * simulated start and end: on the borrower routes the LCP is the end of the entry's download plus the painting frame's
 * task. What-ifs, run again on the same graphs: `--shrink` makes a request's transfer smaller by so many bytes (negative:
 * larger), `--drop` leaves a request out with every event of it (as if merged into another: pair it with a `--shrink`
 * of that one). The simulation moves a connection by round trips (150 ms on Slow 4G), so the LCP moves in steps.
 */
import { createRequire } from 'node:module';
import process from 'node:process';

// Lighthouse's internals (not its public API): loaded by path, typed here as far as this script reads them.
const require = createRequire(import.meta.url);
const lighthouseDir = require.resolve('lighthouse/package.json').replace(/package\.json$/, '');

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; timestamp?: number; encodedDataLength?: number; request?: { url: string } };
}
interface TraceEvent {
  name: string;
  args?: { data?: { url?: string } };
}
interface Artifacts {
  DevtoolsLog: DevtoolsEvent[];
  Trace: { traceEvents: TraceEvent[] };
  GatherContext: unknown;
  URL: unknown;
  SourceMaps: unknown;
  HostDPR: unknown;
}
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request: { url: string; transferSize: number };
  childEvents: { name: string }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

const values = (flag: string) => process.argv.filter((_, i) => process.argv[i - 1] === flag);

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('--'))
    throw new Error('usage: npx tsx scripts/lantern-graph.ts <artifacts dir> [--shrink part=bytes] [--drop part] [--quiet]');
  const { loadArtifacts } = (await import(`${lighthouseDir}core/lib/asset-saver.js`)) as { loadArtifacts(dir: string): Promise<Artifacts> };
  const { LanternLargestContentfulPaint } = (await import(`${lighthouseDir}core/computed/metrics/lantern-largest-contentful-paint.js`)) as {
    LanternLargestContentfulPaint: {
      request(data: unknown, context: unknown): Promise<{ timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
    };
  };
  const { initializeConfig } = (await import(`${lighthouseDir}core/config/config.js`)) as {
    initializeConfig(mode: string, config: undefined, flags: object): Promise<{ resolvedConfig: { settings: unknown } }>;
  };
  const artifacts = await loadArtifacts(dir);
  const idsOf = (part: string) =>
    new Set(
      artifacts.DevtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent' && e.params.request?.url.includes(part)).map(
        (e) => e.params.requestId,
      ),
    );
  for (const spec of values('--shrink')) {
    const at = spec.lastIndexOf('=');
    const ids = idsOf(spec.slice(0, at));
    for (const e of artifacts.DevtoolsLog)
      if (e.method === 'Network.loadingFinished' && ids.has(e.params.requestId) && e.params.encodedDataLength !== undefined)
        e.params.encodedDataLength -= Number(spec.slice(at + 1));
  }
  for (const part of values('--drop')) {
    const ids = idsOf(part);
    artifacts.DevtoolsLog = artifacts.DevtoolsLog.filter((e) => !ids.has(e.params.requestId));
    artifacts.Trace.traceEvents = artifacts.Trace.traceEvents.filter(
      (e) => !(e.args?.data?.url ?? '').includes(part) || !/^(Resource|PaintImage)/.test(e.name),
    );
  }
  const { resolvedConfig } = await initializeConfig('navigation', undefined, { formFactor: 'mobile', throttlingMethod: 'simulate' });
  const settings = resolvedConfig.settings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const ms = (n: number) => String(Math.round(n)).padStart(6);
  console.log(
    `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  if (process.argv.includes('--quiet')) return;
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    console.log(`== ${name}`);
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    const first = rows[0]?.[0].startTime ?? 0;
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')} ${(node.request.transferSize / 1024).toFixed(1)} KB`
          : `task ${Math.round(node.duration / 1000)} ms observed at ${Math.round((node.startTime - first) / 1000)} ms: ${[
              ...new Set(
                node.childEvents
                  .map((e) => e.name)
                  .filter((n) => /^(Layout|Paint|EvaluateScript|FunctionCall|ParseHTML|FireAnimationFrame|TimerFire)$/.test(n)),
              ),
            ].join(', ')}`;
      console.log(`${ms(t.startTime)} → ${ms(t.endTime)}  ${what}`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
