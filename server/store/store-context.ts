/** What every part of the store shares: the database, the bundled screens, the clock and the text checks. */
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { BundledScreens } from './bundled-screens.ts';
import { isDatabaseDown } from '../db/database-down.ts';
import type { Problem, StoreFailure, StoreResult } from './types.ts';

export { isDatabaseDown };

/** The store's shared parts. */
export interface StoreContext {
  db: Kysely<Schema>;
  bundled: BundledScreens;
  now: () => Date;
  /** The problems of a screen text for screen `id` (errors refuse it), as `npm run validate` reports them. */
  validate: (text: string, id: string) => Problem[];
}

/** The channel NOTIFY'd with a screen id whenever what borrowers get of that screen may have changed. */
export const screensChannel = 'hatid_screens';

/** A refusal. */
export function fail(status: StoreFailure['status'], code: string, message: string, extra: Partial<StoreFailure> = {}): StoreFailure {
  return { ok: false, status, code, message, ...extra };
}

/** A success. */
export function ok<T>(value: T): StoreResult<T> {
  return { ok: true, value };
}

/** The 404 of an id that is not a bundled screen. */
export function noScreen(id: string): StoreFailure {
  return fail(404, 'not-found', `No screen "${id}".`);
}

/** The 503 the studio shows when the database does not answer. */
export const dbDown: StoreFailure = fail(
  503,
  'db-down',
  'The screen database is not answering. Nothing was saved; your draft is kept in this browser. Try again in a minute.',
);

/** Runs a store call, answering 503 'db-down' for a database that does not answer (other errors throw). */
export async function guarded<T>(run: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
  try {
    return await run();
  } catch (err) {
    if (isDatabaseDown(err)) return dbDown;
    throw err;
  }
}

/** A whole number a PostgreSQL integer column holds, 0 or more (ids, version numbers). */
export function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;
}

/** An ISO timestamp, '' for none. */
export function iso(date: Date | string | null | undefined): string {
  if (!date) return '';
  return typeof date === 'string' ? new Date(date).toISOString() : date.toISOString();
}
