/**
 * Issue 29 item 1: the server survives its database. A real `server/main.ts` on a PostgreSQL cluster of this test's
 * own, which the test stops (`pg_ctl stop -m fast`, then `-m immediate`) in the middle of a burst of studio writes and
 * borrower reads, and starts again. The process stays up; borrowers keep getting screens (cached, or the bundled copy
 * of one never served); studio writes are 503 "The screen database is not answering…" while it is down; once it is
 * back, writes work again and a publish made by another process reaches this one by LISTEN/NOTIFY, with no restart.
 * PostgreSQL only (npm run test:pg): PGlite runs inside the process and cannot be stopped under it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { openDatabase, type Database } from '../../server/db/open-database.ts';
import { createStore, loadBundledScreens, type Store } from '../../server/store/index.ts';
import { postgresBin, startOwnPostgres, type OwnPostgres } from './support/own-postgres.ts';
import { retitled } from './support/staff.ts';
import { testServerUrl } from './support/test-database.ts';
import { signInOverHttp } from './support/http-staff.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const skipReason = !testServerUrl
  ? 'needs PostgreSQL (npm run test:pg): PGlite cannot be stopped under a running server'
  : !postgresBin()
    ? 'PostgreSQL binaries not installed (bash scripts/ensure-postgres.sh)'
    : '';
if (skipReason) console.warn(`database-outage test skipped: ${skipReason}`);

const password = 'correct horse battery staple';
const bundled = loadBundledScreens();

function runTsx(args: string[], env: NodeJS.ProcessEnv, stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repo, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

type Call = (route: string, body: unknown) => Promise<{ status: number; code?: string }>;

/** A staff member's POSTs while the database may be down: the status and error code, or status 0 when no answer came. */
async function signIn(base: string, email: string): Promise<Call> {
  const call = await signInOverHttp({ base, email, password });
  return async (route, body) => {
    try {
      const answer = await call('POST', route, body);
      return { status: answer.status, code: typeof answer.body?.code === 'string' ? answer.body.code : undefined };
    } catch {
      return { status: 0 };
    }
  };
}

