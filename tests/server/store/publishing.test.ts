/** The store's publishing rules: review, money screens, own requests, direct publish, promote, rollback (to the bundled copy too), immutability. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../../renderer/core/i18n/translations.ts';
import { createStore, needsReviewMessage, type Store } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let t: TestDatabase;
let store: Store;
let cast: Awaited<ReturnType<typeof addCast>>;
const changed: string[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  store = createStore(t.database, { onScreenChanged: (id) => changed.push(id) });
  cast = await addCast(t.database.db);
});
afterAll(() => t.drop());

function value<T>(result: { ok: true; value: T } | { ok: false; message: string; status: number }): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

async function textOf(id: string) {
  return value(await store.getScreen(id, cast.editor)).text;
}

describe('change requests', () => {
  it('publishes a submitted edit on approval by someone else, live on production and staging', async () => {
    const before = value(await store.getScreen('customer-service', cast.editor));
    expect(before.live.production).toEqual({ version: 0, since: '', by: 'bundled' });
    expect(before.text).toBe(before.bundledText);
    const text = retitled(before.text, 'Help desk');
    value(await store.saveDraft('customer-service', cast.editor, { text, baseVersion: 0 }));
    const cr = value(
      await store.submitChangeRequest('customer-service', cast.editor, { text, baseVersion: 0, reason: 'Clearer name', target: 'production' }),
    );
    expect(cr).toMatchObject({ status: 'open', author: 'Eddie Editor', money: false, baseVersion: 0 });
    // Submitting clears the author's draft.
    expect(value(await store.getDraft('customer-service', cast.editor))).toBeNull();
    const detail = value(await store.getChangeRequest(cr.id));
    expect(detail.text).toBe(text);
    expect(detail.baseText).toBe(before.bundledText);

    const own = await store.approve(cr.id, cast.editor, {});
    expect(own).toMatchObject({ ok: false, status: 403, code: 'forbidden' });

    const approved = value(await store.approve(cr.id, cast.reviewer, { comment: 'Looks right' }));
    expect(approved.version).toMatchObject({ version: 1, author: 'Ana Reyes', reason: 'Clearer name', baseVersion: 0, changeRequestId: cr.id });
    expect(approved.changeRequest).toMatchObject({
      status: 'approved',
      publishedVersion: 1,
      reviews: [{ reviewer: 'Ana Reyes', decision: 'approve', comment: 'Looks right' }],
    });
    const after = value(await store.getScreen('customer-service', cast.editor));
    expect(after.text).toBe(text);
    expect(after.stagingText).toBe(text);
    expect(after.live.production).toMatchObject({ version: 1, by: 'Ana Reyes' });
    expect(after.latest?.version).toBe(1);
    expect(changed).toContain('customer-service');
    // A second approval of the same request is refused.
    expect(await store.approve(cr.id, cast.reviewer2, {})).toMatchObject({ ok: false, status: 409, code: 'conflict' });
  });

  it('refuses an invalid text with the validator pointers, and a stale base naming who published', async () => {
    const text = await textOf('customer-service');
    const broken = text.replace('"type": "stack"', '"type": "no-such-widget"');
    const invalid = await store.submitChangeRequest('customer-service', cast.editor, {
      text: broken,
      baseVersion: 1,
      reason: 'x',
      target: 'staging',
    });
    expect(invalid).toMatchObject({ ok: false, status: 422, code: 'invalid' });
    expect(!invalid.ok && invalid.problems?.[0]?.pointer).toMatch(/^\/body/);
    const stale = await store.submitChangeRequest('customer-service', cast.editor2, { text, baseVersion: 0, reason: 'old base', target: 'staging' });
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      code: 'stale',
      message: 'Version 1 was published meanwhile by Ana Reyes (reviewer); look at it before publishing.',
    });
    expect(!stale.ok && stale.published?.version).toBe(1);
  });

  it('lets a reviewer ask for changes (with a comment) and the author withdraw; nobody else may', async () => {
    const text = retitled(await textOf('about-us'), 'About Hatid');
    const cr = value(await store.submitChangeRequest('about-us', cast.editor, { text, baseVersion: 0, reason: 'Name', target: 'staging' }));
    expect(await store.requestChanges(cr.id, cast.reviewer, { comment: ' ' })).toMatchObject({ ok: false, status: 400 });
    expect(await store.requestChanges(cr.id, cast.editor, { comment: 'mine' })).toMatchObject({ ok: false, status: 403 });
    expect(value(await store.requestChanges(cr.id, cast.reviewer, { comment: 'Say who we are' }))).toMatchObject({
      status: 'changes_requested',
      reviews: [{ decision: 'request_changes' }],
    });
    expect(await store.approve(cr.id, cast.reviewer2, {})).toMatchObject({ ok: false, status: 409 });
    expect(await store.withdraw(cr.id, cast.editor2)).toMatchObject({ ok: false, status: 403 });
    expect(value(await store.withdraw(cr.id, cast.editor)).status).toBe('withdrawn');
    expect(value(await store.listChangeRequests({ status: 'withdrawn', screenId: 'about-us' })).map((c) => c.id)).toEqual([cr.id]);
  });
});

describe('direct publishing and money screens', () => {
  it('publishes without review only where the admin turned review off', async () => {
    const text = retitled(await textOf('about-us'), 'About us today');
    expect(await store.publish('about-us', cast.editor, { text, baseVersion: 0, reason: 'x', target: 'staging' })).toMatchObject({
      ok: false,
      status: 403,
      message: needsReviewMessage,
    });
    expect(value(await store.setReviewRequired('about-us', cast.admin, false))).toMatchObject({
      id: 'about-us',
      reviewRequired: false,
      money: false,
    });
    const published = value(await store.publish('about-us', cast.editor, { text, baseVersion: 0, reason: 'Typo', target: 'staging' }));
    expect(published).toMatchObject({ version: 1, author: 'Eddie Editor' });
    const screen = value(await store.getScreen('about-us', cast.editor));
    expect(screen.live.staging.version).toBe(1);
    expect(screen.live.production.version).toBe(0);
    expect(screen.stagingText).toBe(text);
    expect(screen.text).toBe(screen.bundledText);
  });

  it('never publishes a money screen without a second person, whatever the setting', async () => {
    const summary = value(await store.setReviewRequired('loan-confirm', cast.admin, false));
    expect(summary).toMatchObject({ money: true });
    const text = retitled(await textOf('loan-confirm'), 'Confirm your loan');
    expect(await store.publish('loan-confirm', cast.editor, { text, baseVersion: 0, reason: 'x', target: 'production' })).toMatchObject({
      ok: false,
      status: 403,
      code: 'forbidden',
    });
    const cr = value(await store.submitChangeRequest('loan-confirm', cast.editor, { text, baseVersion: 0, reason: 'Wording', target: 'production' }));
    expect(cr.money).toBe(true);
    expect(await store.approve(cr.id, cast.editor, {})).toMatchObject({ ok: false, status: 403 });
    expect(value(await store.approve(cr.id, cast.reviewer, {})).version?.version).toBe(1);
  });

  it('treats a text that adds a money call to a plain screen as a money edit', async () => {
    value(await store.setReviewRequired('site-policy', cast.admin, false));
    const doc = JSON.parse(await textOf('site-policy')) as { body: unknown[] };
    doc.body.push({
      type: 'button',
      // A money screen's texts need their Filipino (checks/money-screen.ts): the edit would be refused 422 before review.
      text: { en: 'Pay', fil: 'Magbayad', filFrom: fingerprint('Pay') },
      onTap: [
        {
          do: 'call',
          endpoint: 'repayment.generate',
          with: { productId: '7', orderId: '5000174', amount: '1', channelNumber: '1' },
        },
      ],
    });
    const text = JSON.stringify(doc, null, 2);
    expect(await store.publish('site-policy', cast.editor, { text, baseVersion: 0, reason: 'x', target: 'staging' })).toMatchObject({
      ok: false,
      status: 403,
      message: needsReviewMessage,
    });
    expect(
      value(await store.submitChangeRequest('site-policy', cast.editor, { text, baseVersion: 0, reason: 'Pay here', target: 'staging' })).money,
    ).toBe(true);
    expect(value(await store.listVersions('site-policy')).map((v) => v.version)).toEqual([0]);
  });
});

describe('promote and rollback', () => {
  it('promotes what staging showed to production, with a stale check on production', async () => {
    // about-us: version 1 is live on staging only (above).
    expect(await store.promote('about-us', cast.reviewer, { version: 1, baseVersion: 1 })).toMatchObject({ ok: false, status: 409, code: 'stale' });
    expect(await store.promote('about-us', cast.reviewer, { version: 7, baseVersion: 0 })).toMatchObject({
      ok: false,
      status: 409,
      code: 'conflict',
    });
    expect(value(await store.promote('about-us', cast.reviewer, { version: 1, baseVersion: 0 }))).toMatchObject({ version: 1, by: 'Ana Reyes' });
    const screen = value(await store.getScreen('about-us', cast.editor));
    expect(screen.live.production.version).toBe(1);
    expect(value(await store.listReleases('about-us')).map((r) => [r.channel, r.version, r.kind])).toEqual([
      ['production', 1, 'promote'],
      ['staging', 1, 'publish'],
    ]);
  });

  it('rolls back to the bundled copy as a new version, on production and staging', async () => {
    const rolled = value(await store.rollback('about-us', cast.reviewer, { version: 0, channel: 'production', baseVersion: 1 }));
    expect(rolled).toMatchObject({ version: 2, rollbackOf: 0, reason: 'Rollback to the bundled copy', baseVersion: 1 });
    const screen = value(await store.getScreen('about-us', cast.editor));
    expect(screen.text).toBe(screen.bundledText);
    expect(screen.stagingText).toBe(screen.bundledText);
    expect(screen.live).toMatchObject({ production: { version: 2 }, staging: { version: 2 } });
    expect(value(await store.getVersion('about-us', 2)).text).toBe(screen.bundledText);
  });

  it('rolls back to any earlier version and refuses a stale base or an unknown version', async () => {
    expect(await store.rollback('about-us', cast.reviewer, { version: 1, channel: 'staging', baseVersion: 1 })).toMatchObject({
      ok: false,
      status: 409,
      code: 'stale',
      message: expect.stringContaining('Ana Reyes (reviewer)'),
    });
    expect(await store.rollback('about-us', cast.reviewer, { version: 99, channel: 'staging', baseVersion: 2 })).toMatchObject({
      ok: false,
      status: 404,
    });
    const rolled = value(
      await store.rollback('about-us', cast.reviewer2, { version: 1, channel: 'staging', baseVersion: 2, reason: 'Bring it back' }),
    );
    expect(rolled).toMatchObject({ version: 3, rollbackOf: 1, reason: 'Bring it back' });
    const screen = value(await store.getScreen('about-us', cast.editor));
    expect(screen.live).toMatchObject({ staging: { version: 3, by: 'Rob Santos' }, production: { version: 2 } });
    expect(value(await store.listVersions('about-us')).map((v) => v.version)).toEqual([3, 2, 1, 0]);
  });

  it('keeps versions, releases, reviews and the audit log unchangeable in the database itself', async () => {
    const { db } = t.database;
    await expect(db.updateTable('screen_version').set({ text: '{}' }).where('screen_id', '=', 'about-us').execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('screen_version').where('screen_id', '=', 'about-us').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('release').set({ version: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('review').set({ comment: '' }).execute()).rejects.toThrow(/append-only/);
    const hash = await sql<{
      ok: boolean;
    }>`select bool_and(content_hash = encode(sha256(convert_to(text, 'UTF8')), 'hex')) as ok from screen_version`.execute(db);
    expect(hash.rows[0]?.ok).toBe(true);
  });

  it('refuses ids that are not bundled screens', async () => {
    for (const id of ['nope', '../package', '__proto__', 'routes']) {
      expect(await store.getScreen(id, cast.editor)).toMatchObject({ ok: false, status: 404 });
      expect(await store.rollback(id, cast.reviewer, { version: 0, channel: 'staging', baseVersion: 0 })).toMatchObject({ ok: false, status: 404 });
    }
  });

  it('answers numbers no column can hold with 404 or 400, never a database error', async () => {
    const huge = 2 ** 40;
    expect(await store.getChangeRequest(huge)).toMatchObject({ ok: false, status: 404 });
    expect(await store.approve(huge, cast.reviewer, {})).toMatchObject({ ok: false, status: 404 });
    expect(await store.withdraw(-1, cast.editor)).toMatchObject({ ok: false, status: 404 });
    expect(await store.getVersion('about-us', huge)).toMatchObject({ ok: false, status: 404 });
    expect(await store.getVersion('about-us', 1.5)).toMatchObject({ ok: false, status: 404 });
    expect(await store.rollback('about-us', cast.reviewer, { version: huge, channel: 'staging', baseVersion: 3 })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await store.promote('about-us', cast.reviewer, { version: 1, baseVersion: -2 })).toMatchObject({ ok: false, status: 400 });
    expect(await store.saveDraft('about-us', cast.editor, { text: '{}', baseVersion: huge })).toMatchObject({ ok: false, status: 400 });
    expect(await store.submitChangeRequest('about-us', cast.editor, { text: '{}', baseVersion: 0.5, reason: 'x', target: 'staging' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await store.publish('about-us', cast.editor, { text: '{}', baseVersion: 3, reason: 'x', target: 'nightly' as 'staging' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(value(await store.listAudit({ before: huge, limit: huge })).length).toBeGreaterThan(0);
  });
});
