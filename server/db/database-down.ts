/** Telling a database that does not answer (down, closed, unreachable) from a bug, by the driver's error. */

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
  /is not queryable/i,
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
