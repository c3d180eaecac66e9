/**
 * Opens the publishing service's PostgreSQL: a real server through `pg` when DATABASE_URL is set, else PGlite (the
 * same PostgreSQL compiled to WebAssembly, in-process) over a data folder, so `npm start` and `npm run serve` need
 * nothing installed. Both speak the same SQL through Kysely, and both deliver LISTEN/NOTIFY (PGlite within its one
 * process, PostgreSQL across every server process sharing it).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { appRoot } from '../app-paths.ts';
import { createHealth, inProcessHealth, type DatabaseHealth } from './database-health.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateToLatest } from './migrate.ts';
import type { Schema } from './schema.ts';

/** An open database. */
export interface Database {
  db: Kysely<Schema>;
  /** 'pglite' (embedded) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Where it is: the data folder, `memory`, or the server's host/port/database (never the password). */
  where: string;
  /** Whether it answers: `health.isUp()` (no I/O), `health.state()`, `await health.check()`; see database-health.ts. */
  health: DatabaseHealth;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process; resolves to a function that stops it.
   * `onReconnect` is called when listening resumes after the connection was lost (notifications meanwhile are missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** The connection pool's use (PostgreSQL; the embedded database has none): metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Sends a NOTIFY (delivered when the surrounding transaction, if any, commits). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Where to open: DATABASE_URL (PostgreSQL), or a PGlite data folder, or `memory://` for an in-memory PGlite. */
export interface DatabaseOptions {
  databaseUrl?: string;
  /** A folder, or 'memory://'. Default: HATID_DATA_DIR, else `.hatid-data/` in the repository. */
  dataDir?: string;
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Start from this dump of a PGlite data folder (PGlite's dumpDataDir) instead of initdb; a folder must hold no database yet. */
  loadDataDir?: Blob;
}

/** HATID_DATA_DIR, else `.hatid-data/` in the app root (the repository, or the folder holding dist-server/). */
export function defaultDataDir(): string {
  return process.env.HATID_DATA_DIR ? path.resolve(process.env.HATID_DATA_DIR) : path.join(appRoot, '.hatid-data');
}

/** The options the environment gives: DATABASE_URL, else HATID_DATA_DIR / .hatid-data/. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: defaultDataDir() };
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The pause before the n-th reconnect of a LISTEN connection: 250 ms doubling up to 5 s, with jitter. */
function backoff(attempt: number): number {
  return Math.min(5000, 250 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
}

async function openPostgres(url: string): Promise<Database> {
  // A server that does not answer fails a query within 5 s (the studio says so; delivery keeps serving its copies).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  const health = createHealth({
    async probe() {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 3000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        void client.end().catch(() => undefined);
      }
    },
  });
  // A connection lost while idle (pool 'error') or while a query runs (the client's own 'error', which pg emits with no
  // listener once the pool has handed the client out: that crashed the process) fails only what ran on it; the health
  // hears of it and probes.
  pool.on('error', (err) => health.suspect(err));
  pool.on('connect', (client) => client.on('error', (err) => health.suspect(err)));
  const watched = {
    connect: () =>
      pool.connect().catch((err: unknown) => {
        health.suspect(err);
        throw err;
      }),
    end: () => pool.end(),
  };
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: watched as unknown as pg.Pool }) });
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    where: describeUrl(url),
    health,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onPayload, onReconnect) {
      let client: pg.Client | null = null;
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
        next.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        next.on('error', (err) => {
          health.suspect(err);
          drop(next);
        });
        next.on('end', () => drop(next));
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          void next.end().catch(() => undefined);
          throw err;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        attempt = 0;
      };
      // One reconnect loop at a time: notifications sent meanwhile are missed, so the caller hears when it resumes.
      const schedule = (pause = backoff(attempt)) => {
        if (stopped || client || timer) return;
        attempt += 1;
        timer = setTimeout(() => {
          timer = undefined;
          connect().then(
            () => {
              if (!stopped) onReconnect?.();
            },
            () => schedule(),
          );
        }, pause);
        timer.unref();
      };
      function drop(lost: pg.Client): void {
        if (client !== lost) return;
        client = null;
        void lost.end().catch(() => undefined);
        schedule();
      }
      // The database is back: listen again now rather than after the current pause.
      const offHealth = health.onChange((up) => {
        if (!up || client || stopped) return;
        clearTimeout(timer);
        timer = undefined;
        schedule(0);
      });
      await connect();
      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        offHealth();
        stops.delete(stop);
        await client?.end().catch(() => undefined);
      };
      stops.add(stop);
      return stop;
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async close() {
      health.stop();
      await Promise.all([...stops].map((stop) => stop()));
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const memory = dataDir === 'memory://' || dataDir === 'memory';
  const unlock = memory ? () => undefined : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    const from = loadDataDir ? { loadDataDir } : {};
    pglite = memory ? new PGlite(from) : new PGlite(dataDir, from);
    await pglite.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    health: inProcessHealth(() => pglite.closed),
    where: memory ? 'memory' : dataDir,
    // Stopping after close() is a no-op (the instance is gone, and its listeners with it).
    listen: (channel, onPayload) =>
      pglite.listen(channel, onPayload).then((stop) => () => (pglite.closed ? Promise.resolve() : stop().catch(() => undefined))),
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

/** Opens the database and (by default) brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = databaseOptionsFromEnv()): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? defaultDataDir(), options.loadDataDir);
  if (options.migrate !== false) {
    try {
      await migrateToLatest(database.db as never);
    } catch (err) {
      await database.close().catch(() => undefined);
      throw err;
    }
  }
  return database;
}
