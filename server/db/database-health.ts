/**
 * Whether the database answers, as this process last saw it. The driver reports what it sees (a connection lost, a
 * connect refused); a report is checked with one probe, and only a failed probe marks the database down. While it is
 * down, probes run again with a growing pause (250 ms doubling up to 5 s, with jitter) until one answers; then it is up
 * again and every `onChange` listener hears it (the delivery drops what it cached, the LISTEN connection comes back).
 *
 * The rest of the server asks `database.health.isUp()` (no I/O: the studio API answers 503 at once while it is false;
 * /readyz and /metrics can read it), `health.state()` for since when and why, or `await health.check()` to probe now.
 */
import { isDatabaseDown } from './database-down.ts';

/** The health as a record (for /readyz and /metrics). */
export interface HealthState {
  up: boolean;
  /** When it last changed (or was created). */
  since: Date;
  /** The last failure's message while down, else null. */
  lastError: string | null;
  /** How many times it went down since the process started. */
  outages: number;
  /** Probes made while down (each a reconnect attempt). */
  probes: number;
}

/** A database's health. */
export interface DatabaseHealth {
  /** True while the database answers (no I/O). */
  isUp(): boolean;
  state(): HealthState;
  /** Calls `listener(up)` whenever it changes; answers a function that stops it. */
  onChange(listener: (up: boolean) => void): () => void;
  /** The driver saw something that may mean the database is gone (a lost connection, a refused connect): probe now. */
  suspect(err: unknown): void;
  /** Probes now and answers whether the database answered. */
  check(): Promise<boolean>;
  /** Stops probing (the database is being closed). */
  stop(): void;
}

/** Options of createHealth. */
export interface HealthOptions {
  /** One round trip to the database (`select 1` on a fresh connection); rejects when it does not answer. */
  probe: () => Promise<void>;
  /** The first pause after a failed probe (default 250 ms); it doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  /** The longest pause between probes (default 5 s). */
  maxDelayMs?: number;
  /** Told when the database goes down and comes back (default: one console line each). */
  log?: (line: string) => void;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A health that probes with `options.probe`. */
export function createHealth(options: HealthOptions): DatabaseHealth {
  const first = options.firstDelayMs ?? 250;
  const max = options.maxDelayMs ?? 5000;
  const log = options.log ?? ((line: string) => console.warn(line));
  const listeners = new Set<(up: boolean) => void>();
  const current: HealthState = { up: true, since: new Date(), lastError: null, outages: 0, probes: 0 };
  let probing: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let stopped = false;

  const set = (up: boolean, err?: unknown) => {
    if (!up) current.lastError = messageOf(err);
    if (current.up === up) return;
    current.up = up;
    current.since = new Date();
    if (up) {
      log(`database: answering again after ${current.probes} probe(s); the studio takes writes again`);
      current.lastError = null;
      attempt = 0;
    } else {
      current.outages += 1;
      log(`database: not answering (${current.lastError}); borrowers get cached or bundled screens, the studio answers 503 until it is back`);
    }
    for (const listener of [...listeners]) {
      try {
        listener(up);
      } catch (error) {
        console.error('database health listener:', error);
      }
    }
  };

  const check = (): Promise<boolean> => {
    if (probing) return probing;
    if (!current.up) current.probes += 1;
    probing = options
      .probe()
      .then(
        () => {
          set(true);
          return true;
        },
        (err: unknown) => {
          // A probe that failed for another reason than the database (a bug) still means writes cannot be trusted to land.
          set(false, err);
          schedule();
          return false;
        },
      )
      .finally(() => {
        probing = undefined;
      });
    return probing;
  };

  function schedule(): void {
    if (stopped || timer || current.up) return;
    const pause = Math.min(max, first * 2 ** attempt) * (0.8 + Math.random() * 0.4);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, pause);
    timer.unref();
  }

  return {
    isUp: () => current.up,
    state: () => ({ ...current }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    suspect(err) {
      if (stopped || !isDatabaseDown(err)) return;
      if (current.up) void check();
      else current.lastError = messageOf(err);
    },
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The health of a database that runs inside this process (PGlite): up until it is closed. */
export function inProcessHealth(closed: () => boolean): DatabaseHealth {
  const since = new Date();
  return {
    isUp: () => !closed(),
    state: () => ({ up: !closed(), since, lastError: closed() ? 'the embedded database is closed' : null, outages: 0, probes: 0 }),
    onChange: () => () => undefined,
    suspect: () => undefined,
    check: async () => !closed(),
    stop: () => undefined,
  };
}
