/**
 * A lazy chunk imported again after an attempt that failed (or that its user gave up on) asks another address: a WebView
 * before Chromium's ModuleMapDoNotCacheFailedFetch (the HTML change of 2026) keeps a failed module fetch for the page's
 * life, so importing the same address fails at once without a request, and every Chromium joins an import of an
 * address whose request still hangs (docs/performance-log-issue-31.md, "The tap's action handlers after the paint"). Only for a
 * chunk no other chunk imports by name (its other instance would then be a second copy of the module).
 */

/**
 * The first attempt (0) through the bundler's own `first` import; a later one from `<file>?retry=<attempt>`, `file`
 * being the chunk's address from `base` (the importing module's import.meta.url) as the build writes it in place of
 * the literal `'hatid-chunk:<module path>'` (scripts/chunk-files-plugin.ts). Where it is still that literal (dev,
 * tests, the server), `first` again. `key` is an export of the module: one bundled into a chunk with others (a group
 * of vite.config.ts) is that chunk's export of its namespace, found by it.
 */
export async function importAgain<M extends object>(
  first: () => Promise<M>,
  file: string,
  key: keyof M & string,
  attempt: number,
  base: string,
): Promise<M> {
  if (attempt === 0 || file.startsWith('hatid-chunk:')) return first();
  const chunk = (await import(/* @vite-ignore */ new URL(`${file}?retry=${attempt}`, base).href)) as Record<string, unknown>;
  const found = key in chunk ? chunk : Object.values(chunk).find((v) => typeof v === 'object' && v !== null && key in v);
  if (!found) throw new Error(`${file} has no \`${key}\``);
  return found as M;
}

/**
 * A load started by the first call and kept: a failed one is started again (its attempt counted, 0 the first) by the
 * next call, and so is one still pending when a caller's `signal` aborts (its request given up on, as a call's timeout
 * does): the next call does not wait on a request that hangs.
 */
export function retryingLoad<T>(start: (attempt: number) => Promise<T>): (signal?: AbortSignal) => Promise<T> {
  let attempts = 0;
  let loading: Promise<T> | undefined;
  let pending = false;
  return (signal) => {
    if (!loading) {
      const started = new Promise<T>((resolve) => resolve(start(attempts++)));
      loading = started;
      pending = true;
      started.then(
        () => {
          if (loading === started) pending = false;
        },
        () => {
          if (loading === started) loading = undefined;
        },
      );
    }
    const current = loading;
    signal?.addEventListener(
      'abort',
      () => {
        if (loading === current && pending) loading = undefined;
      },
      { once: true },
    );
    return current;
  };
}

/** What a lazy chunk's module makes (`make`), loaded as retryingLoad loads, from another address after a failed attempt. */
export function lazyChunk<M extends object, T>(
  first: () => Promise<M>,
  file: string,
  key: keyof M & string,
  base: string,
  make: (module: M) => T,
): (signal?: AbortSignal) => Promise<T> {
  return retryingLoad((attempt) => importAgain(first, file, key, attempt, base).then(make));
}
