/**
 * Screens made in the studio beyond the process that made them (issue 34 item 5): another server on the same database
 * learns a new screen from its NOTIFY and serves it (document and route) once approved, with no studio list read;
 * `npm run export-screens` writes it once it is live on the channel, with its route in routes.json; and a rollback to
 * version 0 is refused in plain words, since the app has no bundled copy of it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDelivery, type Delivery } from '../../../server/delivery/index.ts';
import { exportChannel } from '../../../server/delivery/export-channel.ts';
import { createReleases } from '../../../server/store/create-releases.ts';
import { createStore, loadBundledScreens, loadCapabilities, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Two processes: each has its own registry of screens (the bundled ones, and the made ones it knows).
const here = loadBundledScreens();
const elsewhere = loadBundledScreens();
let t: TestDatabase;
let delivery: Delivery;
let tmp: string;

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

beforeAll(async () => {
  t = await openTestDatabase();
  delivery = await createDelivery({ database: t.database, bundled: elsewhere, capabilities: loadCapabilities(), maxAgeMs: 3600_000 });
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'hatid-made-export-'));
});
afterAll(async () => {
  await delivery.close();
  await t.drop();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('a screen made on one server', () => {
  it('is served by another once approved, exported with its route, and never rolled back to a bundled copy', async () => {
    const store = createStore(t.database, { bundled: here });
    const cast = await addCast(t.database.db);
    const start = retitled(here.get('customer-service')?.text ?? '', 'Help desk').replace('"id": "customer-service"', '"id": "help-desk"');
    value(await store.createScreen(cast.editor, { id: 'help-desk', route: '/helpDesk', text: start, from: 'customer-service' }));

    // The other process hears of it from the NOTIFY, not from a studio list read; nothing is live yet.
    await vi.waitFor(() => expect(elsewhere.get('help-desk')?.made).toMatchObject({ from: 'customer-service' }), { timeout: 5000 });
    expect((await delivery.app.request('/staging/screens/help-desk.json')).status).toBe(404);
    const before = path.join(tmp, 'before');
    await exportChannel({ db: t.database.db, bundled: elsewhere, channel: 'staging', out: before, app: '0.2.0' });
    await expect(fs.access(path.join(before, 'help-desk.json'))).rejects.toThrow();
    expect(JSON.parse(await fs.readFile(path.join(before, 'routes.json'), 'utf8'))).toEqual([]);

    const text = start.replace('Telephone/WhatsApp', 'Call or WhatsApp us');
    const request = value(
      await store.submitChangeRequest('help-desk', cast.editor, { text, baseVersion: 0, reason: 'A help desk', target: 'staging' }),
    );
    value(await store.approve(request.id, cast.reviewer, {}));
    await vi.waitFor(async () => expect((await delivery.app.request('/staging/screens/help-desk.json')).status).toBe(200), { timeout: 5000 });
    expect(await (await delivery.app.request('/staging/screens/help-desk.json')).text()).toContain('Call or WhatsApp us');
    expect(await (await delivery.app.request('/staging/screens/routes.json')).json()).toEqual([{ path: '/helpDesk', screen: 'help-desk' }]);

    // Exported on the channel it is live on, with its route; not on production, where it is not live.
    const staging = path.join(tmp, 'staging');
    const manifest = await exportChannel({ db: t.database.db, bundled: elsewhere, channel: 'staging', out: staging, app: '0.2.0' });
    expect(await fs.readFile(path.join(staging, 'help-desk.json'), 'utf8')).toBe(text);
    expect(manifest.screens['help-desk']?.version).toBe(1);
    expect(JSON.parse(await fs.readFile(path.join(staging, 'routes.json'), 'utf8'))).toEqual([{ path: '/helpDesk', screen: 'help-desk' }]);
    expect(await fs.readFile(path.join(staging, '_headers'), 'utf8')).toContain('/screens/routes.json\n  Cache-Control: no-cache\n');
    const production = path.join(tmp, 'production');
    const nothing = await exportChannel({ db: t.database.db, bundled: elsewhere, channel: 'production', out: production, app: '0.2.0' });
    expect(nothing.screens['help-desk']).toBeUndefined();
    expect(JSON.parse(await fs.readFile(path.join(production, 'routes.json'), 'utf8'))).toEqual([]);

    // Version 0 is where it started, never served: there is nothing bundled to roll back to.
    const refused = await store.rollback('help-desk', cast.reviewer, { version: 0, channel: 'staging', baseVersion: 1 });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      code: 'no-bundled-copy',
      message: '"Help desk" was made in the studio, so the app has no bundled copy of it to roll back to. Roll back to one of its versions instead.',
    });
    expect((await delivery.app.request('/staging/screens/help-desk.json')).headers.get('X-Screen-Version')).toBe('1');
  });

  it('goes back to live nowhere when its first rollout on production is stopped, never to its start', async () => {
    const store = createStore(t.database, { bundled: here });
    const releases = createReleases(t.database, { bundled: here });
    const [editor, reviewer] = [
      { id: 'ed', name: 'Eddie Editor', role: 'editor' as const },
      { id: 'ana', name: 'Ana Reyes', role: 'reviewer' as const },
    ];
    const start = retitled(here.get('customer-service')?.text ?? '', 'Help line').replace('"id": "customer-service"', '"id": "help-line"');
    value(await store.createScreen(editor, { id: 'help-line', route: '/helpLine', text: start, from: 'customer-service' }));
    const text = start.replace('Telephone/WhatsApp', 'Call us');
    const plan = { rollout: { steps: [20, 100], advance: 'reviewer' } };
    const request = value(await store.submitChangeRequest('help-line', editor, { text, baseVersion: 0, reason: 'x', target: 'production', plan }));
    value(await store.approve(request.id, reviewer, {}));
    const rollout = value(await releases.releaseState('help-line')).rollouts[0];
    expect(rollout).toMatchObject({ status: 'active' });
    value(await releases.stopRollout('help-line', reviewer, { rolloutId: rollout?.id ?? 0, reason: 'not yet' }));

    for (const path of ['/screens/help-line.json', '/staging/screens/help-line.json', '/screens/help-line.json?bucket=3'])
      await vi.waitFor(async () => expect((await delivery.app.request(path)).status).toBe(404), { timeout: 5000 });
    expect(await (await delivery.app.request('/screens/routes.json')).json()).toEqual([]);
    const audit = value(await store.listAudit({ screenId: 'help-line' }));
    expect(audit.find((e) => e.action === 'rollback')?.detail).toMatchObject({ liveNowhere: true, channels: ['staging', 'production'] });
  });
});
