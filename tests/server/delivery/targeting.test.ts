/** App-version targeting: a build gets the newest version in the channel's history that its capability manifest can draw. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawableBy, type Manifest } from '../../../renderer/core/validation/check-capabilities.ts';
import { createDelivery, type Delivery } from '../../../server/delivery/index.ts';
import { createStore, loadBundledScreens, loadCapabilities, type Capabilities, type Store, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const bundled = loadBundledScreens();
const real = loadCapabilities();
// A build between 0.1.0 and this one: everything of this build but the qr-code widget and the lower function.
const { 'qr-code': _qr, ...widgets } = real.current.widgets;
const { lower: _lower, ...functions } = real.current.functions;
const older: Manifest = { ...real.current, app: '0.1.5', widgets, functions };
const capabilities: Capabilities = { current: real.current, released: [...real.released, older] };

let t: TestDatabase;
let store: Store;
let delivery: Delivery;
let cast: Awaited<ReturnType<typeof addCast>>;

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

const base = bundled.get('customer-service')?.text ?? '';
function withQr(title: string): string {
  const doc = JSON.parse(retitled(base, title)) as { body: unknown[] };
  doc.body.push({ type: 'qr-code', value: 'https://example.com/help', label: 'Scan for help' });
  return JSON.stringify(doc, null, 2);
}

beforeAll(async () => {
  t = await openTestDatabase();
  delivery = await createDelivery({ database: t.database, bundled, capabilities, maxAgeMs: 3600_000 });
  store = createStore(t.database, { bundled, onScreenChanged: delivery.invalidate });
  cast = await addCast(t.database.db);
  value(await store.setReviewRequired('customer-service', cast.admin, false));
});
afterAll(async () => {
  await delivery.close();
  await t.drop();
});

const served = async (path: string) => {
  const res = await delivery.app.request(path);
  return { status: res.status, version: res.headers.get('X-Screen-Version') };
};

describe('targeting by app version', () => {
  it('has manifests that tell the two texts apart', () => {
    expect(drawableBy(JSON.parse(retitled(base, 'x')), older)).toBe(true);
    expect(drawableBy(JSON.parse(withQr('x')), older)).toBe(false);
    expect(drawableBy(JSON.parse(withQr('x')), real.current)).toBe(true);
  });

  it('serves a build the newest version it can draw, and the live one to this build, unknown builds and no build', async () => {
    value(
      await store.publish('customer-service', cast.editor, { text: retitled(base, 'Plain'), baseVersion: 0, reason: 'v1', target: 'production' }),
    );
    value(await store.publish('customer-service', cast.editor, { text: withQr('With a code'), baseVersion: 1, reason: 'v2', target: 'production' }));
    expect(await served('/screens/customer-service.json')).toEqual({ status: 200, version: '2' });
    expect(await served(`/screens/customer-service.json?app=${real.current.app}`)).toEqual({ status: 200, version: '2' });
    expect(await served('/screens/customer-service.json?app=9.9.9')).toEqual({ status: 200, version: '2' });
    expect(await served('/screens/customer-service.json?app=')).toEqual({ status: 200, version: '2' });
    expect(await served('/screens/customer-service.json?app=0.1.5')).toEqual({ status: 200, version: '1' });
    const res = await delivery.app.request('/screens/customer-service.json?app=0.1.5');
    expect(await res.text()).toContain('"Plain"');
  });

  it('answers 404 to a build that can draw nothing in the history (it keeps its own copy)', async () => {
    // 0.1.0 reads schemaVersion 1 only; every text here is schemaVersion 2.
    expect(await served('/screens/customer-service.json?app=0.1.0')).toEqual({ status: 404, version: null });
  });

  it('follows a rollback: the history includes the bundled copy, which 0.1.5 can draw', async () => {
    value(await store.publish('customer-service', cast.editor, { text: withQr('Another code'), baseVersion: 2, reason: 'v3', target: 'staging' }));
    // Staging history: 3, 2, 1, 0 — 0.1.5 gets version 1 there too.
    expect(await served('/staging/screens/customer-service.json?app=0.1.5')).toEqual({ status: 200, version: '1' });
    value(await store.rollback('customer-service', cast.reviewer, { version: 0, channel: 'staging', baseVersion: 3 }));
    expect(await served('/staging/screens/customer-service.json?app=0.1.5')).toEqual({ status: 200, version: '4' });
    expect(await served('/staging/screens/customer-service.json')).toEqual({ status: 200, version: '4' });
    expect(await served('/screens/customer-service.json?app=0.1.5')).toEqual({ status: 200, version: '1' });
  });
});
