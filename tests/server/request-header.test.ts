/** requestHeader: a request header from Node's own parsed headers under @hono/node-server, from the Request otherwise. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from '../../server/http/request-header.ts';

const app = new Hono().get('/h', (c) =>
  c.json({ cookie: requestHeader(c, 'cookie') ?? null, inm: requestHeader(c, 'if-none-match') ?? null, none: requestHeader(c, 'x-none') ?? null }),
);
let server: ServerType;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A GET with raw header lines (a repeated name kept repeated, as fetch would not send it). */
function get(rawHeaders: string[]): Promise<Record<string, string | null>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/h', headers: ['Host', `127.0.0.1:${port}`, ...rawHeaders] }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text) as Record<string, string | null>);
        } catch {
          reject(new Error(`${res.statusCode}: ${text}`));
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requestHeader', () => {
  it('reads Node’s headers on a served request: any case, a repeated one joined, a missing one undefined', async () => {
    expect(await get(['If-None-Match', '"a"', 'if-none-match', 'W/"b"', 'Cookie', 'x=1', 'cookie', 'y=2'])).toEqual({
      cookie: 'x=1; y=2',
      inm: '"a", W/"b"',
      none: null,
    });
  });

  it('reads the Request’s headers without Node (app.request)', async () => {
    const res = await app.request('/h', { headers: { Cookie: 'x=1', 'If-None-Match': '"a"' } });
    expect(await res.json()).toEqual({ cookie: 'x=1', inm: '"a"', none: null });
  });
});
