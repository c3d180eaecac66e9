/** Racing writes: two approvals from one base, a rollback racing a publish. Exactly one wins; the other is a 409 naming the winner. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let t: TestDatabase;
let store: Store;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  t = await openTestDatabase();
  store = createStore(t.database);
  cast = await addCast(t.database.db);
});
afterAll(() => t.drop());

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

const bundled = async (id: string) => value(await store.getScreen(id, cast.editor)).bundledText;

describe('concurrent publishing', () => {
  it('lets exactly one of two approvals from the same base win; the other is 409 naming who published', async () => {
    const base = await bundled('customer-service');
    const a = value(
      await store.submitChangeRequest('customer-service', cast.editor, {
        text: retitled(base, 'A'),
        baseVersion: 0,
        reason: 'A',
        target: 'production',
      }),
    );
    const b = value(
      await store.submitChangeRequest('customer-service', cast.editor2, {
        text: retitled(base, 'B'),
        baseVersion: 0,
        reason: 'B',
        target: 'production',
      }),
    );
    const results = await Promise.all([store.approve(a.id, cast.reviewer, {}), store.approve(b.id, cast.reviewer2, {})]);
    const won = results.filter((r) => r.ok);
    const lost = results.filter((r) => !r.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]?.ok ? won[0].value : undefined;
    const winnerName = winner?.version?.author;
    expect(lost[0]).toMatchObject({
      status: 409,
      code: 'stale',
      message: `Version 1 was published since by ${winnerName} (reviewer) — Update from version 1, then approve.`,
      published: { version: 1 },
    });
    expect(value(await store.listVersions('customer-service')).map((v) => v.version)).toEqual([1, 0]);
    // The loser's request stays open: its author can look again and resubmit.
    const loserId = winner?.changeRequest.id === a.id ? b.id : a.id;
    expect(value(await store.getChangeRequest(loserId)).status).toBe('open');
  });

  it('lets exactly one of a rollback and a publish from the same moment win', async () => {
    value(await store.setReviewRequired('about-us', cast.admin, false));
    const base = await bundled('about-us');
    value(await store.publish('about-us', cast.editor, { text: retitled(base, 'First'), baseVersion: 0, reason: 'first', target: 'production' }));
    const [publish, rollback] = await Promise.all([
      store.publish('about-us', cast.editor2, { text: retitled(base, 'Second'), baseVersion: 1, reason: 'second', target: 'production' }),
      store.rollback('about-us', cast.reviewer, { version: 0, channel: 'production', baseVersion: 1 }),
    ]);
    expect([publish.ok, rollback.ok].filter(Boolean)).toHaveLength(1);
    const loser = publish.ok ? rollback : publish;
    const winnerName = publish.ok ? 'Emma Editor (editor)' : 'Ana Reyes (reviewer)';
    expect(loser).toMatchObject({ ok: false, status: 409, code: 'stale', message: expect.stringContaining(`Version 2 was published meanwhile`) });
    expect(!loser.ok && loser.message).toContain(winnerName);
    // Nothing was silently overwritten: two versions after the first, live is the winner's.
    const versions = value(await store.listVersions('about-us'));
    expect(versions.map((v) => v.version)).toEqual([2, 1, 0]);
    expect(value(await store.getScreen('about-us', cast.editor)).live.production.version).toBe(2);
  });

  it('serialises many racing publishes: every one either wins with a new number or is refused as stale', async () => {
    value(await store.setReviewRequired('site-about', cast.admin, false));
    const base = await bundled('site-about');
    const results = await Promise.all(
      [cast.editor, cast.editor2, cast.editor, cast.editor2, cast.editor].map((who, i) =>
        store.publish('site-about', who, { text: retitled(base, `Take ${i}`), baseVersion: 0, reason: `take ${i}`, target: 'staging' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(4);
    expect(value(await store.listVersions('site-about')).map((v) => v.version)).toEqual([1, 0]);
  });
});