describe.skipIf(skipReason !== '')(`the server while PostgreSQL stops and starts${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let pg: OwnPostgres | undefined;
  let child: ChildProcess | undefined;
  let output = '';
  let base = '';
  let env: NodeJS.ProcessEnv;
  let other: Database | undefined;
  let store: Store;
  let save: Call;
  let published = 0;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    env = {
      ...process.env,
      DATABASE_URL: pg.url,
      // Only a NOTIFY can make it serve another process's publish (no safety expiry within the test).
      HATID_DELIVERY_MAX_AGE_MS: String(3600_000),
      HATID_AUTH_SECRET: 'database-outage-test-secret-0123456789abcdef',
      HATID_SIGN_IN_PER_MINUTE: '1000',
    };
    delete env.HATID_DATA_DIR;
    delete env.HATID_SANDBOX;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repo,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    await vi.waitFor(
      async () => {
        if (child?.exitCode !== null) throw new Error(`server/main.ts exited (${child?.exitCode}):\n${output}`);
        expect((await fetch(`${base}/screens/customer-service.json`)).status).toBe(200);
      },
      { timeout: 60_000, interval: 200 },
    );
    const created = await runTsx(
      ['scripts/admin.ts', 'create-user', '--email', 'ed@hatid.test', '--name', 'Eddie Editor', '--role', 'editor'],
      env,
      `${password}\n${password}\n`,
    );
    expect(created, created.output).toMatchObject({ code: 0 });
    save = await signIn(base, 'ed@hatid.test');
    // Another server process's store on the same database: its publishes reach this server only by NOTIFY.
    other = await openDatabase({ databaseUrl: pg.url, migrate: false });
    store = createStore(other, { bundled });
    const admin = { id: 'outage-admin', name: 'Ada Admin', role: 'admin' as const, ip: '127.0.0.1' };
    await other.db
      .insertInto('user')
      .values({
        id: admin.id,
        name: admin.name,
        email: 'adm@hatid.test',
        emailVerified: true,
        image: null,
        role: 'admin',
        banned: false,
        banReason: null,
        banExpires: null,
      })
      .execute();
    const exempt = await store.setReviewRequired('about-us', admin, false);
    expect(exempt.ok).toBe(true);
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await other?.close().catch(() => undefined);
    await pg?.destroy();
  });

  const screen = async (id: string) => {
    try {
      const res = await fetch(`${base}/screens/${id}.json`);
      return { status: res.status, version: res.headers.get('X-Screen-Version'), text: await res.text() };
    } catch (err) {
      return { status: 0, version: null, text: String(err) };
    }
  };

  /** Publishes about-us through the other process and waits until this server serves it (only NOTIFY can tell it). */
  const publishElsewhere = async () => {
    const admin = { id: 'outage-admin', name: 'Ada Admin', role: 'admin' as const, ip: '127.0.0.1' };
    const title = `Published elsewhere ${published + 1}`;
    const done = await store.publish('about-us', admin, {
      text: retitled(bundled.get('about-us')?.text ?? '', title),
      baseVersion: published,
      reason: 'outage test',
      target: 'production',
    });
    expect(done, JSON.stringify(done)).toMatchObject({ ok: true });
    published += 1;
    await vi.waitFor(async () => expect((await screen('about-us')).version).toBe(String(published)), { timeout: 20_000, interval: 100 });
  };

  for (const mode of ['fast', 'immediate'] as const) {
    it(`stays up through pg_ctl stop -m ${mode} under load, serves screens, answers writes 503, and recovers`, async () => {
      if (!pg || !child) throw new Error('not started');
      // Before: this server caches about-us (and learns publishes by NOTIFY).
      expect((await screen('about-us')).status).toBe(200);
      await publishElsewhere();
      const cachedVersion = String(published);

      // A burst: 8 writers saving drafts and 4 borrowers reading screens, running while the database stops.
      let burst = true;
      const writes: { status: number; code?: string; afterStop: boolean }[] = [];
      const reads: { status: number; id: string }[] = [];
      let stopped = false;
      const ids = ['about-us', 'customer-service', 'privacy-policy', 'site-home'];
      const writer = async (n: number) => {
        const text = retitled(bundled.get('customer-service')?.text ?? '', `Draft ${n}`);
        while (burst) {
          const afterStop = stopped;
          const answer = await save('/screens/customer-service/draft', { text, baseVersion: 0 });
          writes.push({ ...answer, afterStop });
        }
      };
      const reader = async (n: number) => {
        while (burst) {
          const id = ids[n % ids.length] ?? 'about-us';
          reads.push({ status: (await screen(id)).status, id });
        }
      };
      const load = [...Array.from({ length: 8 }, (_, n) => writer(n)), ...Array.from({ length: 4 }, (_, n) => reader(n))];
      await vi.waitFor(() => expect(writes.filter((w) => w.status === 200).length).toBeGreaterThan(10), { timeout: 20_000, interval: 20 });
      await pg.stop(mode);
      stopped = true;
      // While it is down: writes get the plain 503, and screens keep coming (a screen never served before too).
      await vi.waitFor(
        () => {
          if (child?.exitCode !== null) throw new Error(`the server exited (${child?.exitCode}):\n${output}`);
          expect(writes.filter((w) => w.afterStop && w.code === 'db-down').length).toBeGreaterThan(20);
        },
        {
          timeout: 30_000,
          interval: 20,
        },
      );
      const neverCached = await screen('site-calculator');
      expect(neverCached.status).toBe(200);
      expect(neverCached.version).toBe('0');
      const cached = await screen('about-us');
      expect(cached).toMatchObject({ status: 200, version: cachedVersion });
      expect(child.exitCode, output).toBeNull();

      await pg.start();
      // Back: the same session's writes work again, without a restart.
      await vi.waitFor(
        async () =>
          expect((await save('/screens/customer-service/draft', { text: bundled.get('customer-service')?.text, baseVersion: 0 })).status).toBe(200),
        {
          timeout: 30_000,
          interval: 100,
        },
      );
      burst = false;
      await Promise.all(load);

      expect(child.exitCode, output).toBeNull();
      expect(output).not.toMatch(/Unhandled|uncaught/i);
      // Every borrower read was a screen; every write either saved, or was refused as "database down" (never a 500).
      expect(reads.filter((r) => r.status !== 200)).toEqual([]);
      expect(reads.length).toBeGreaterThan(20);
      const statuses = new Set(writes.map((w) => `${w.status} ${w.code ?? ''}`.trim()));
      expect([...statuses].filter((s) => s !== '200' && s !== '503 db-down')).toEqual([]);
      // And LISTEN works again: another process's publish reaches this server by NOTIFY.
      await publishElsewhere();
    });
  }
});
