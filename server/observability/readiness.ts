/**
 * What /readyz answers: ready only when the database answers (within 2 s), every migration this build knows is
 * recorded in it, the screen cache is warm (main.ts loads every live screen once before taking traffic), and the
 * process is not stopping. A load balancer sends borrowers elsewhere meanwhile; /healthz stays 200 (the process lives).
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHealth } from '../db/database-health.ts';
import type { Schema } from '../db/schema.ts';

/** One check's outcome: 'ok', or what is wrong. */
export type CheckResult = 'ok' | string;

/** The readiness of a process. */
export interface Readiness {
  /** Every check, and whether all passed. */
  check(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }>;
  /** The cache has every live screen. */
  markWarm(): void;
  /** SIGTERM came: not ready any more, for good. */
  markStopping(): void;
}

/** Options of createReadiness. */
export interface ReadinessOptions {
  db: Kysely<Schema>;
  /** The migrations this build runs (server/db/migrate.ts). */
  migrationNames: readonly string[];
  /** The database's health (server/db/database-health.ts): while it says down, no query is tried. */
  health?: DatabaseHealth;
  /** How long the database may take to answer (default 2000 ms). */
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The readiness of a process over its database. */
export function createReadiness(options: ReadinessOptions): Readiness {
  let warm = false;
  let stopping = false;
  return {
    async check() {
      const checks: Record<string, CheckResult> = {};
      const down = options.health && !options.health.isUp() ? options.health.state() : undefined;
      try {
        if (down) throw new Error(down.lastError ?? 'down');
        const rows = await withTimeout(sql<{ name: string }>`select name from kysely_migration`.execute(options.db), options.timeoutMs ?? 2000);
        checks.database = 'ok';
        const done = new Set(rows.rows.map((r) => r.name));
        const missing = options.migrationNames.filter((n) => !done.has(n));
        checks.migrations = missing.length === 0 ? 'ok' : `not run: ${missing.join(', ')}`;
      } catch (err) {
        checks.database = `not answering: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
        checks.migrations = 'unknown';
      }
      checks.cache = warm ? 'ok' : 'warming';
      checks.process = stopping ? 'stopping' : 'ok';
      return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
    },
    markWarm() {
      warm = true;
    },
    markStopping() {
      stopping = true;
    },
  };
}
