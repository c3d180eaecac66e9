// @vitest-environment node
/** The delivery bench's clients at a rate: every request due is answered and counted, latency runs from when it was due. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from '../../../scripts/bench/open-loop-clients.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A local server: `answer` writes each response. */
async function serve(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<number> {
  const server = http.createServer(answer);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (path: string) => () => Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);

describe('openLoop', () => {
  it('sends every request due over its clients and reads each answer to its end (bodies in pieces, 304s without one)', async () => {
    const body = Buffer.alloc(70_000, 'x');
    const port = await serve((req, res) => {
      if (req.url === '/same') return res.writeHead(304, { ETag: '"a"' }).end();
      res.writeHead(200, { 'Content-Length': body.length });
      // In two writes, so the answer comes in more than one piece.
      res.write(body.subarray(0, 1000));
      setImmediate(() => res.end(body.subarray(1000)));
    });
    const big = await openLoop({ host: '127.0.0.1', port, clients: 4, rate: 400, seconds: 0.5, request: get('/big') });
    expect(big.due).toBeGreaterThan(100);
    expect(big.answered).toBe(big.due);
    expect(big.statuses).toEqual({ 200: big.due });
    expect(big.errors).toBe(0);
    const same = await openLoop({ host: '127.0.0.1', port, clients: 2, rate: 200, seconds: 0.3, request: get('/same') });
    expect(same.statuses).toEqual({ 304: same.due });
  });

  it('counts a request from when it was due, so an answer held back also delays the requests behind it', async () => {
    let first = true;
    const port = await serve((_req, res) => {
      const hold = first ? 400 : 0;
      first = false;
      setTimeout(() => res.writeHead(200, { 'Content-Length': 2 }).end('ok'), hold);
    });
    // One client: the requests due while the first answer is held wait behind it, and their latency says so.
    const result = await openLoop({ host: '127.0.0.1', port, clients: 1, rate: 100, seconds: 0.3, request: get('/') });
    expect(result.answered).toBe(result.due);
    expect(result.maxMs).toBeGreaterThanOrEqual(400);
    expect(result.p50Ms).toBeGreaterThanOrEqual(100);
    expect(result.mostWaiting).toBeGreaterThan(5);
  });

  it('arrives the same way in every run (seeded) and refuses an answer it cannot measure (chunked)', async () => {
    // Written in two parts without a length: Node sends it chunked.
    const port = await serve((_req, res) => {
      res.write('chunked, ');
      res.end('no Content-Length');
    });
    await expect(openLoop({ host: '127.0.0.1', port, clients: 1, rate: 50, seconds: 0.1, request: get('/') })).rejects.toThrow(/chunked/);
    const counting = await serve((_req, res) => res.writeHead(200, { 'Content-Length': 0 }).end());
    const a = await openLoop({ host: '127.0.0.1', port: counting, clients: 2, rate: 300, seconds: 0.2, request: get('/') });
    const b = await openLoop({ host: '127.0.0.1', port: counting, clients: 2, rate: 300, seconds: 0.2, request: get('/') });
    expect(a.due).toBe(b.due);
  });
});
