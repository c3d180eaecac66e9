/**
 * The redaction code (redact-sensitive.ts) off the entry chunk: no first screen needs it before it is drawn. It comes
 * with the lender API's chunk (http/create-api.ts), which the app requests at start and whose calls need it too, so a
 * log line or native call waits for that chunk, lines in order, and no request is added.
 */

/** The redaction functions (adapters/redact-sensitive.ts). */
export type Redaction = typeof import('./redact-sensitive.ts');

let loaded: Redaction | undefined;
/** Lines written before the redaction functions are in, in the order written. */
let waiting: ((redaction: Redaction) => void)[] = [];
let loading: Promise<Redaction> | undefined;

function load(): Promise<Redaction> {
  loading ??= import('./http/create-api.ts').then(
    (m) => {
      const redaction = m.redaction;
      loaded = redaction;
      const writes = waiting;
      waiting = [];
      for (const write of writes) {
        try {
          write(redaction);
        } catch {
          // A log line never breaks the app (nor the lines after it).
        }
      }
      return redaction;
    },
    (err: unknown) => {
      // Offline: the lines waiting are dropped (never written unredacted); the next line tries again.
      loading = undefined;
      waiting = [];
      throw err;
    },
  );
  return loading;
}

/** Runs `write` with the redaction functions: at once when they are in, else once they arrive, in call order. */
export function withRedaction(write: (redaction: Redaction) => void): void {
  if (loaded) {
    write(loaded);
    return;
  }
  waiting.push(write);
  load().catch(() => undefined);
}

/** Resolves once the redaction functions are in, so lines written afterwards are written at once. */
export async function redactionReady(): Promise<void> {
  await load();
}
