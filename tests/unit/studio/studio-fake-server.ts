/**
 * A fake of the server's /studio-api behind a stubbed fetch, for the studio's jsdom tests: sessions (sign-in, 401 once
 * expired, CSRF checked on writes), screens with versions and channels, drafts, presence, change requests, publish,
 * promote and rollback with their 409s. `failNext` makes the next call of a route answer something else.
 */
import { vi } from 'vitest';
import type {
  Channel,
  ChangeRequest,
  Draft,
  Presence,
  Problem,
  ReleaseInfo,
  ScreenRoute,
  SessionUser,
  VersionInfo,
} from '../../../studio/studio-api.ts';

/** A stored version with its text (versions start at 1; 0 is the bundled copy). */
export interface FakeVersion extends VersionInfo {
  text: string;
}

/** A screen of the fake store. */
export interface FakeScreen {
  id: string;
  title: string;
  routes: ScreenRoute[];
  bundledText: string;
  versions?: FakeVersion[];
  live?: Partial<Record<Channel, number>>;
  reviewRequired?: boolean;
  money?: boolean;
  drafts?: Record<string, Draft>;
}

/** A request the fake saw. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer to force: a status and body, or no answer at all. */
export type FakeAnswer = 'offline' | { status: number; body: unknown };

/** An editor (signed in by default). */
export const ana: SessionUser = { id: 'u-ana', name: 'Ana Reyes', email: 'ana@hatid.test', role: 'editor' };
/** A reviewer. */
export const rey: SessionUser = { id: 'u-rey', name: 'Rey Cruz', email: 'rey@hatid.test', role: 'reviewer' };
/** A viewer. */
export const vic: SessionUser = { id: 'u-vic', name: 'Vic Lim', email: 'vic@hatid.test', role: 'viewer' };
/** Every fake account's password. */
export const password = 'correct horse battery';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const meta = ({ text: _text, ...info }: FakeVersion): VersionInfo => info;
const bundled: VersionInfo = { version: 0, at: '', author: 'bundled', reason: 'Bundled with the app', baseVersion: 0 };

