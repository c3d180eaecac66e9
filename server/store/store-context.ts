/** What every part of the store shares: the database, the bundled screens, the clock and the text checks. */
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { BundledScreens } from './bundled-screens.ts';
import type { Problem, StoreFailure, StoreResult } from './types.ts';

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

function errorText(err: unknown): { code: string; message: string } {
  if (typeof err !== 'object' || err === null) return { code: '', message: String(err) };
  const { code, message } = err as { code?: unknown; message?: unknown };
  return { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
}

const downCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const downMessages = [
  /PGlite is closed/i,
  /driver has already been destroyed/i,
  /Connection terminated/i,
  /connection error/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down)/i,
  /ECONNREFUSED/,
];

/** True when an error means the database is not answering (down, closed, unreachable), not a bug. */
export function isDatabaseDown(err: unknown): boolean {
  const { code, message } = errorText(err);
  if (downCodes.has(code)) return true;
  if (err instanceof AggregateError && err.errors.some(isDatabaseDown)) return true;
  if (downMessages.some((re) => re.test(message))) return true;
  // Libraries (better-auth) wrap the driver's error: follow the cause.
  const cause = err instanceof Error ? err.cause : undefined;
  return cause !== undefined && cause !== err && isDatabaseDown(cause);
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
