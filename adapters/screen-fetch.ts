/**
 * Fetching a published screen document: `<base>/<id>.json?app=<build version>&bucket=<0–99>`, past the browser's HTTP cache (the app keeps its own
 * copy with its ETag), with a time limit so a borrower on a slow network is not kept waiting for it.
 */

/** What the server answered for a screen. */
export type ScreenFetchResult =
  | { kind: 'ok'; document: unknown; etag: string | null; version: number | null; variant?: string; bucket?: number }
  | { kind: 'notModified' }
  | { kind: 'notFound' }
  | { kind: 'failed'; reason: string };

/** Options of createScreenFetch. */
export interface ScreenFetchOptions {
  /** Where the documents are, without a trailing slash, such as "/screens" or "https://cdn.example.com/screens". */
  base: string;
  /** This build's version, sent as `?app=` so the server answers the newest version this build can draw (none: no query). */
  app?: string;
  /**
   * The borrower's rollout bucket for a screen (0–99, adapters/rollout-bucket.ts), sent as `&bucket=` so a staged rollout
   * or an experiment serves it its version; it is part of the URL, so every cache keys on it.
   */
  bucket?: (id: string) => number;
  /** The document's path under the base (default `<id>.json`; `b<NN>/<id>.json` for a static export by bucket). */
  path?: (id: string) => string;
  /** How long to wait for the whole answer, in milliseconds (default 4000). */
  timeoutMs?: number;
  /** The fetch to use (default the window's). */
  fetch?: typeof fetch;
}

/** Fetches one screen by id; `etag` is the one of the copy the app already has. Never rejects. */
export type ScreenFetch = (id: string, etag?: string | null) => Promise<ScreenFetchResult>;

/** Creates the screen fetcher. */
export function createScreenFetch(options: ScreenFetchOptions): ScreenFetch {
  const timeoutMs = options.timeoutMs ?? 4000;
  const urlOf = (id: string, bucket: number | undefined) => {
    const query = [options.app && `app=${encodeURIComponent(options.app)}`, bucket !== undefined && `bucket=${bucket}`].filter(Boolean).join('&');
    return `${options.base}/${options.path ? options.path(id) : `${encodeURIComponent(id)}.json`}${query ? `?${query}` : ''}`;
  };
  return async (id, etag) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function') return { kind: 'failed', reason: 'this browser cannot fetch' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (etag) headers['If-None-Match'] = etag;
      const bucket = options.bucket?.(id);
      const response = await doFetch(urlOf(id, bucket), {
        cache: 'no-store',
        headers,
        signal: controller.signal,
      });
      if (response.status === 304) return { kind: 'notModified' };
      if (response.status === 404) return { kind: 'notFound' };
      if (!response.ok) return { kind: 'failed', reason: `the server answered ${response.status}` };
      const text = await response.text();
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        return { kind: 'failed', reason: 'the answer is not JSON' };
      }
      const version = Number(response.headers.get('X-Screen-Version') ?? NaN);
      // What this borrower was served, for the field reports: an experiment's variant (X-Screen-Variant) and the bucket asked with.
      const variant = response.headers.get('X-Screen-Variant');
      return {
        kind: 'ok',
        document,
        etag: response.headers.get('ETag'),
        version: Number.isInteger(version) ? version : null,
        ...(variant ? { variant } : {}),
        ...(bucket !== undefined ? { bucket } : {}),
      };
    } catch (err) {
      if (controller.signal.aborted) return { kind: 'failed', reason: `no answer within ${timeoutMs / 1000} s` };
      return { kind: 'failed', reason: err instanceof Error ? err.message : String(err) };
    } finally {
      clearTimeout(timer);
    }
  };
}
