/** The runner side of the bench pages: their gzip sizes, a static server for the built pages, and opening one case in Chromium. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';

/** The CPU slowdown every case page runs at. */
export const cpuSlowdown = 4;

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The gzip bytes of the JS (and CSS) a case page loads: its entry chunk and every chunk it statically imports. */
export async function pageSizes(out: string): Promise<Record<string, { js: number; css: number }>> {
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

/** Serves the built pages on a free local port. */
export function serve(dir: string): Promise<{ server: Server; base: string }> {
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
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ server, base: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
    }),
  );
}

/**
 * Opens case page `name` (with an optional query such as `?kind=list&n=100`) in a fresh context at the CPU slowdown
 * (`slowdown`, default cpuSlowdown), waits for it to register, and calls its `run` method with `args`.
 */
export async function openCase<T>(
  browser: Browser,
  base: string,
  name: string,
  run: string,
  args: unknown[],
  query = '',
  slowdown = cpuSlowdown,
): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${base}/${name}.html${query}`);
    await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined, null, { timeout: 60_000 });
    return (await page.evaluate(
      ([method, a]) => {
        const bench = (window as unknown as { __bench: Record<string, (...x: unknown[]) => Promise<unknown>> }).__bench;
        return bench[method as string]!(...(a as unknown[]));
      },
      [run, args] as const,
    )) as T;
  } catch (err) {
    throw new Error(
      `${name}${query}: ${err instanceof Error ? err.message : String(err)}${errors.length ? `\n  page errors: ${errors.join('; ')}` : ''}`,
    );
  } finally {
    await context.close();
  }
}
