/**
 * Opens the publishing service's PostgreSQL: a real server through `pg` when DATABASE_URL is set, else PGlite (the
 * same PostgreSQL compiled to WebAssembly, in-process) over a data folder, so `npm start` and `npm run serve` need
 * nothing installed. Both speak the same SQL through Kysely, and both deliver LISTEN/NOTIFY (PGlite within its one
 * process, PostgreSQL across every server process sharing it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
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
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process; resolves to a function that stops it.
   * `onReconnect` is called when listening resumes after the connection was lost (notifications meanwhile are missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
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
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** HATID_DATA_DIR, else `.hatid-data/` in the repository root. */
export function defaultDataDir(): string {
  return process.env.HATID_DATA_DIR ? path.resolve(process.env.HATID_DATA_DIR) : path.join(repoRoot, '.hatid-data');
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

async function openPostgres(url: string): Promise<Database> {
  // A server that does not answer fails a query within 5 s (the studio says so; delivery keeps serving its copies).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    where: describeUrl(url),
    async listen(channel, onPayload, onReconnect) {
      let client: pg.Client | null = null;
      let stopped = false;
      let lost = false;
      const retry = () => {
        if (!stopped) setTimeout(() => void connect().catch(retry), 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        next.on('error', () => {
          // Reconnect (every second until the server is back); the caller hears of it to drop what it may have missed.
          lost = true;
          void next.end().catch(() => undefined);
          retry();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          lost = true;
          void next.end().catch(() => undefined);
          throw err;
        }
        client = next;
        listeners.push(next);
        if (lost) {
          lost = false;
          onReconnect?.();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const memory = dataDir === 'memory://' || dataDir === 'memory';
  const unlock = memory ? () => undefined : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = memory ? new PGlite() : new PGlite(dataDir);
    await pglite.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
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
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? defaultDataDir());
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
