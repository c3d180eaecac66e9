/** node-answer.ts: on Node, the headers middleware sets go on Node's response and a plain answer keeps its record; alike without Node. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeader, plainAnswer } from '../../server/http/node-answer.ts';

const app = new Hono();
app.use('*', async (c, next) => {
  answerHeader(c, 'X-Content-Type-Options', 'nosniff');
  answerHeader(c, 'Referrer-Policy', 'no-referrer');
  await next();
});
app.get('/plain', (c) =>
  plainAnswer(c, new TextEncoder().encode('<p>hi</p>'), {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': '9',
    ETag: '"p1"',
    'Referrer-Policy': 'same-origin',
  }),
);
app.get('/json', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-cache' }));
let server: ServerType;
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The answer's status, headers that matter here, and body. */
async function seen(res: Response) {
  const pick = ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options', 'referrer-policy'];
  return { status: res.status, headers: Object.fromEntries(pick.map((name) => [name, res.headers.get(name)])), body: await res.text() };
}

describe('answers on Node and without it', () => {
  for (const [where, get] of [
    ['served by Node', (path: string) => fetch(`${base}${path}`)],
    ['app.request', (path: string) => Promise.resolve(app.request(path))],
  ] as const)
    it(`${where}: a plain answer and c.json carry the middleware's headers, an answer's own header of the same name wins`, async () => {
      expect(await seen(await get('/plain'))).toEqual({
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-length': '9',
          etag: '"p1"',
          'cache-control': null,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'same-origin',
        },
        body: '<p>hi</p>',
      });
      const json = await seen(await get('/json'));
      expect(json.headers).toMatchObject({
        'content-type': 'application/json',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(json.body).toBe('{"ok":true}');
    });
});
