/**
 * `npx tsx scripts/lighthouse-breakdown.ts [reports/lighthouse/<screen>.json …]`: what a Lighthouse report of
 * `npm run lighthouse` charges to a page's LCP, as evidence that does not move with a shared machine's load the way
 * seconds do. Lighthouse's simulation (Lantern) replays every request that ended before the LCP it observed in the
 * unthrottled load, and the main-thread work of that time, on a Slow 4G link with 4x CPU: so the requests (how many,
 * how many bytes, which), the main thread's tasks before that LCP and the LCP element with its subparts are what a
 * change can be judged by. Without arguments: every report in reports/lighthouse/ whose name ends in -ssr.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of a Lighthouse result read here. */
interface Report {
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}

/** The items of an audit's details (a list or a table), or none. */
const itemsOf = (report: Report, id: string): unknown[] => (report.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];

interface NetworkItem {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
  resourceType?: string;
  priority: string;
}

/** One report's figures. */
export interface Breakdown {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  observedLcpMs: number;
  element: string;
  subparts: string;
  /** Requests ended before the observed LCP (the document included), with their transfer bytes. */
  before: { count: number; bytes: number; scripts: number; scriptBytes: number; list: string[] };
  /** Main-thread tasks that started before the observed LCP: their count and summed duration (unthrottled ms). */
  tasks: { count: number; ms: number; longest: number };
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '?…');

/** The figures of one Lighthouse result. */
export function breakdown(report: Report): Breakdown {
  const audits = report.audits;
  const metrics = (itemsOf(report, 'metrics')[0] ?? {}) as Record<string, number>;
  const observedLcpMs = metrics.observedLargestContentfulPaint ?? NaN;
  const lcpItems = itemsOf(report, 'lcp-breakdown-insight') as {
    type: string;
    items?: { label: string; duration: number }[];
    selector?: string;
    nodeLabel?: string;
  }[];
  const node = lcpItems.find((i) => i.type === 'node');
  const table = lcpItems.find((i) => i.type === 'table');
  const requests = itemsOf(report, 'network-requests') as NetworkItem[];
  const ended = requests.filter((r) => r.networkEndTime <= observedLcpMs);
  const scripts = ended.filter((r) => r.resourceType === 'Script');
  const tasks = (itemsOf(report, 'main-thread-tasks') as { startTime: number; duration: number }[]).filter((t) => t.startTime <= observedLcpMs);
  return {
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    observedLcpMs,
    element: node ? `${node.selector ?? '?'} "${node.nodeLabel ?? ''}"` : '?',
    subparts: (table?.items ?? []).map((s) => `${s.label} ${Math.round(s.duration)} ms`).join(', '),
    before: {
      count: ended.length,
      bytes: ended.reduce((sum, r) => sum + r.transferSize, 0),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      list: ended.map(
        (r) =>
          `${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms ${(r.transferSize / 1024).toFixed(1)} KB ${r.priority} ${short(r.url)}`,
      ),
    },
    tasks: {
      count: tasks.length,
      ms: tasks.reduce((sum, t) => sum + t.duration, 0),
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
    },
  };
}

/** The figures as lines for people. */
export function formatBreakdown(name: string, b: Breakdown, list = true): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `${name}: LCP ${(b.lcpMs / 1000).toFixed(2)} s (observed ${Math.round(b.observedLcpMs)} ms), FCP ${(b.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(b.tbtMs)} ms`,
    `  LCP element ${b.element}${b.subparts ? `; ${b.subparts}` : ''}`,
    `  before the observed LCP: ${b.before.count} requests, ${kb(b.before.bytes)} (${b.before.scripts} scripts, ${kb(b.before.scriptBytes)}); ` +
      `${b.tasks.count} main-thread tasks, ${Math.round(b.tasks.ms)} ms (longest ${Math.round(b.tasks.longest)} ms, unthrottled)`,
    ...(list ? b.before.list.map((l) => `    ${l}`) : []),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2).filter((a) => a !== '--short');
  const dir = fileURLToPath(new URL('../reports/lighthouse/', import.meta.url));
  const files = args.length
    ? args
    : readdirSync(dir)
        .filter((f) => f.endsWith('-ssr.json'))
        .map((f) => path.join(dir, f));
  for (const file of files)
    console.log(
      formatBreakdown(path.basename(file, '.json'), breakdown(JSON.parse(readFileSync(file, 'utf8')) as Report), !process.argv.includes('--short')),
    );
}
