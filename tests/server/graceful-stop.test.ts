/**
 * Issue 32, graceful stop (server/http/graceful-stop.ts) on a real Node server: once stopping, no new connection is
 * taken, a request under way finishes and is answered, idle keep-alive connections do not hold the stop up, and only
 * the time limit cuts a request that never ends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStop } from '../../server/http/graceful-stop.ts';

/** A server with /fast and a /slow route that answers when released; `entered` resolves when /slow is under way. */
async function slowServer() {
  let release = () => undefined as void;
  let entered = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const app = new Hono();
  app.get('/fast', (c) => c.text('ok'));
  app.get('/slow', async (c) => {
    entered();
    await gate;
    return c.text('finished');
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, release, inside };
}

/** One GET on a fresh connection (never a pooled one): its status and body, or the connection error's code. */
function getFresh(url: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

let opened: ServerType | undefined;
afterEach(() => {
  opened?.close();
  opened = undefined;
});

describe('graceful stop', () => {
  it('refuses new connections, finishes the request under way, and closes idle keep-alive connections', async () => {
    const { server, base, release, inside } = await slowServer();
    opened = server;
    const stop = gracefulStop(server);
    // An idle keep-alive connection (the agent keeps it open after the answer).
    const agent = new http.Agent({ keepAlive: true });
    const idle = await new Promise<number | undefined>((resolve) =>
      http.get(`${base}/fast`, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode))),
    );
    expect(idle).toBe(200);

    const underWay = getFresh(`${base}/slow`);
    await inside;
    const stopped = stop(10_000);
    expect(await getFresh(`${base}/fast`)).toEqual({ error: 'ECONNREFUSED' });
    release();
    expect(await underWay).toEqual({ status: 200, body: 'finished' });
    // Not held up for the 10 s limit by the idle connection.
    expect(await stopped).toEqual({ forced: false });
    agent.destroy();
  });

  it('cuts a request that outlives the time limit', async () => {
    const { server, base, inside } = await slowServer();
    opened = server;
    const stop = gracefulStop(server);
    const underWay = getFresh(`${base}/slow`);
    await inside;
    expect(await stop(200)).toEqual({ forced: true });
    expect((await underWay).error).toBeDefined();
  });
});
