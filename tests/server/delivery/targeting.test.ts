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

  it('never serves a rolled-back version: a rollback makes the versions released after its target ineligible (issue 29 item 2)', async () => {
    const id = 'about-us';
    const text = bundled.get(id)?.text ?? '';
    const qr = (title: string) => {
      const doc = JSON.parse(retitled(text, title)) as { body: unknown[] };
      doc.body.push({ type: 'qr-code', value: 'https://example.com/about', label: 'Scan' });
      return JSON.stringify(doc, null, 2);
    };
    value(await store.setReviewRequired(id, cast.admin, false));
    const path = `/screens/${id}.json?app=0.1.5`;
    // v1 only this build can draw: 0.1.5 keeps the bundled copy.
    value(await store.publish(id, cast.editor, { text: qr('New look'), baseVersion: 0, reason: 'v1', target: 'production' }));
    expect(await served(path)).toEqual({ status: 200, version: '0' });
    // v2, drawable by 0.1.5, turns out wrong…
    value(await store.publish(id, cast.editor, { text: retitled(text, 'Wrong text'), baseVersion: 1, reason: 'v2', target: 'production' }));
    expect(await served(path)).toEqual({ status: 200, version: '2' });
    // …and is rolled back to v1 (as v3): 0.1.5 must not keep getting v2, only what was live up to v1.
    value(await store.rollback(id, cast.reviewer, { version: 1, channel: 'production', baseVersion: 2 }));
    expect(await served(`/screens/${id}.json`)).toEqual({ status: 200, version: '3' });
    expect(await served(path)).toEqual({ status: 200, version: '0' });
    expect(await (await delivery.app.request(path)).text()).not.toContain('Wrong text');
    // Staging took the same steps (production takes staging along).
    expect(await served(`/staging/screens/${id}.json?app=0.1.5`)).toEqual({ status: 200, version: '0' });
    // Rolling the rollback back (to v3, itself a rollback to v1) keeps v2 out too.
    value(await store.publish(id, cast.editor, { text: qr('Newer look'), baseVersion: 3, reason: 'v4', target: 'production' }));
    value(await store.rollback(id, cast.reviewer, { version: 3, channel: 'production', baseVersion: 4 }));
    expect(await served(`/screens/${id}.json`)).toEqual({ status: 200, version: '5' });
    expect(await served(path)).toEqual({ status: 200, version: '0' });
    // A later publish the old build can draw is served to it again.
    value(await store.publish(id, cast.editor, { text: retitled(text, 'Right text'), baseVersion: 5, reason: 'v6', target: 'production' }));
    expect(await served(path)).toEqual({ status: 200, version: '6' });
  });

  it('after a promotion of an older staging version, versions released later on production are ineligible', async () => {
    const id = 'privacy-policy';
    const text = bundled.get(id)?.text ?? '';
    value(await store.setReviewRequired(id, cast.admin, false));
    const qr = (title: string) => {
      const doc = JSON.parse(retitled(text, title)) as { body: unknown[] };
      doc.body.push({ type: 'qr-code', value: 'https://example.com/privacy', label: 'Scan' });
      return JSON.stringify(doc, null, 2);
    };
    value(await store.publish(id, cast.editor, { text: qr('Staged'), baseVersion: 0, reason: 'v1', target: 'staging' }));
    value(
      await store.publish(id, cast.editor, { text: retitled(text, 'Straight to production'), baseVersion: 1, reason: 'v2', target: 'production' }),
    );
    expect(await served(`/screens/${id}.json?app=0.1.5`)).toEqual({ status: 200, version: '2' });
    // Production goes back to v1 by promotion: v2 was released after it and is out for every build.
    value(await store.promote(id, cast.reviewer, { version: 1, baseVersion: 2 }));
    expect(await served(`/screens/${id}.json`)).toEqual({ status: 200, version: '1' });
    expect(await served(`/screens/${id}.json?app=0.1.5`)).toEqual({ status: 200, version: '0' });
  });
});
