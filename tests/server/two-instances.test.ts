/**
 * Two real server processes (`tsx server/main.ts`) on one PostgreSQL: a publish through one is served by the other at
 * once (LISTEN/NOTIFY), with no restart and no expiry (the safety expiry is set to an hour, so only the notification
 * can make the second instance serve it). PostgreSQL only: PGlite is one process's database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { createPostgresDatabase, testServerUrl } from './support/test-database.ts';
import { signInOverHttp } from './support/http-staff.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const hasServer = fs.existsSync(path.join(repo, 'server/main.ts'));
const skipReason = !testServerUrl
  ? 'needs PostgreSQL (npm run test:pg): two processes cannot share one PGlite'
  : !hasServer
    ? 'server/main.ts does not exist yet'
    : '';

// Said out loud: the default reporter shows a skipped file only as a count.
if (skipReason) console.warn(`two-instances test skipped: ${skipReason}`);

interface Instance {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Ready when it answers a screen (its readiness signal; bounded, polled, never a fixed sleep).
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server/main.ts exited (${child.exitCode}):\n${output}`);
      const res = await fetch(`${base}/screens/customer-service.json`);
      expect(res.status).toBe(200);
    },
    { timeout: 60_000, interval: 200 },
  );
  return { child, base, output: () => output };
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

function run(args: string[], env: NodeJS.ProcessEnv, stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repo, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(skipReason !== '')(`two server instances on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let db: { url: string; drop(): Promise<void> } | undefined;
  let one: Instance | undefined;
  let two: Instance | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await createPostgresDatabase(testServerUrl as string);
    env = {
      ...process.env,
      DATABASE_URL: db.url,
      HATID_DELIVERY_MAX_AGE_MS: String(3600_000),
      HATID_AUTH_SECRET: 'two-instances-test-secret-0123456789abcdef',
    };
    delete env.HATID_DATA_DIR;
    delete env.HATID_SANDBOX;
    // The first instance migrates the empty database; the second starts on the migrated one.
    one = await start(env);
    two = await start(env);
  }, 180_000);

  afterAll(async () => {
    await stop(one);
    await stop(two);
    await db?.drop();
  });

  it('serves a publish made through one instance from the other at once', async () => {
    const [first, second] = [one, two];
    if (!first || !second) throw new Error('instances did not start');
    const password = 'correct horse battery staple';
    const created = await run(
      ['scripts/admin.ts', 'create-user', '--email', 'admin@hatid.test', '--name', 'Ada Admin', '--role', 'admin'],
      env,
      `${password}\n${password}\n`,
    );
    expect(created, created.output).toMatchObject({ code: 0 });

    // Both instances cache the bundled copy first.
    const version = async (base: string) => (await fetch(`${base}/screens/customer-service.json`)).headers.get('X-Screen-Version');
    expect(await version(first.base)).toBe('0');
    expect(await version(second.base)).toBe('0');

    const call = await signInOverHttp({ base: first.base, email: 'admin@hatid.test', password });
    expect((await call('POST', '/screens/customer-service/settings', { reviewRequired: false })).status).toBe(200);
    const screen = await call('GET', '/screens/customer-service');
    const text = String(screen.body?.text ?? '').replace('"en": "Customer service"', '"en": "Customer care"');
    expect(text).toContain('Customer care');
    // The real server replays the screen's QA fixtures itself before it publishes (tests/server/studio-api/
    // fixture-guard.test.ts tests the guard); a new title breaks none of them.
    const published = await call('POST', '/screens/customer-service/publish', {
      text,
      baseVersion: 0,
      reason: 'Two instances',
      target: 'production',
    });
    expect(published, JSON.stringify(published.body)).toMatchObject({ status: 200, body: { version: 1 } });

    // The other instance learns it by NOTIFY (its own cache would otherwise keep the old copy for an hour).
    await vi.waitFor(async () => expect(await version(second.base)).toBe('1'), { timeout: 5000, interval: 25 });
    const res = await fetch(`${second.base}/screens/customer-service.json`);
    expect(await res.text()).toBe(text);
    expect(await version(first.base)).toBe('1');
  });
});
