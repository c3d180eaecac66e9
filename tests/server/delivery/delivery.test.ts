/** Delivery: headers, 304, HEAD, gzip, channels, path tricks, invalidation by NOTIFY, the safety expiry, and a database that goes down. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDelivery, type Delivery } from '../../../server/delivery/index.ts';
import { createStore, loadBundledScreens, loadCapabilities, type Store, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const bundled = loadBundledScreens();
const capabilities = loadCapabilities();
let t: TestDatabase;
let store: Store;
let delivery: Delivery;
let cast: Awaited<ReturnType<typeof addCast>>;
let now = 0;

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

beforeAll(async () => {
  t = await openTestDatabase();
  // No onScreenChanged: this delivery learns of changes only by NOTIFY (or its expiry, an hour away unless moved).
  store = createStore(t.database, { bundled });
  delivery = await createDelivery({ database: t.database, bundled, capabilities, maxAgeMs: 3600_000, clock: () => now });
  cast = await addCast(t.database.db);
  for (const id of ['customer-service', 'about-us', 'site-about']) value(await store.setReviewRequired(id, cast.admin, false));
});
afterAll(async () => {
  await delivery.close();
  await t.drop();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => delivery.app.request(path, { method, headers });
const versionOf = async (path: string) => (await get(path)).headers.get('X-Screen-Version');

describe('serving screens', () => {
  it('serves the bundled copy with an ETag, no-cache and its version, and 304 on a matching If-None-Match', async () => {
    const res = await get('/screens/customer-service.json');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(bundled.get('customer-service')?.text);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('X-Screen-Version')).toBe('0');
    const etag = res.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const again = await get('/screens/customer-service.json', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect((await get('/screens/customer-service.json', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get('/screens/customer-service.json', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('sends the screen gzip-compressed to a client that accepts it, with the weak form of its ETag, and Vary on every answer', async () => {
    const text = bundled.get('about-us')?.text ?? '';
    const plain = await get('/screens/about-us.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    // app.request hands back the bytes as sent (no fetch in between that would unzip them).
    const zipped = await get('/screens/about-us.json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    // A strong ETag names the bytes: the gzip copy's must differ from the plain one's (RFC 9110 8.8.3); the weak form of
    // it says the same document, and If-None-Match compares weakly: either form kept by a client gets its 304.
    expect(plain.headers.get('ETag')).toMatch(/^"/);
    expect(zipped.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(gunzipSync(bytes).toString()).toBe(text);
    const head = await get('/screens/about-us.json', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect([head.headers.get('Content-Encoding'), head.headers.get('Content-Length')]).toEqual(['gzip', String(bytes.byteLength)]);
    const again = await get('/screens/about-us.json', { 'Accept-Encoding': 'gzip', 'If-None-Match': plain.headers.get('ETag') ?? '' });
    expect([again.status, again.headers.get('Vary'), again.headers.get('ETag')]).toEqual([304, 'Accept-Encoding', zipped.headers.get('ETag')]);
    for (const [kept, encoding] of [
      [zipped.headers.get('ETag'), 'gzip'],
      [zipped.headers.get('ETag'), ''],
    ]) {
      const revalidated = await get('/screens/about-us.json', { 'Accept-Encoding': encoding ?? '', 'If-None-Match': kept ?? '' });
      expect([revalidated.status, revalidated.headers.get('ETag')]).toEqual([304, encoding ? kept : plain.headers.get('ETag')]);
    }
    for (const refused of ['gzip;q=0', 'br', 'identity', 'gzip;q=0, *', '*;q=0'])
      expect((await get('/screens/about-us.json', { 'Accept-Encoding': refused })).headers.get('Content-Encoding'), refused).toBeNull();
    for (const taken of ['*', 'br;q=1, gzip;q=0.5', 'GZIP'])
      expect((await get('/screens/about-us.json', { 'Accept-Encoding': taken })).headers.get('Content-Encoding'), taken).toBe('gzip');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/screens/about-us.json', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"/);
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(bundled.get('about-us')?.text ?? '')));
    expect(await res.text()).toBe('');
  });

  it('serves /capabilities.json (this build’s manifest)', async () => {
    const res = await get('/capabilities.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(capabilities.current);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('X-Screen-Version')).toBeNull();
    expect((await get('/capabilities.json', { 'If-None-Match': res.headers.get('ETag') ?? '' })).status).toBe(304);
  });

  it('answers 404 for every path trick and every id that is not a bundled screen', async () => {
    const tricks = [
      '/screens/..%2Fpackage.json',
      '/screens/..%2F..%2Fpackage.json',
      '/screens/%2e%2e%2fpackage.json',
      '/screens/..%5Cpackage.json',
      '/screens/customer-service.json%00',
      '/screens/customer-service.json/',
      '/screens/customer-service.json/x.json',
      '/screens/sub%2Fcustomer-service.json',
      '/screens/nope.json',
      '/screens/__proto__.json',
      '/screens/constructor.json',
      '/screens/.json',
      '/screens/',
      '/staging/screens/..%2Fpackage.json',
      '/staging/package.json',
      '/staging/screens/nope.json',
    ];
    for (const path of tricks) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // routes.json is the routes of screens made in the studio live on the channel, never the repository's route file.
    const routes = await get('/screens/routes.json');
    expect(routes.status).toBe(200);
    expect(await routes.json()).toEqual([]);
  });
});

describe('channels and invalidation', () => {
  it('serves a publish on its channel as soon as the NOTIFY arrives, and nothing earlier', async () => {
    expect(await versionOf('/staging/screens/customer-service.json')).toBe('0');
    expect(await versionOf('/screens/customer-service.json')).toBe('0');
    const text = retitled(bundled.get('customer-service')?.text ?? '', 'Help');
    value(await store.publish('customer-service', cast.editor, { text, baseVersion: 0, reason: 'staging try', target: 'staging' }));
    // The NOTIFY is delivered after the commit; wait for it (the expiry is an hour away, so only it can do this).
    await vi.waitFor(async () => expect(await versionOf('/staging/screens/customer-service.json')).toBe('1'), { timeout: 5000, interval: 20 });
    const res = await get('/staging/screens/customer-service.json');
    expect(await res.text()).toBe(text);
    expect(await versionOf('/screens/customer-service.json')).toBe('0');
    value(await store.promote('customer-service', cast.reviewer, { version: 1, baseVersion: 0 }));
    await vi.waitFor(async () => expect(await versionOf('/screens/customer-service.json')).toBe('1'), { timeout: 5000, interval: 20 });
  });

  it('keeps serving its cached copy when no notification comes, until the safety expiry', async () => {
    const quiet = await createDelivery({
      database: { db: t.database.db, listen: async () => async () => undefined },
      bundled,
      capabilities,
      maxAgeMs: 10_000,
      clock: () => now,
    });
    expect(await versionOf('/screens/about-us.json')).toBe('0');
    const quietVersion = async () => (await quiet.app.request('/screens/about-us.json')).headers.get('X-Screen-Version');
    expect(await quietVersion()).toBe('0');
    value(
      await store.publish('about-us', cast.editor, {
        text: retitled(bundled.get('about-us')?.text ?? '', 'Us'),
        baseVersion: 0,
        reason: 'x',
        target: 'production',
      }),
    );
    await vi.waitFor(async () => expect(await versionOf('/screens/about-us.json')).toBe('1'), { timeout: 5000, interval: 20 });
    expect(await quietVersion()).toBe('0');
    now += 10_001;
    // Past the expiry the old copy is served once more while a fresh one loads, then the new one.
    await vi.waitFor(async () => expect(await quietVersion()).toBe('1'), { timeout: 5000, interval: 20 });
    await quiet.close();
  });

  it('serves a rollback to the bundled copy', async () => {
    value(await store.rollback('customer-service', cast.reviewer, { version: 0, channel: 'production', baseVersion: 1 }));
    await vi.waitFor(async () => expect(await versionOf('/screens/customer-service.json')).toBe('2'), { timeout: 5000, interval: 20 });
    expect(await (await get('/screens/customer-service.json')).text()).toBe(bundled.get('customer-service')?.text);
  });
});

describe('database down', () => {
  it('keeps serving cached screens and the bundled copy of the rest, never a 500', async () => {
    expect(await versionOf('/screens/about-us.json')).toBe('1');
    expect(await versionOf('/screens/customer-service.json')).toBe('2');
    await t.database.close();
    now += 3600_001;
    for (let i = 0; i < 3; i++) {
      const cached = await get('/screens/about-us.json');
      expect(cached.status).toBe(200);
      expect(cached.headers.get('X-Screen-Version')).toBe('1');
      expect(await cached.text()).toContain('"Us"');
      const never = await get('/screens/site-about.json');
      expect(never.status).toBe(200);
      expect(never.headers.get('X-Screen-Version')).toBe('0');
      expect(await never.text()).toBe(bundled.get('site-about')?.text);
      expect((await get('/staging/screens/loan-details.json')).status).toBe(200);
    }
  });
});
