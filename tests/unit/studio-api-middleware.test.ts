// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { studioApiMiddleware } from '../../adapters/sandbox/studio-api-middleware.ts';

describe('studioApiMiddleware', () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('takes /studio-api, /screens/<id>.json and /capabilities.json, and leaves ?import and everything else to Vite', async () => {
    const app = new Hono();
    app.all('*', (c) => c.text(`studio ${c.req.method} ${new URL(c.req.url).pathname}`));
    const mw = studioApiMiddleware(app);
    server = createServer((req, res) => mw(req, res, () => res.end('vite')));
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    const get = async (url: string, method = 'GET') => (await fetch(`http://127.0.0.1:${port}${url}`, { method })).text();
    expect(await get('/screens/about-us.json')).toBe('studio GET /screens/about-us.json');
    expect(await get('/screens/about-us.json?import')).toBe('vite');
    expect(await get('/screens/routes.json?t=1')).toBe('vite');
    expect(await get('/studio-api/screens')).toBe('studio GET /studio-api/screens');
    expect(await get('/studio-api/validate', 'POST')).toBe('studio POST /studio-api/validate');
    expect(await get('/capabilities.json')).toBe('studio GET /capabilities.json');
    expect(await get('/screens/about-us.json', 'POST')).toBe('vite');
    expect(await get('/studio-apiary')).toBe('vite');
    expect(await get('/studio/')).toBe('vite');
    expect(await get('/aboutUs')).toBe('vite');
  });
});
