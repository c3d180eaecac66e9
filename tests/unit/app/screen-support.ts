/** Helpers of the screen loader tests: a Storage in memory (that can be made full or blocked) and a scripted fetch. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screens');

/** screens/<id>.json as it is on disk (the bundled copy). */
export function bundledScreen(id: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(screensDir, `${id}.json`), 'utf8')) as Record<string, unknown>;
}

/** localStorage in memory; `full` refuses every write, `blocked` refuses everything. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  blocked = false;
  /** Refuses writes once the total stored text would pass this many characters. */
  limit = Infinity;
  get length() {
    this.check();
    return this.items.size;
  }
  key(index: number) {
    this.check();
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    this.check();
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.check();
    const others = [...this.items].filter(([k]) => k !== key).reduce((n, [, v]) => n + v.length, 0);
    if (this.full || others + value.length > this.limit) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.check();
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  private check() {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
  }
}

/** One request the fake fetch saw. */
export interface SeenRequest {
  url: string;
  cache: RequestCache | undefined;
  ifNoneMatch: string | null;
}

/** A fetch that answers with `answer` (a Response, an error to throw, or 'hang' until aborted) and records requests. */
export function scriptedFetch(answer: () => Response | Error | 'hang') {
  const seen: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    seen.push({ url: String(input), cache: init?.cache, ifNoneMatch: new Headers(init?.headers).get('If-None-Match') });
    const next = answer();
    if (next === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { fetch, seen };
}

/** A 200 answer with a JSON body and an ETag. */
export function jsonAnswer(body: unknown, etag = '"v1"', version = 1): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag, 'X-Screen-Version': String(version) },
  });
}
