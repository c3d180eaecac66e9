/**
 * The redaction code (redact-sensitive.ts) off the entry chunk: no first screen needs it before it is drawn. It comes
 * with the lender API's chunk (http/create-api.ts), which the app requests at start and whose calls need it too, so a
 * log line or native call waits for that chunk, lines in order, and no request is added.
 */

/** The redaction functions (adapters/redact-sensitive.ts). */
export type Redaction = typeof import('./redact-sensitive.ts');

let loaded: Redaction | undefined;
let loading: Promise<Redaction> | undefined;

function load(): Promise<Redaction> {
  loading ??= import('./http/create-api.ts').then((m) => (loaded = m.redaction));
  return loading;
}

/**
 * Runs `write` with the redaction functions: at once when they are in, else once they arrive, in call order. A line
 * whose redaction could not load (offline) is not written: an unredacted one never is; the next line tries again.
 */
export function withRedaction(write: (redaction: Redaction) => void): void {
  if (loaded) {
    write(loaded);
    return;
  }
  load().then(write, () => {
    loading = undefined;
  });
}

/** Resolves once the redaction functions are in, so lines written afterwards are written at once. */
export async function redactionReady(): Promise<void> {
  await load();
}
