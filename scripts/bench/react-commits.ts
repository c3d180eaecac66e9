/**
 * React commits of a server-drawn page until its LCP element is drawn (issue 31): a devtools hook (before any script)
 * records each commit's time and the components that rendered in it. Chromium with CDP's 4× CPU and Slow 4G.
 * `npx tsx scripts/bench/react-commits.ts [--route /loanDetails?…] [--until sel] [--cpu 4] [--rounds n] [--baseline <built checkout>] [--commits] [--stacks]`
 */
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { startBuiltServer } from './built-server.ts';
import { phone } from './slow-network-bench.ts';

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const route = argValue('--route') ?? '/loanDetails?productId=7&orderId=5000174';
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';
const until = argValue('--until') ?? '#status-description';
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const hook = `(() => {
  const commits = [];
  const seen = new WeakMap();
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return undefined;
    return t.displayName || t.name || (t.render && t.render.name) || (t.type && t.type.name) || '(anon)';
  };
  window.__hatidCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => {}, onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_id, root) {
      const t0 = performance.now();
      const rendered = {};
      let count = 0;
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        const last = seen.get(f);
        if (typeof f.type === 'function' || (typeof f.type === 'object' && f.type)) {
          if ((f.flags & 1) && (!last || last[0] !== f.memoizedProps || last[1] !== f.memoizedState)) {
            const n = nameOf(f) || '?';
            rendered[n] = (rendered[n] || 0) + 1;
            count++;
          }
        }
        seen.set(f, [f.memoizedProps, f.memoizedState]);
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      const el = document.querySelector('[data-phase]');
      commits.push({ at: Math.round(t0), count, phase: el && el.getAttribute('data-phase'), rendered, stack: new Error().stack.split('\\n').slice(2, 9).join(' | ') });
    },
  };
  window.__lcp = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp.push({ at: Math.round(e.startTime), el: e.element && (e.element.id || e.element.className) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Commit {
  at: number;
  count: number;
  phase: string;
  rendered: Record<string, number>;
  stack: string;
}

/** One load of the route from `base`: its commits, LCP entries and when the entry script arrived. */
async function once(base: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript({ content: hook });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(argValue('--cpu') ?? 4) });
    const sep = route.includes('?') ? '&' : '?';
    await page.goto(`${base}${route}${sep}${session}`, { waitUntil: 'load' });
    await page.waitForSelector(until, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const w = window as unknown as { __hatidCommits: unknown[]; __lcp: { at: number }[] };
      const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name)) as PerformanceResourceTiming;
      return { commits: w.__hatidCommits, lcp: w.__lcp, entryEnd: Math.round(entry?.responseEnd ?? 0) };
    });
  } finally {
    await browser.close();
  }
}

const rounds = Number(argValue('--rounds') ?? 1);
const other = argValue('--baseline');
const servers = [{ label: 'this', server: await startBuiltServer() }];
if (other) servers.push({ label: 'baseline', server: await startBuiltServer({}, other) });
const figures: Record<string, { commits: number[]; toReady: number[]; toLcp: number[] }> = {};
try {
  for (let i = 0; i < rounds; i++)
    // Each round in the other order (ABBA): a load right after another browser closed runs on a busier machine.
    for (const { label, server } of i % 2 ? [...servers].reverse() : servers) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const out = await once(server.base);
      const commits = out.commits as Commit[];
      const ready = commits.find((c) => c.phase === 'ready');
      const lcp = out.lcp[out.lcp.length - 1]?.at ?? 0;
      const before = commits.filter((c) => !ready || c.at <= ready.at).length;
      (figures[label] ??= { commits: [], toReady: [], toLcp: [] }).commits.push(before);
      figures[label].toReady.push((ready?.at ?? 0) - out.entryEnd);
      figures[label].toLcp.push(lcp - out.entryEnd);
      console.log(
        `${label} round ${i + 1}: entry in ${out.entryEnd} ms, ${before} commits to the data (ready ${ready ? ready.at - out.entryEnd : '?'} ms after the entry), LCP ${lcp} ms (${lcp - out.entryEnd} after the entry)`,
      );
      if (process.argv.includes('--commits'))
        for (const c of commits) {
          const top = Object.entries(c.rendered)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 14)
            .map(([k, v]) => `${k}×${v}`)
            .join(' ');
          console.log(`  ${c.at} ms commit: ${c.count} components rendered, phase ${c.phase}: ${top}`);
          if (process.argv.includes('--stacks')) console.log(`    ${c.stack}`);
        }
    }
} finally {
  for (const { server } of servers) await server.stop();
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
for (const [label, f] of Object.entries(figures))
  console.log(
    `${label}: commits to the data ${median(f.commits)}, data drawn ${median(f.toReady)} ms after the entry arrived (${f.toReady.join(', ')}), LCP ${median(f.toLcp)} ms after it (${f.toLcp.join(', ')})`,
  );
