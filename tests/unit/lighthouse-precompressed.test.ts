// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import type { PreviewMiddleware } from '../../scripts/hono-preview-middleware.ts';
import { precompressedFiles } from '../../scripts/lighthouse-precompressed.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hatid-precompressed-'));
let server: http.Server;
let base = '';

/** Asks the server for `pathname` with `acceptEncoding`; resolves with the status, headers and raw (still encoded) body. */
function ask(pathname: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  // Marked copies stand for the build's compressed ones: the test sees which file was sent.
  writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), 'plain');
  writeFileSync(path.join(dir, 'assets', 'entry-abc.js.br'), 'brotli copy');
  writeFileSync(path.join(dir, 'assets', 'entry-abc.js.gz'), 'gzip copy');
  let middleware: PreviewMiddleware | undefined;
  const plugin = precompressedFiles(dir) as Plugin & { configurePreviewServer: (server: unknown) => void };
  plugin.configurePreviewServer({ middlewares: { use: (fn: PreviewMiddleware) => (middleware = fn) } });
  server = http.createServer((req, res) =>
    middleware?.(req, res, () => {
      res.writeHead(299);
      res.end('left to the preview server');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run lighthouse's built files, sent as npm run serve sends them", () => {
  it("sends the build's Brotli copy to a browser that takes br (Chromium asks gzip, deflate, br, zstd of 127.0.0.1)", async () => {
    const answer = await ask('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toBe('brotli copy');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's gzip copy to one that takes only gzip, and the file itself to one that takes neither", async () => {
    expect((await ask('/assets/entry-abc.js', 'gzip')).body).toBe('gzip copy');
    const plain = await ask('/assets/entry-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
  });

  it('leaves pages, .html pages and files the build has not to the preview server', async () => {
    for (const pathname of ['/loanDetails', '/', '/index.html', '/assets/missing.js']) expect((await ask(pathname, 'br')).status, pathname).toBe(299);
  });
});
