/** `npm run serve` with HATID_TLS_CERT and HATID_TLS_KEY: the server app over HTTP/2 with TLS (and HTTP/1.1 on the same port). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCert } from '../../scripts/lighthouse-cert.ts';
import { nodeServerOptions } from '../../server/http/node-server-options.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let t: TestServer;
let server: ServerType;
let port = 0;
const dir = mkdtempSync(path.join(tmpdir(), 'hatid-tls-'));

beforeAll(async () => {
  t = await startTestServer();
  const { key, cert } = throwawayCert();
  writeFileSync(path.join(dir, 'cert.pem'), cert);
  writeFileSync(path.join(dir, 'key.pem'), key);
  const listen = nodeServerOptions({ HATID_TLS_CERT: path.join(dir, 'cert.pem'), HATID_TLS_KEY: path.join(dir, 'key.pem') });
  if (!listen.tls) throw new Error('expected TLS options');
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', ...listen.options }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving over HTTP/2', () => {
  it('answers a screen over h2 (ALPN) with its body and ETag', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; etag: unknown; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/screens/customer-service.json' });
        let status = 0;
        let etag: unknown;
        let body = '';
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
          etag = headers.etag;
        });
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, etag, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(typeof answer.etag).toBe('string');
      expect((JSON.parse(answer.body) as { id?: string }).id).toBe('customer-service');
    } finally {
      session.close();
    }
  });

  it('still answers an HTTP/1.1 client on the same port', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port, path: '/screens/customer-service.json', rejectUnauthorized: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});

describe('choosing the server from the environment', () => {
  it('is plain HTTP/1.1 without a certificate, and refuses a certificate without its key', () => {
    expect(nodeServerOptions({})).toEqual({ tls: false });
    expect(() => nodeServerOptions({ HATID_TLS_CERT: path.join(dir, 'cert.pem') })).toThrow(/go together/);
  });
});