/** Installs the fake as `fetch`; `signedIn` starts with a session. Returns its state to arrange and inspect. */
export function installFakeServer(options: { screens: FakeScreen[]; signedIn?: SessionUser | null; validate?(text: string): Problem[] }) {
  const state = {
    session: options.signedIn === undefined ? ana : options.signedIn,
    expired: false,
    users: [ana, rey, vic],
    screens: new Map(options.screens.map((s) => [s.id, { ...s, versions: [...(s.versions ?? [])], drafts: { ...(s.drafts ?? {}) } }])),
    live: new Map(options.screens.map((s) => [s.id, { staging: s.live?.staging ?? 0, production: s.live?.production ?? 0 }])),
    releases: new Map<string, ReleaseInfo[]>(),
    changeRequests: [] as ChangeRequest[],
    others: [] as Presence[],
    calls: [] as FakeCall[],
    forced: new Map<string, FakeAnswer[]>(),
    now: '2026-03-03T10:00:00.000Z',
  };
  const csrf = 'csrf-token-1';
  const screenOf = (id: string) => {
    const s = state.screens.get(id);
    if (!s) throw new Error(`no screen ${id}`);
    return s;
  };
  const latest = (id: string) => screenOf(id).versions.reduce<FakeVersion | null>((top, v) => (top && top.version > v.version ? top : v), null);
  const textOf = (id: string, version: number) =>
    version === 0 ? screenOf(id).bundledText : (screenOf(id).versions.find((v) => v.version === version)?.text ?? '');
  const channelState = (id: string, channel: Channel) => {
    const version = state.live.get(id)![channel];
    const release = (state.releases.get(id) ?? []).find((r) => r.channel === channel);
    return { version, since: release?.at ?? '', by: release?.by ?? 'bundled' };
  };
  const summary = (id: string) => {
    const s = screenOf(id);
    const top = latest(id);
    return {
      id,
      title: s.title,
      routes: s.routes,
      live: { staging: channelState(id, 'staging'), production: channelState(id, 'production') },
      latest: top ? meta(top) : null,
      reviewRequired: s.reviewRequired ?? false,
      money: s.money ?? false,
      openChangeRequests: state.changeRequests.filter((c) => c.screenId === id && c.status === 'open').length,
      hasMyDraft: state.session !== null && s.drafts[state.session.id] !== undefined,
      find: { texts: [], widgets: [], endpoints: [] },
    };
  };
  const release = (id: string, channel: Channel, version: number, kind: ReleaseInfo['kind']) => {
    state.live.get(id)![channel] = version;
    state.releases.set(id, [{ channel, version, kind, by: state.session!.name, at: state.now }, ...(state.releases.get(id) ?? [])]);
  };
  const store = (id: string, entry: { text: string; reason: string; baseVersion: number; rollbackOf?: number; changeRequestId?: number }) => {
    const version: FakeVersion = { version: (latest(id)?.version ?? 0) + 1, at: state.now, author: state.session!.name, ...entry };
    screenOf(id).versions.push(version);
    return version;
  };
  const stale = (id: string, baseVersion: number) => {
    const top = latest(id);
    return (top?.version ?? 0) !== baseVersion ? json({ code: 'stale', message: 'stale', published: top ? meta(top) : null }, 409) : null;
  };

  function answer(method: string, path: string, body: Record<string, unknown>, headers: Headers): Response {
    if (method === 'POST' && path === '/auth/sign-in/email') {
      const user = state.users.find((u) => u.email === body.email);
      if (!user || body.password !== password) return json({ code: 'signed-out', message: 'Invalid email or password' }, 401);
      state.session = user;
      state.expired = false;
      return json({});
    }
    if (state.session === null || state.expired) return json({ code: 'signed-out', message: 'Sign in to use the studio.' }, 401);
    if (method === 'POST' && headers.get('X-CSRF-Token') !== csrf) return json({ code: 'csrf', message: 'Missing CSRF token' }, 403);
    if (method === 'GET' && path === '/session') return json({ user: state.session, csrfToken: csrf, sandbox: true });
    if (method === 'POST' && path === '/auth/sign-out') {
      state.session = null;
      return json({});
    }
    if (path === '/screens') return json({ screens: [...state.screens.keys()].map(summary) });
    if (path === '/validate') return json({ problems: options.validate?.(String(body.text)) ?? [] });
    if (path === '/scenarios') return json({ scenarios: ['default'] });
    // The screens here have no QA fixtures: publishing waits for none (studio/fixture/fixture-runs.ts).
    if (path.startsWith('/fixtures?')) return json({ fixtures: [] });
    if (path.startsWith('/change-requests')) {
      const status = new URLSearchParams(path.split('?')[1] ?? '').get('status');
      return json({ changeRequests: state.changeRequests.filter((c) => status === null || c.status === status) });
    }
    if (path.startsWith('/audit')) return json({ entries: [] });
    if (path === '/users') return json({ users: state.users.map((u) => ({ ...u, disabled: false, createdAt: state.now })) });
    const m = /^\/screens\/([^/]+)(?:\/(.+))?$/.exec(path);
    if (!m || !state.screens.has(decodeURIComponent(m[1]!))) return json({ code: 'not-found', message: `Not found: ${method} ${path}` }, 404);
    const id = decodeURIComponent(m[1]!);
    const rest = m[2] ?? '';
    const s = screenOf(id);
    const live = state.live.get(id)!;
    const me = state.session;
    if (method === 'GET' && rest === '') {
      return json({
        ...summary(id),
        text: textOf(id, live.production),
        stagingText: textOf(id, live.staging),
        bundledText: s.bundledText,
        draft: s.drafts[me.id] ?? null,
      });
    }
    if (method === 'GET' && rest === 'versions')
      return json({
        versions: [...s.versions]
          .sort((a, b) => b.version - a.version)
          .map(meta)
          .concat(bundled),
      });
    const v = /^versions\/(\d+)$/.exec(rest);
    if (method === 'GET' && v)
      return json(Number(v[1]) === 0 ? { ...bundled, text: s.bundledText } : s.versions.find((x) => x.version === Number(v[1])));
    if (method === 'GET' && rest === 'releases') return json({ releases: state.releases.get(id) ?? [] });
    if (rest === 'draft') {
      s.drafts[me.id] = { text: String(body.text), baseVersion: Number(body.baseVersion), updatedAt: state.now };
      return json({ draft: s.drafts[me.id], others: state.others });
    }
    if (rest === 'draft/discard') {
      delete s.drafts[me.id];
      return json({});
    }
    if (rest === 'presence') return json({ others: state.others });
    const edit = body as { text: string; baseVersion: number; reason: string; target: Channel };
    if (rest === 'change-requests') {
      const refused = stale(id, edit.baseVersion);
      if (refused) return refused;
      const cr: ChangeRequest = {
        id: state.changeRequests.length + 1,
        screenId: id,
        author: me.name,
        authorId: me.id,
        reason: edit.reason,
        baseVersion: edit.baseVersion,
        target: edit.target,
        status: 'open',
        money: s.money ?? false,
        createdAt: state.now,
        updatedAt: state.now,
        publishedVersion: null,
        reviews: [],
      };
      state.changeRequests.push(cr);
      return json(cr);
    }
    if (rest === 'publish') {
      if (s.money || s.reviewRequired) return json({ code: 'forbidden', message: 'This screen needs review before it goes live.' }, 403);
      const refused = stale(id, edit.baseVersion);
      if (refused) return refused;
      const version = store(id, { text: edit.text, reason: edit.reason, baseVersion: edit.baseVersion });
      release(id, edit.target, version.version, 'publish');
      if (edit.target === 'production') live.staging = version.version;
      return json(meta(version));
    }
    if (rest === 'promote') {
      if (Number(body.baseVersion) !== live.production) {
        const now = channelState(id, 'production');
        return json({ code: 'stale', message: `Version ${now.version} was made live on production by ${now.by} meanwhile.` }, 409);
      }
      release(id, 'production', Number(body.version), 'promote');
      return json(channelState(id, 'production'));
    }
    if (rest === 'rollback') {
      const channel = body.channel as Channel;
      if (Number(body.baseVersion) !== live[channel])
        return json({ code: 'stale', message: `Version ${live[channel]} is live on ${channel} now.` }, 409);
      const target = Number(body.version);
      const reason = typeof body.reason === 'string' ? body.reason : `Rollback to version ${target}`;
      const version = store(id, { text: textOf(id, target), reason, baseVersion: latest(id)?.version ?? 0, rollbackOf: target });
      release(id, channel, version.version, 'rollback');
      return json(meta(version));
    }
    return json({ code: 'not-found', message: `Not found: ${method} ${path}` }, 404);
  }

  const handler = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://studio.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/studio-api/, '') + url.search;
    state.calls.push({ method, path, body });
    const forced = state.forced.get(`${method} ${path}`)?.shift();
    if (forced === 'offline') throw new TypeError('Failed to fetch');
    if (forced) return json(forced.body, forced.status);
    return answer(method, path, (body ?? {}) as Record<string, unknown>, new Headers(init?.headers));
  });
  vi.stubGlobal('fetch', handler);
  return {
    state,
    fetch: handler,
    posts: (path?: string) => state.calls.filter((c) => c.method === 'POST' && (path === undefined || c.path === path)),
    /** The next call of `method path` (path without /studio-api) answers `forced`. */
    failNext: (route: string, forced: FakeAnswer) => state.forced.set(route, [...(state.forced.get(route) ?? []), forced]),
  };
}
