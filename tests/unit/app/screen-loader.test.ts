/**
 * Runtime delivery: the published screen when the server answers with a valid one (then kept on the device), else
 * the device's last good copy, else the copy built into the app — on network errors, timeouts, 404s and invalid or
 * unreadable documents alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenCache, screenCacheKey } from '../../../adapters/screen-cache.ts';
import { createScreenFetch } from '../../../adapters/screen-fetch.ts';
import { bucketOf } from '../../../adapters/rollout-bucket.ts';
import { loadBundledDocument, type LoadedScreen, type ScreenSource } from '../../../app/load-screen.ts';
import { createScreenLoader, defaultScreenLoader, type ScreenLoaderParts } from '../../../app/screen-loader.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { walkDocument } from '../../../renderer/core/validation/node-slots.ts';
import { bundledScreen, jsonAnswer, MemoryStorage, scriptedFetch } from './screen-support.ts';

const v1File = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../renderer/migrations/complain-details.v1.json');
const id = 'complaint-list';
// The loader draws a document in the page's language (English here): a translated title by its English.
const titleText = bundledScreen(id).title as unknown;
const bundledTitle = typeof titleText === 'object' && titleText !== null ? String((titleText as { en: unknown }).en) : String(titleText);
const remoteDoc = { ...bundledScreen(id), title: 'Published list' };
const cachedDoc = { ...bundledScreen(id), title: 'Kept list' };
const invalidDoc = { ...bundledScreen(id), title: 'Broken list', body: [{ type: 'text', variant: 'huge' }] };

function setup(answer: Parameters<typeof scriptedFetch>[0], options: { cached?: unknown; timeoutMs?: number } = {}) {
  const storage = new MemoryStorage();
  if (options.cached !== undefined)
    storage.setItem(screenCacheKey(id), JSON.stringify({ etag: '"kept"', document: options.cached, savedAt: '2024-05-01T00:00:00.000Z' }));
  const net = scriptedFetch(answer);
  const logger = { error: vi.fn<(message: string, pointer: string) => void>() };
  const load = createScreenLoader({
    fetchScreen: createScreenFetch({ base: '/screens', fetch: net.fetch, timeoutMs: options.timeoutMs ?? 4000 }),
    cache: createScreenCache({ backing: storage }),
    bundled: loadBundledDocument,
  });
  return { storage, net, logger, load: () => load(id, logger) };
}

const titleOf = (loaded: LoadedScreen) => (loaded.ok ? { source: loaded.source, title: loaded.document.title } : loaded);
const kept = (storage: MemoryStorage) => {
  const raw = storage.getItem(screenCacheKey(id));
  return raw === null ? null : (JSON.parse(raw) as { etag: string | null; document: { title: string } });
};
const messages = (logger: { error: { mock: { calls: [string, string][] } } }) => logger.error.mock.calls.map(([m]) => m).join('\n');

describe('the screen loader', () => {
  afterEach(() => localStorage.clear());

  it('draws a valid published screen and keeps it with its ETag', async () => {
    const { storage, net, logger, load } = setup(() => jsonAnswer(remoteDoc, '"abc"'));
    expect(titleOf(await load())).toEqual({ source: 'remote', title: 'Published list' });
    expect(net.seen).toEqual([{ url: '/screens/complaint-list.json', cache: 'no-store', ifNoneMatch: null }]);
    expect(kept(storage)).toMatchObject({ etag: '"abc"', document: { title: 'Published list' } });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('asks with the kept ETag and draws the kept copy on 304', async () => {
    const { net, logger, load } = setup(() => new Response(null, { status: 304 }), { cached: cachedDoc });
    expect(titleOf(await load())).toEqual({ source: 'cache', title: 'Kept list' });
    expect(net.seen[0]?.ifNoneMatch).toBe('"kept"');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('draws the kept copy when the network fails', async () => {
    const { logger, load } = setup(() => new TypeError('Failed to fetch'), { cached: cachedDoc });
    expect(titleOf(await load())).toEqual({ source: 'cache', title: 'Kept list' });
    expect(messages(logger)).toMatch(/could not be fetched \(Failed to fetch\); the last good copy kept on this device is used/);
  });

  it('draws the kept copy when the server answers 500', async () => {
    const { load } = setup(() => new Response('oops', { status: 500 }), { cached: cachedDoc });
    expect(titleOf(await load())).toEqual({ source: 'cache', title: 'Kept list' });
  });

  it('stops waiting after the time limit: the kept copy, else the built-in one', async () => {
    const withCopy = setup(() => 'hang', { cached: cachedDoc, timeoutMs: 30 });
    expect(titleOf(await withCopy.load())).toEqual({ source: 'cache', title: 'Kept list' });
    expect(messages(withCopy.logger)).toMatch(/no answer within 0.03 s/);
    const without = setup(() => 'hang', { timeoutMs: 30 });
    expect(titleOf(await without.load())).toEqual({ source: 'bundled', title: bundledTitle });
  });

  it('refuses an invalid published screen, logs where it is wrong, and draws the kept copy without replacing it', async () => {
    const { storage, logger, load } = setup(() => jsonAnswer(invalidDoc, '"bad"'), { cached: cachedDoc });
    expect(titleOf(await load())).toEqual({ source: 'cache', title: 'Kept list' });
    expect(logger.error.mock.calls.some(([, pointer]) => pointer.startsWith('/body/0'))).toBe(true);
    expect(messages(logger)).toMatch(/the published document is not valid .*the last good copy kept on this device is used/);
    expect(kept(storage)).toMatchObject({ etag: '"kept"', document: { title: 'Kept list' } });
  });

  it('draws the built-in copy when the published screen is invalid and nothing is kept', async () => {
    const { storage, logger, load } = setup(() => jsonAnswer(invalidDoc));
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(logger.error.mock.calls.some(([, pointer]) => pointer.startsWith('/body/0'))).toBe(true);
    expect(kept(storage)).toBeNull();
  });

  it('draws the built-in copy on 404', async () => {
    const { logger, load } = setup(() => new Response('{"message":"no such screen"}', { status: 404 }));
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(messages(logger)).toMatch(/the server has no such screen; the copy built into the app is used/);
  });

  it('ignores and removes a corrupt kept copy', async () => {
    const { storage, net, load } = setup(() => new TypeError('offline'));
    storage.setItem(screenCacheKey(id), '{"etag": "x", "docu');
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(net.seen[0]?.ifNoneMatch).toBeNull();
    expect(storage.getItem(screenCacheKey(id))).toBeNull();
  });

  it('drops a kept copy this build cannot draw any more and uses the built-in one', async () => {
    const { storage, logger, load } = setup(() => new TypeError('offline'), { cached: invalidDoc });
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(storage.getItem(screenCacheKey(id))).toBeNull();
    expect(messages(logger)).toMatch(/no longer works with this app/);
  });

  it('migrates a published version 1 screen and draws it', async () => {
    const v1 = { ...(JSON.parse(fs.readFileSync(v1File, 'utf8')) as Record<string, unknown>), title: 'Old details' };
    const storage = new MemoryStorage();
    const net = scriptedFetch(() => jsonAnswer(v1));
    const logger = { error: vi.fn() };
    const load = createScreenLoader({
      fetchScreen: createScreenFetch({ base: '/screens', fetch: net.fetch }),
      cache: createScreenCache({ backing: storage }),
      bundled: loadBundledDocument,
    });
    const loaded = await load('complain-details', logger);
    expect(titleOf(loaded)).toEqual({ source: 'remote', title: 'Old details' });
    if (!loaded.ok) return;
    const paths: string[] = [];
    walkDocument(loaded.document, { action: (a) => void (typeof a.path === 'string' && paths.push(a.path)) });
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('=state.'))).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
    // The copy kept is the document as it was published.
    expect(JSON.parse(storage.getItem(screenCacheKey('complain-details')) ?? 'null')).toMatchObject({ document: { schemaVersion: 1 } });
  });

  it('refuses a published screen written for a newer app and says so', async () => {
    const { logger, load } = setup(() => jsonAnswer({ ...remoteDoc, schemaVersion: 3 }), { cached: cachedDoc });
    expect(titleOf(await load())).toEqual({ source: 'cache', title: 'Kept list' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('written for a newer app (schemaVersion 3)'), '/schemaVersion');
  });

  it('takes the page’s own copy (a server-drawn page) as it is: no request, no bundled copy, no validation', async () => {
    const net = scriptedFetch(() => jsonAnswer(remoteDoc));
    const bundled = vi.fn(loadBundledDocument);
    const prepare = vi.fn<NonNullable<ScreenLoaderParts['prepare']>>(async (raw, _logger, source) => ({
      ok: true,
      document: raw as ScreenDocument,
      source,
    }));
    const readyBundled = vi.fn(async (doc: unknown, source: ScreenSource): Promise<LoadedScreen> => ({
      ok: true,
      document: doc as ScreenDocument,
      source,
    }));
    const make = (document: unknown) =>
      createScreenLoader({
        fetchScreen: createScreenFetch({ base: '/screens', fetch: net.fetch }),
        cache: createScreenCache({ backing: new MemoryStorage() }),
        bundled,
        prepare,
        readyBundled,
        inlined: (screen) => (screen === id ? { etag: '"v7"', version: 7, document } : undefined),
      });
    const loaded = await make(remoteDoc)(id, { error: vi.fn() });
    expect(titleOf(loaded)).toEqual({ source: 'remote', title: 'Published list' });
    expect(readyBundled).toHaveBeenCalledWith(remoteDoc, 'remote');
    expect(bundled).not.toHaveBeenCalled();
    expect(prepare).not.toHaveBeenCalled();
    expect(net.seen).toEqual([]);
    // A copy of another schemaVersion is migrated and validated as any copy is.
    const older = { ...remoteDoc, schemaVersion: 1 };
    await make(older)(id, { error: vi.fn() });
    expect(prepare).toHaveBeenCalledWith(older, expect.anything(), 'remote', expect.anything());
  });

  it('is the default: fetches from /screens with the borrower’s bucket and keeps the copy in localStorage', async () => {
    const net = scriptedFetch(() => jsonAnswer(remoteDoc, '"d1"'));
    vi.stubGlobal('fetch', net.fetch);
    window.history.replaceState(null, '', '/complainPage?deviceId=dev-42');
    const loaded = await defaultScreenLoader(id, { error: vi.fn() });
    window.history.replaceState(null, '', '/');
    expect(titleOf(loaded)).toEqual({ source: 'remote', title: 'Published list' });
    // The bucket of the page's deviceId for this screen, never the id itself. The field reports of earlier tests may
    // go out through the same global fetch meanwhile (their sender waits seconds, longer on a busy machine).
    const screenRequests = net.seen.map((r) => r.url).filter((url) => url.startsWith('/screens/'));
    expect(screenRequests).toEqual([`/screens/complaint-list.json?bucket=${bucketOf('dev-42', id)}`]);
    expect(JSON.parse(localStorage.getItem(screenCacheKey(id)) ?? 'null')).toMatchObject({ etag: '"d1"' });
  });
});

describe('the screen loader and the field reports', () => {
  afterEach(() => localStorage.clear());

  it('names each drawing by the version drawn, and a refused published version', async () => {
    vi.useFakeTimers();
    const { queued } = await import('../../../adapters/field-reports.ts');
    queued.length = 0;
    const good = setup(() => jsonAnswer(remoteDoc, '"abc"', 12));
    await good.load();
    const broken = setup(() => jsonAnswer(invalidDoc, '"bad"', 13), { cached: cachedDoc });
    await broken.load();
    vi.useRealTimers();
    expect(queued.map(([view, entry]) => [entry, view])).toEqual([
      ['end', undefined],
      ['start', { screen: id, version: 12, source: 'remote', refused: undefined }],
      ['end', undefined],
      ['start', { screen: id, version: undefined, source: 'cache', refused: 13 }],
    ]);
  });

  it('names the experiment variant and rollout bucket served, also when the kept copy is drawn later', async () => {
    vi.useFakeTimers();
    const { queued } = await import('../../../adapters/field-reports.ts');
    queued.length = 0;
    const storage = new MemoryStorage();
    const answers = [
      () => {
        const res = jsonAnswer(remoteDoc, '"b7"', 7);
        res.headers.set('X-Screen-Variant', 'B');
        return res;
      },
      () => new Error('offline'),
    ];
    for (const answer of answers) {
      const load = createScreenLoader({
        fetchScreen: createScreenFetch({ base: '/screens', fetch: scriptedFetch(answer).fetch, bucket: () => 42 }),
        cache: createScreenCache({ backing: storage }),
        bundled: loadBundledDocument,
      });
      await load(id, { error: vi.fn() });
    }
    vi.useRealTimers();
    expect(queued.filter(([, entry]) => entry === 'start').map(([view]) => view)).toEqual([
      { screen: id, version: 7, variant: 'B', bucket: 42, source: 'remote' },
      { screen: id, version: 7, variant: 'B', bucket: 42, source: 'cache' },
    ]);
  });
});
