/**
 * The server's log: pino JSON lines (time, level, msg and fields) on stdout, at LOG_LEVEL, or coloured lines for
 * people (LOG_FORMAT=pretty, the default in development at a terminal; pino-pretty is a dev dependency, so an
 * artifact installed with --omit=dev falls back to JSON). Messages and every field but the server's own ids pass the
 * app's redaction (adapters/redact-sensitive.ts): phone and card numbers, session values and tokens never reach it.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactSensitive } from '../../adapters/redact-sensitive.ts';
import type { Config } from '../config/load-config.ts';

export type { Logger } from 'pino';

/** Fields the server makes itself (ids, numbers, route patterns): logged as they are. */
const ownFields = new Set(['reqId', 'actorId', 'method', 'route', 'status', 'durationMs', 'port', 'pid', 'hostname', 'level', 'time']);

/**
 * A text in which redactText can find nothing: no digit (numbers, phones, cards), no `=` (query values), no `"` (JSON
 * fields), no `%` (an encoded +) and no run of 24 letters, digits, - or _ (tokens). Most of what the server logs, such
 * as a request line's message and a screen's path, is such a text: it is kept as it is without redactText's passes.
 */
const cannotHoldSensitive = (text: string) => !/[\d="%]|[\w-]{24}/.test(text);

/** redactSensitive, skipping the texts it would return unchanged (cannotHoldSensitive). */
export function redactLogValue(value: unknown): unknown {
  return typeof value === 'string' && cannotHoldSensitive(value) ? value : redactSensitive(value);
}

/** A log record with every field but the server's own redacted. */
export function redactLogRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) out[key] = ownFields.has(key) ? record[key] : redactLogValue(record[key]);
  return out;
}

/** The format the configuration asks for: LOG_FORMAT, else pretty in development at a terminal, else JSON. */
export function logFormat(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>, isTTY = Boolean(process.stdout.isTTY)): 'json' | 'pretty' {
  return config.LOG_FORMAT ?? (config.NODE_ENV !== 'production' && isTTY ? 'pretty' : 'json');
}

/** pino's options: level, base fields, redaction of the message and of the fields. */
function options(level: string): pino.LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    // "level":"info" rather than 30: readable without pino's table.
    formatters: { level: (label) => ({ level: label }), log: redactLogRecord },
    // Error objects keep their type and stack, redacted like a message.
    serializers: { err: (err: unknown) => redactSensitive(pino.stdSerializers.err(err as Error)) },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? (redactLogValue(a) as string) : a)) as Parameters<typeof method>);
      },
    },
  };
}

/** The logger of a configuration; `destination` for tests (default stdout). */
export async function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>, destination?: DestinationStream): Promise<Logger> {
  if (!destination && logFormat(config) === 'pretty') {
    try {
      const { default: pretty } = await import('pino-pretty');
      return pino(
        options(config.LOG_LEVEL),
        pretty({ colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname', singleLine: true, sync: true }),
      );
    } catch {
      const logger = pino(options(config.LOG_LEVEL));
      logger.warn('LOG_FORMAT=pretty needs pino-pretty (a dev dependency); logging JSON lines');
      return logger;
    }
  }
  // pino's own stdout stream (sonic-boom on fd 1, sync: false): lines are written asynchronously, gathered while a write
  // is under way; pino flushes what is left synchronously when the process exits (main.ts's process.exit after a drain).
  return destination ? pino(options(config.LOG_LEVEL), destination) : pino(options(config.LOG_LEVEL));
}
