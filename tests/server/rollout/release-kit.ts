/** What the release tests share: a store, releases, delivery and scheduler on one test database with a fake clock and fake field counts. */
import { bucketOf } from '../../../adapters/rollout-bucket.ts';
import { createDelivery } from '../../../server/delivery/index.ts';
import type { FieldStats, StatsWindow } from '../../../server/rollout/field-stats.ts';
import { defaultHaltSettings, type HaltSettings } from '../../../renderer/core/releases/halt-rule.ts';
import { createReleaseScheduler } from '../../../server/rollout/release-scheduler.ts';
import { createReleases } from '../../../server/store/create-releases.ts';
import { createStore, loadBundledScreens, loadCapabilities, type StoreResult } from '../../../server/store/index.ts';
import type { Database } from '../../../server/db/open-database.ts';

/** The store's answer, or the test fails with its refusal. */
export function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`refused (${result.status} ${result.code}): ${result.message}`);
  return result.value;
}

/** A clock the test moves (no waiting). */
export function fakeClock(startIso = '2026-12-01T01:00:00.000Z') {
  let at = Date.parse(startIso);
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    set(iso: string) {
      at = Date.parse(iso);
    },
  };
}

/** Field counts the test sets per screen and version (views, views with an error, goals). */
export function fakeStats() {
  const counts = new Map<string, { views: number; errorViews: number; goals: number }>();
  const key = (screenId: string, version: number) => `${screenId}:${version}`;
  const asked: StatsWindow[] = [];
  const stats: FieldStats = {
    async errorViews(window) {
      asked.push(window);
      return new Map(window.versions.map((v) => [v, { views: 0, errorViews: 0, ...counts.get(key(window.screenId, v)) }]));
    },
    async goals(window) {
      asked.push(window);
      return new Map(window.versions.map((v) => [v, { views: 0, goals: 0, ...counts.get(key(window.screenId, v)) }]));
    },
  };
  return {
    stats,
    asked,
    set(screenId: string, version: number, c: Partial<{ views: number; errorViews: number; goals: number }>) {
      counts.set(key(screenId, version), { views: 0, errorViews: 0, goals: 0, ...counts.get(key(screenId, version)), ...c });
    },
  };
}

/** Store, releases, delivery and scheduler over `database`, with the clock and counts of the test. */
export async function releaseKit(database: Database, clock = fakeClock(), halt: HaltSettings = defaultHaltSettings) {
  const bundled = loadBundledScreens();
  const capabilities = loadCapabilities();
  // A generous database timeout: these tests are about what each bucket gets, and under a loaded machine a real
  // PostgreSQL read took over the 2 s default, so delivery rightly fell back to the bundled copy (its outage behaviour,
  // tested in tests/server/delivery/) and the rollout share came out near 0 %.
  const delivery = await createDelivery({ database, bundled, capabilities, maxAgeMs: 3600_000, loadTimeoutMs: 30_000 });
  const options = { bundled, now: clock.now, onScreenChanged: delivery.invalidate };
  const store = createStore(database, options);
  const releases = createReleases(database, options);
  const field = fakeStats();
  const scheduler = createReleaseScheduler({ releases, stats: field.stats, halt, intervalMs: 3600_000 });
  /** The version a borrower with this device id gets of a screen (its bucket sent as the app sends it). */
  const versionFor = async (id: string, device: string, query = '') => {
    const res = await delivery.app.request(`/screens/${id}.json?bucket=${bucketOf(device, id)}${query}`);
    return { status: res.status, version: Number(res.headers.get('X-Screen-Version')), etag: res.headers.get('ETag'), body: await res.text() };
  };
  return { bundled, delivery, store, releases, field, scheduler, clock, versionFor, close: () => delivery.close() };
}

/** n device ids as the app would have them. */
export function deviceIds(n: number, prefix = 'device'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}-${i.toString(36)}-${((i * 2654435761) >>> 0).toString(16)}`);
}
