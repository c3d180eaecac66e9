/** Drafts per person, presence within 60 s, the audit log (written with each change, paged), settings, and a database that stops answering. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let t: TestDatabase;
let store: Store;
let cast: Awaited<ReturnType<typeof addCast>>;
let clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await openTestDatabase();
  store = createStore(t.database, { now: () => clock });
  cast = await addCast(t.database.db);
});
afterAll(() => t.drop());

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

describe('drafts and presence', () => {
  it('keeps a draft per person on the server and shows who else has the screen open', async () => {
    const text = retitled(value(await store.getScreen('payway', cast.editor)).bundledText, 'Pay');
    const saved = value(await store.saveDraft('payway', cast.editor, { text, baseVersion: 0 }));
    expect(saved.draft).toEqual({ text, baseVersion: 0, updatedAt: clock.toISOString() });
    expect(saved.others).toEqual([]);
    expect(value(await store.getDraft('payway', cast.editor2))).toBeNull();
    const seen = value(await store.heartbeat('payway', cast.editor2, { editing: false }));
    expect(seen.others).toEqual([{ userId: 'ed', name: 'Eddie Editor', role: 'editor', editing: true, seenAt: clock.toISOString() }]);
    const detail = value(await store.getScreen('payway', cast.editor));
    expect(detail.draft?.text).toBe(text);
    expect(detail.hasMyDraft).toBe(true);
    expect(value(await store.getScreen('payway', cast.editor2)).hasMyDraft).toBe(false);
    const list = value(await store.listScreens(cast.editor));
    expect(list.find((s) => s.id === 'payway')).toMatchObject({ hasMyDraft: true, money: true, reviewRequired: true });
  });

  it('forgets a heartbeat after 60 seconds', async () => {
    clock = new Date(clock.getTime() + 59_000);
    expect(value(await store.heartbeat('payway', cast.reviewer, { editing: false })).others.map((o) => o.userId)).toEqual(['ed', 'em']);
    clock = new Date(clock.getTime() + 2_000);
    expect(value(await store.heartbeat('payway', cast.reviewer, { editing: false })).others.map((o) => o.userId)).toEqual([]);
  });

  it('discards a draft', async () => {
    value(await store.discardDraft('payway', cast.editor));
    expect(value(await store.getDraft('payway', cast.editor))).toBeNull();
  });
});

describe('audit log and settings', () => {
  it('records who did what, newest first, paged and by screen', async () => {
    value(await store.appendAudit({ actor: { id: null, name: 'mallory@example.com', ip: '10.0.0.9' }, action: 'sign-in-failed' }));
    const all = value(await store.listAudit({}));
    expect(all.map((e) => e.action)).toEqual(['sign-in-failed', 'draft-discard', 'draft-save']);
    expect(all[2]).toMatchObject({ actor: 'Eddie Editor', screenId: 'payway', detail: { baseVersion: 0 } });
    const page = value(await store.listAudit({ limit: 1 }));
    expect(page).toHaveLength(1);
    const next = value(await store.listAudit({ before: page[0]?.id, limit: 1 }));
    expect(next[0]?.action).toBe('draft-discard');
    expect(value(await store.listAudit({ screenId: 'payway' })).map((e) => e.action)).toEqual(['draft-discard', 'draft-save']);
    expect(value(await store.listAudit({ limit: 10_000 })).length).toBeLessThanOrEqual(200);
  });

  it('records a submit, an approval and the publish it made in the same transaction', async () => {
    const text = retitled(value(await store.getScreen('payway', cast.editor)).bundledText, 'Ways to pay');
    const cr = value(await store.submitChangeRequest('payway', cast.editor, { text, baseVersion: 0, reason: 'Title', target: 'staging' }));
    value(await store.approve(cr.id, cast.reviewer, { comment: 'ok' }));
    value(await store.promote('payway', cast.reviewer2, { version: 1, baseVersion: 0 }));
    const actions = value(await store.listAudit({ screenId: 'payway', limit: 4 })).map((e) => [e.action, e.actor]);
    expect(actions).toEqual([
      ['promote', 'Rob Santos'],
      ['approve', 'Ana Reyes'],
      ['publish', 'Ana Reyes'],
      ['submit', 'Eddie Editor'],
    ]);
  });

  it('creates a setting once and answers the same value afterwards', async () => {
    const first = value(await store.setting('auth-secret', () => 'first'));
    const again = value(await store.setting('auth-secret', () => 'second'));
    expect(first).toBe('first');
    expect(again).toBe('first');
  });

  it('answers 503 db-down when the database stops answering', async () => {
    await t.database.close();
    const down = await store.listScreens(cast.editor);
    expect(down).toMatchObject({ ok: false, status: 503, code: 'db-down', message: expect.stringContaining('The screen database is not answering') });
    expect(await store.saveDraft('payway', cast.editor, { text: '{}', baseVersion: 0 })).toMatchObject({ status: 503 });
  });
});
