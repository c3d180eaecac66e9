/**
 * Issue 32, the scale-out check: two server artifacts (dist-server/main.js) on one PostgreSQL behind a small
 * round-robin proxy (here, as a load balancer would be: a request that found no listener goes to the other process).
 * A publish through one is read through both; one is killed (SIGKILL) in the middle of borrower traffic, and no
 * borrower request fails beyond the ones that killed process had under way. PostgreSQL only (npm run test:pg).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { freePort } from '../../scripts/free-port.ts';
import { contentHash } from '../../server/store/screen-facts.ts';
import { cleanEnv, runArtifact, startArtifact, type ArtifactProcess } from './support/artifact-process.ts';
import { createPostgresDatabase, testServerUrl } from './support/test-database.ts';
import { signInOverHttp } from './support/http-staff.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const password = 'correct horse battery staple';
const skipReason = testServerUrl ? '' : 'needs PostgreSQL (npm run test:pg): two processes cannot share one PGlite';
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);

interface Backend {
  port: number;
  inFlight: number;
  down: boolean;
}

/** A request the proxy could not answer: which backend had it, and when it was sent there (performance.now()). */
interface Failure {
  backend: number;
  sentAt: number;
  why: string;
}

/** A round-robin HTTP proxy over `backends`; a connection refused (nothing reached a process) is retried on the next. */
function roundRobin(backends: Backend[]) {
  let next = 0;
  const failures: Failure[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const alive = backends.filter((b) => !b.down);
        const backend = alive[next++ % Math.max(alive.length, 1)];
        if (!backend || tries > backends.length) {
          res.writeHead(502).end('no backend');
          return;
        }
        backend.inFlight += 1;
        const sentAt = performance.now();
        const fail = (why: string) => failures.push({ backend: backends.indexOf(backend), sentAt, why: `${req.url}: ${why}` });
        let done = false;
        const finish = () => {
          if (!done) backend.inFlight -= 1;
          done = true;
        };
        const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
        const forward = http.request(
          { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers, agent: false },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', finish);
            answer.on('error', (err) => {
              finish();
              fail(err.message);
              res.destroy();
            });
          },
        );
        forward.on('error', (err: NodeJS.ErrnoException) => {
          finish();
          if (err.code === 'ECONNREFUSED') {
            backend.down = true;
            attempt(tries + 1);
            return;
          }
          fail(err.code ?? err.message);
          if (!res.headersSent) res.writeHead(502).end(err.message);
          else res.destroy();
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  return { server, failures };
}

describe.skipIf(skipReason !== '')(
  `two artifacts on one PostgreSQL behind a round-robin proxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let folder: string;
    let db: { url: string; drop(): Promise<void> } | undefined;
    let one: ArtifactProcess | undefined;
    let two: ArtifactProcess | undefined;
    let proxy: ReturnType<typeof roundRobin> | undefined;
    let backends: Backend[];
    let front: string;

    beforeAll(async () => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-scale-out-'));
      await buildServer(path.join(folder, 'dist-server'));
      // The repository's packages (the clean-folder install is tests/server/artifact.test.ts's).
      fs.symlinkSync(path.join(repo, 'node_modules'), path.join(folder, 'node_modules'));
      fs.copyFileSync(path.join(repo, 'package.json'), path.join(folder, 'package.json'));
      db = await createPostgresDatabase(testServerUrl as string);
      backends = [
        { port: await freePort(), inFlight: 0, down: false },
        { port: await freePort(), inFlight: 0, down: false },
      ];
      proxy = roundRobin(backends);
      const proxyServer = proxy.server;
      await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
      front = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`;
      const env = cleanEnv({
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        HATID_PUBLIC_ORIGIN: front,
        HATID_TRUST_PROXY: '1',
        HATID_AUTH_SECRET: 'scale-out-test-secret-0123456789abcdef',
        // Only a NOTIFY can make the other process serve a publish within the test.
        HATID_DELIVERY_MAX_AGE_MS: String(3600_000),
        LOG_LEVEL: 'warn',
      });
      const admin = await runArtifact(
        folder,
        ['dist-server/admin.js', 'create-user', '--email', 'ada@hatid.test', '--name', 'Ada Admin', '--role', 'admin'],
        env,
        `${password}\n${password}\n`,
      );
      // The first start migrates the empty database (admin.js does, too); the second starts on the migrated one.
      expect(admin.code, admin.stdout + admin.stderr).toBe(0);
      one = await startArtifact(folder, backends[0]?.port ?? 0, env);
      two = await startArtifact(folder, backends[1]?.port ?? 0, env);
    }, 240_000);

    afterAll(async () => {
      await one?.stop('SIGKILL');
      await two?.stop('SIGKILL');
      proxy?.server.close();
      await db?.drop();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    });

    it('publishes through one, reads through both, and loses no borrower request but the killed one’s under way', async () => {
      const [first, second] = [one, two];
      if (!first || !second || !proxy) throw new Error('not started');
      const version = async (base: string) => (await fetch(`${base}/screens/customer-service.json`)).headers.get('X-Screen-Version');
      expect([await version(first.base), await version(second.base)]).toEqual(['0', '0']);

      // Sign in through the proxy (sessions are in PostgreSQL: any process knows them); publish through the first.
      // The browser is on the proxy's origin; the first process sees it as its public origin.
      const call = await signInOverHttp({ base: front, callBase: first.base, email: 'ada@hatid.test', password });
      expect((await call('POST', '/screens/customer-service/settings', { reviewRequired: false })).status).toBe(200);
      const text = String((await call('GET', '/screens/customer-service')).body?.text ?? '').replace(
        '"en": "Customer service"',
        '"en": "Customer care"',
      );
      const files = (((await call('GET', '/fixtures?screen=customer-service')).body?.fixtures ?? []) as { file: string }[]).map((f) => f.file);
      const published = await call('POST', '/screens/customer-service/publish', {
        text,
        baseVersion: 0,
        reason: 'Scale-out',
        target: 'production',
        fixtures: { textHash: contentHash(text), results: files.map((file) => ({ file, ok: true })) },
      });
      expect(published, JSON.stringify(published.body)).toMatchObject({ status: 200, body: { version: 1 } });
      await vi.waitFor(async () => expect([await version(first.base), await version(second.base)]).toEqual(['1', '1']), {
        timeout: 5000,
        interval: 25,
      });

      // Borrower traffic through the proxy: 4 clients, 150 requests each; the second process is killed after 200 answers.
      const statuses: number[] = [];
      const versions = new Set<string | null>();
      let killedAt = -1;
      let exitedAt = -1;
      second.child.once('exit', () => (exitedAt = performance.now()));
      const client = async () => {
        for (let i = 0; i < 150; i += 1) {
          try {
            const res = await fetch(`${front}/screens/customer-service.json`, { headers: { Connection: 'close' } });
            await res.arrayBuffer();
            statuses.push(res.status);
            if (res.status === 200) versions.add(res.headers.get('X-Screen-Version'));
          } catch {
            statuses.push(0);
          }
          if (statuses.length === 200 && killedAt < 0) {
            killedAt = performance.now();
            second.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      await second.stop('SIGKILL');

      const failed = statuses.filter((s) => s !== 200).length;
      expect(statuses).toHaveLength(600);
      const report = proxy.failures
        .map((f) => `backend ${f.backend} sent ${(f.sentAt - killedAt).toFixed(1)} ms after the kill: ${f.why}`)
        .join('\n');
      expect(exitedAt).toBeGreaterThan(killedAt);
      // Every failed request is one the killed process had taken before it died (sent to it before its exit); none of the
      // first process's failed, and nothing sent after its death failed (a refused connection went to the first one).
      expect(failed, report).toBe(proxy.failures.length);
      for (const f of proxy.failures) {
        expect(f.backend, report).toBe(1);
        expect(f.sentAt, report).toBeLessThanOrEqual(exitedAt);
      }
      // At most one request per client can be under way at once.
      expect(failed, report).toBeLessThanOrEqual(4);
      expect(versions).toEqual(new Set(['1']));
      // After the kill, the first process answered the rest (the proxy found the second gone).
      expect(backends[1]?.down).toBe(true);
      expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
    });
  },
);
