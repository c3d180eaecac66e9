/**
 * CPU per code page with a new code and amount, in one process (issue 31 item 2): the server's page answer
 * (server/http/first-view-pages.ts) over the built first-view bundle, 3,000 pages after 300 to warm up, each with a
 * code and amount not asked for before. By default the codes fit the code page's query shape, so each page is filled
 * into its template (server/http/first-view-slots.ts); with `--react` they are 7 characters, outside the shape's
 * classes, so React draws each page. Needs `npm run build` (dist/, dist-server/ssr/); run with NODE_ENV=production
 * (React's production build, as the server runs): `NODE_ENV=production npx tsx scripts/bench/filled-page-cpu.ts [--react]`.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import { firstViewPages, loadFirstViewModule } from '../../server/http/first-view-pages.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const react = process.argv.includes('--react');

/** Measures and prints the CPU per new page. */
async function main() {
  const module = await loadFirstViewModule(`${repo}dist-server/ssr/render-first-view.js`);
  if (!module) throw new Error('no first-view bundle: npm run build');
  const body = new Uint8Array(fs.readFileSync(`${repo}screens/repayment-of-code.json`));
  const pages = firstViewPages({ appDir: `${repo}dist`, module, env: {}, screen: async () => ({ version: 0, etag: '"v0"', body }) });
  const request = (url: string) =>
    ({
      req: { url, method: 'GET', header: (name: string) => (name.toLowerCase() === 'accept-encoding' ? 'gzip, deflate, br' : undefined) },
      body: (data: BodyInit | null, status: number) => new Response(data, { status }),
    }) as unknown as Context;
  let n = 0;
  const next = () => {
    const code = react ? `H${String(n).padStart(6, '0')}` : `HT5${String(n).padStart(11, '0')}`;
    n++;
    return `http://hatid.test/repaymentOfCode?showType=1&payCode=${code}&repayAmount=${100_000 + n}&userId=1&deviceId=d`;
  };
  for (let i = 0; i < 300; i++) await pages.answer(request(next()));
  const runs = 3000;
  const before = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const res = await pages.answer(request(next()));
    if (res?.status !== 200) throw new Error(`answered ${res?.status ?? 'nothing'}`);
  }
  const cpu = process.cpuUsage(before);
  const perPage = (ms: number) => (ms / runs).toFixed(3);
  console.log(
    `${react ? 'drawn by React' : 'filled into its template'}: ${perPage((cpu.user + cpu.system) / 1000)} ms CPU, ${perPage(performance.now() - start)} ms wall per new page (${runs} pages, NODE_ENV=${process.env.NODE_ENV ?? 'unset'})`,
  );
}

await main();
