/**
 * The studio's connection to the server's `/studio-api`: one per studio page (StudioApp makes it, tests make their
 * own), holding the signed-in session's CSRF token for every write. Every write is a JSON POST carrying the token
 * (X-CSRF-Token); the session cookie is HttpOnly and SameSite=Strict. A 2xx answer resolves with its JSON; anything
 * else THROWS a StudioApiError with the status, the server's `code` and `message` and, where sent, `problems` (422)
 * and `published` (409 'stale'). No answer at all is status 0. A 401 (no session, or it expired) also tells the
 * `onSignedOut` listeners: that is the one place an ended session is noticed (the session hook listens).
 */
import type { Problem, VersionInfo } from '../studio-api-types.ts';
import { StudioApiError } from './studio-api-error.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** A connection to the studio API. */
export interface StudioClient {
  /** GET `path` (under /studio-api), or POST `body` as JSON with the CSRF token when one is given. */
  request<T>(path: string, body?: unknown): Promise<T>;
  /** Keeps the session's CSRF token for every later write ('' once signed out). */
  setCsrfToken(token: string): void;
  /** Calls `listener` whenever a call answers 401; returns the unsubscribe. */
  onSignedOut(listener: () => void): () => void;
}

/** Options of createStudioClient. */
export interface StudioClientOptions {
  /** Where the API lives (default /studio-api). */
  base?: string;
  /** The fetch to use (default: the page's, looked up at each call so a test's stub applies). */
  fetch?: typeof fetch;
}

const isProblem = (value: unknown): value is Problem => isRecord(value) && typeof value.pointer === 'string' && typeof value.message === 'string';
const isVersion = (value: unknown): value is VersionInfo => isRecord(value) && typeof value.version === 'number' && typeof value.author === 'string';

/** A new connection, signed out until a session answer gives it a token. */
export function createStudioClient({ base = '/studio-api', fetch: fetchFn }: StudioClientOptions = {}): StudioClient {
  let csrfToken = '';
  const signedOutListeners = new Set<() => void>();

  async function request<T>(path: string, body?: unknown): Promise<T> {
    const post = body !== undefined;
    let response: Response;
    try {
      response = await (fetchFn ?? globalThis.fetch)(`${base}${path}`, {
        method: post ? 'POST' : 'GET',
        credentials: 'same-origin',
        headers: post
          ? { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrfToken }
          : { Accept: 'application/json' },
        body: post ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      throw new StudioApiError(0, `The studio server did not answer: ${err instanceof Error ? err.message : String(err)}`, [], null, 'no-answer');
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    if (!response.ok) {
      const info = isRecord(answer) ? answer : {};
      const message = typeof info.message === 'string' ? info.message : `The studio server answered ${response.status}.`;
      const problems = Array.isArray(info.problems) ? info.problems.filter(isProblem) : [];
      const published = isVersion(info.published) ? info.published : null;
      const code = typeof info.code === 'string' ? info.code : '';
      if (response.status === 401) for (const listener of signedOutListeners) listener();
      throw new StudioApiError(response.status, message, problems, published, code);
    }
    return answer as T;
  }

  return {
    request,
    setCsrfToken: (token) => {
      csrfToken = token;
    },
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
  };
}
