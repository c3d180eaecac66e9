/**
 * Issue 32, the artifact: in a clean folder holding only dist-server/ (built here by scripts/build-server.ts), the
 * built pages when there are any (dist/, dist-studio/), package.json and the lockfile, the packages `npm ci --omit=dev`
 * installs (hard-linked from the repository's install: support/production-packages.ts) and `node dist-server/main.js`
 * run the server: no tsx, no sources (its embedded database's folder made from the tests' migrated template; the e2e
 * setup runs admin.js on an empty one). It creates the first admin with dist-server/admin.js,
 * refuses a wrong variable in one line, serves screens, probes and /metrics on METRICS_PORT only, logs JSON lines, and
 * on SIGTERM finishes a request under way, releases the data folder and exits 0. Skipped under `npm run test:pg` (nothing here needs PostgreSQL).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { freePort } from '../../scripts/free-port.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { contentHash } from '../../server/store/screen-facts.ts';
import { cleanEnv, runArtifact, startArtifact, type ArtifactProcess } from './support/artifact-process.ts';
import { migratedTemplate, testServerUrl } from './support/test-database.ts';
import { signInOverHttp } from './support/http-staff.ts';
import { linkProductionPackages } from './support/production-packages.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const password = 'correct horse battery staple';

describe.skipIf(Boolean(testServerUrl))('the server artifact in a clean folder', () => {
  let folder: string;
  let env: NodeJS.ProcessEnv;
  let server: ArtifactProcess | undefined;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-artifact-'));
    await buildServer(path.join(folder, 'dist-server'));
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(repo, file), path.join(folder, file));
    for (const built of ['dist', 'dist-studio']) {
      if (fs.existsSync(path.join(repo, built, 'index.html'))) fs.cpSync(path.join(repo, built), path.join(folder, built), { recursive: true });
    }
    // What `npm ci --omit=dev` installs from the lockfile, hard-linked from the repository's install (unpacking it all
    // again was most of this file's time). npm installs better-auth's optional peer vitest (and vite, esbuild, tsx under
    // it) even with --omit=dev: left out here, so the run below proves the server needs none of the development tool chain.
    const installed = linkProductionPackages(repo, folder, ['tsx', 'vite', 'vitest', 'esbuild', 'typescript']);
    expect(installed.packages).toBeGreaterThan(100);
    // The embedded database's folder (.hatid-data/ beside dist-server/) from the tests' migrated template, not initdb:
    // admin.js on an empty folder cost 7.3 s CPU against 2.5 s on a made one. The e2e stage's setup runs the same
    // dist-server/admin.js on an empty folder (tests/setup/e2e-prepare.ts), so initdb by the artifact stays proven.
    const seeded = await openDatabase({ dataDir: path.join(folder, '.hatid-data'), loadDataDir: migratedTemplate(), migrate: false });
    await seeded.close();
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a wrong variable with one line naming it, before opening anything', async () => {
    const { code, stdout, stderr } = await runArtifact(
      folder,
      ['dist-server/main.js'],
      cleanEnv({ PORT: 'notaport', HATID_DATA_DIR: path.join(folder, 'data') }),
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual(['hatid: PORT must be a port number from 1 to 65535 (got "notaport")']);
    expect(fs.existsSync(path.join(folder, 'data'))).toBe(false);
  });

  it('runs: first admin, sign-in, a publish, screens, probes, metrics on METRICS_PORT, JSON logs, and a clean stop on SIGTERM', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    env = cleanEnv({ NODE_ENV: 'production', HATID_PUBLIC_ORIGIN: base, METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' });
    // Without HATID_DATA_DIR the embedded database is .hatid-data/ beside dist-server/ (the server below holds its lock).
    const admin = await runArtifact(
      folder,
      ['dist-server/admin.js', 'create-user', '--email', 'ada@hatid.test', '--name', 'Ada Admin', '--role', 'admin'],
      env,
      `${password}\n${password}\n`,
    );
    expect(admin.code, admin.stdout + admin.stderr).toBe(0);
    expect(fs.existsSync(path.join(folder, '.hatid-data', 'hatid.lock'))).toBe(false);

    server = await startArtifact(folder, port, env);
    expect(fs.existsSync(path.join(folder, '.hatid-data', 'hatid.lock'))).toBe(true);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', cache: 'ok', process: 'ok' },
    });
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const screen = await fetch(`${base}/screens/customer-service.json`);
    expect(screen.status).toBe(200);
    expect(screen.headers.get('X-Screen-Version')).toBe('0');
    const page = await fetch(`${base}/`);
    // The built pages when npm run build made them (the server stage may run before any build): else "not built".
    expect(page.status).toBe(fs.existsSync(path.join(folder, 'dist')) ? 200 : 503);

    // A publish, with the QA fixture guard the artifact carries (its own copy of the fixtures and their checks).
    const call = await signInOverHttp({ base, email: 'ada@hatid.test', password });
    expect((await call('POST', '/screens/customer-service/settings', { reviewRequired: false })).status).toBe(200);
    const text = String((await call('GET', '/screens/customer-service')).body?.text).replace('"en": "Customer service"', '"en": "Customer care"');
    const files = ((await call('GET', '/fixtures?screen=customer-service')).body?.fixtures as { file: string }[]).map((f) => f.file);
    expect(files.length).toBeGreaterThan(0);
    const published = await call('POST', '/screens/customer-service/publish', {
      text,
      baseVersion: 0,
      reason: 'From the artifact',
      target: 'production',
      fixtures: { textHash: contentHash(text), results: files.map((file) => ({ file, ok: true })) },
    });
    expect(published, JSON.stringify(published.body)).toMatchObject({ status: 200, body: { version: 1 } });
    expect((await fetch(`${base}/screens/customer-service.json`)).headers.get('X-Screen-Version')).toBe('1');

    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^hatid_http_requests_total\{method="GET",route="\/screens\/:file.*",status="200"\} 2$/m);
    expect(metrics).toMatch(/^hatid_publishes_total 1$/m);
    expect(metrics).toMatch(/^hatid_http_requests_total\{method="POST",route="\/studio-api\/auth\/sign-in\/email",status="200"\} 1$/m);

    // A request under way when SIGTERM comes (its body still arriving) is finished and answered before the exit.
    const body = JSON.stringify({ email: 'ada@hatid.test', password: 'not the password at all' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /studio-api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    const stopped = server.stop('SIGTERM');
    await vi.waitFor(() => expect(server?.logLines().map((l) => l.msg)).toContain('stopping: no new connections, finishing requests under way'));
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    const code = await stopped;
    expect(code, server.output()).toBe(0);
    const lines = server.logLines();
    expect(lines.find((l) => l.path === '/screens/customer-service.json')).toMatchObject({ level: 'info', msg: 'request', status: 200 });
    expect(lines.map((l) => l.msg)).toContain('stopped');
    // The embedded database's folder lock is released: another process may open it now.
    expect(fs.existsSync(path.join(folder, '.hatid-data', 'hatid.lock'))).toBe(false);
  });
});
