/**
 * PostgreSQL only: when the LISTEN connection is lost, notifications sent meanwhile are missed, so the delivery drops
 * everything it cached as soon as listening resumes, and then serves what was published while it was deaf.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDelivery, type Delivery } from '../../../server/delivery/index.ts';
import { createStore, loadBundledScreens, loadCapabilities, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, testServerUrl, type TestDatabase } from '../support/test-database.ts';

const bundled = loadBundledScreens();
let t: TestDatabase;
let delivery: Delivery;

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

if (!testServerUrl) console.warn('listen-reconnect test skipped: needs PostgreSQL (npm run test:pg); PGlite listens in-process and cannot lose it');

describe.skipIf(!testServerUrl)('LISTEN reconnect (PostgreSQL; PGlite listens in-process and cannot lose it — run npm run test:pg)', () => {
  beforeAll(async () => {
    t = await openTestDatabase();
    delivery = await createDelivery({ database: t.database, bundled, capabilities: loadCapabilities(), maxAgeMs: 3600_000 });
  });
  afterAll(async () => {
    await delivery?.close();
    await t?.drop();
  });

  it('drops its cache when listening resumes and serves what was published while it was deaf', async () => {
    const store = createStore(t.database, { bundled });
    const cast = await addCast(t.database.db);
    value(await store.setReviewRequired('about-us', cast.admin, false));
    expect((await delivery.app.request('/screens/about-us.json')).headers.get('X-Screen-Version')).toBe('0');
    const dropped = vi.spyOn(delivery.cache, 'invalidateAll');
    // Cut the listening connection, then publish at once (its NOTIFY reaches nobody while the delivery is deaf).
    const cut = await sql<{
      pid: number;
    }>`select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`.execute(
      t.database.db,
    );
    expect(cut.rows.length).toBe(1);
    value(
      await store.publish('about-us', cast.editor, {
        text: retitled(bundled.get('about-us')?.text ?? '', 'Deaf'),
        baseVersion: 0,
        reason: 'x',
        target: 'production',
      }),
    );
    await vi.waitFor(() => expect(dropped).toHaveBeenCalled(), { timeout: 10_000, interval: 50 });
    expect((await delivery.app.request('/screens/about-us.json')).headers.get('X-Screen-Version')).toBe('1');
  });
});
