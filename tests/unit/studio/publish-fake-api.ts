/** A fake `/studio-api` behind a stubbed fetch for the publish and history tests: versions, publish, rollback, calls. */
import { vi } from 'vitest';

/** A stored version in the fake store. */
export interface FakeVersion {
  version: number;
  at: string;
  author: string;
  message: string;
  rollbackOf?: number;
  text: string;
}

/** A request the fake saw. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** How the next publish answers: normally (store a version), or with a status and body, or a network failure. */
export type PublishAnswer = 'store' | 'offline' | { status: number; body: unknown };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function meta({ text: _text, ...rest }: FakeVersion) {
  return rest;
}

/** Installs the fake as `fetch`; returns its state to arrange and inspect. */
export function installFakeStudioApi(options: { id: string; bundledText: string; versions?: FakeVersion[] }) {
  const state = {
    versions: [...(options.versions ?? [])],
    calls: [] as FakeCall[],
    publishAnswer: 'store' as PublishAnswer,
    now: '2026-03-03T10:00:00.000Z',
  };
  const latest = () => state.versions.reduce<FakeVersion | null>((top, v) => (top && top.version > v.version ? top : v), null);
  const store = (entry: Omit<FakeVersion, 'version' | 'at'>) => {
    const version: FakeVersion = { version: (latest()?.version ?? 0) + 1, at: state.now, ...entry };
    state.versions.push(version);
    return meta(version);
  };
  const handler = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://studio.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    state.calls.push({ method, path: url.pathname, body });
    const prefix = `/studio-api/screens/${options.id}`;
    if (method === 'GET' && url.pathname === prefix) {
      const top = latest();
      return json({ id: options.id, text: top?.text ?? options.bundledText, bundledText: options.bundledText, published: top ? meta(top) : null });
    }
    if (method === 'GET' && url.pathname === `${prefix}/history`) {
      return json({ versions: [...state.versions].sort((a, b) => b.version - a.version).map(meta) });
    }
    const versionMatch = url.pathname.match(new RegExp(`^${prefix}/versions/(\\d+)$`));
    if (method === 'GET' && versionMatch) {
      const found = state.versions.find((v) => v.version === Number(versionMatch[1]));
      return found ? json(found) : json({ message: 'No such version' }, 404);
    }
    if (method === 'POST' && url.pathname === `${prefix}/publish`) {
      const answer = state.publishAnswer;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer !== 'store') return json(answer.body, answer.status);
      const request = body as { text: string; message: string; author: string };
      return json(store({ text: request.text, message: request.message, author: request.author }));
    }
    if (method === 'POST' && url.pathname === `${prefix}/rollback`) {
      const request = body as { version: number; author: string; message?: string };
      const source = state.versions.find((v) => v.version === request.version);
      if (!source) return json({ message: 'No such version' }, 404);
      const message = request.message ?? `Rollback to version ${request.version}`;
      return json(store({ text: source.text, author: request.author, message, rollbackOf: request.version }));
    }
    return json({ message: `Not found: ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', handler);
  return { state, fetch: handler, posts: () => state.calls.filter((call) => call.method === 'POST') };
}
