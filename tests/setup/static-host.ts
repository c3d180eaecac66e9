/**
 * A static host that sends no headers beyond Content-Type, as a plain CDN or file host would: the files of a built
 * folder on 127.0.0.1 (a free port), index.html for page paths. The CSP of such a host is only the page's own <meta>.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A running static host: its origin and how to stop it. */
export interface StaticHost {
  origin: string;
  close(): Promise<void>;
}

/** Serves `root` (such as dist/) on 127.0.0.1 until closed. */
export async function startStaticHost(root: string): Promise<StaticHost> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host.invalid').pathname);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const inside = file.startsWith(path.resolve(root) + path.sep);
    const found =
      inside && existsSync(file) && statSync(file).isFile() ? file : /\.[a-z0-9]+$/i.test(pathname) ? undefined : path.join(root, 'index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
