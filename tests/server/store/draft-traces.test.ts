/**
 * Issue 34 item 4 in the store: a draft save says what changed (since the previous save, else since its version), and
 * a draft that holds exactly a change that was published or rolled back is dropped (audited), not offered back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store, type StoreResult } from '../../../server/store/index.ts';
import { changeSummary } from '../../../server/store/change-summary.ts';
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

const edited = (text: string, change: (doc: { body: Record<string, unknown>[] }) => void) => {
  const doc = JSON.parse(text) as { body: Record<string, unknown>[] };
  change(doc);
  return `${JSON.stringify(doc, null, 2)}\n`;
};

describe('changeSummary', () => {
  it('names the widget and field of each change, added and removed widgets, and counts the rest', () => {
    const before = {
      title: 'A',
      body: [
        { type: 'text', text: 'Hi' },
        { type: 'button', id: 'pay', text: 'Pay' },
        { type: 'image', src: '/a.svg' },
      ],
    };
    const after = { title: 'B', body: [{ type: 'divider' }, { type: 'text', text: 'Hello' }, { type: 'button', id: 'pay', text: 'Pay now' }] };
    expect(changeSummary(before, after)).toEqual([
      'changed the screen › title',
      'added divider at body/0',
      'changed text at body/1 › text',
      'changed button “pay” › text',
      'removed image at body/2',
    ]);
    expect(changeSummary(before, after, 2)).toEqual(['changed the screen › title', 'added divider at body/0', 'and 3 more']);
  });
});

describe('draft traces', () => {
  it('says in the audit what each draft save changed', async () => {
    const bundled = value(await store.getScreen('about-us', cast.editor)).bundledText;
    const first = retitled(bundled, 'About Hatid');
    value(await store.saveDraft('about-us', cast.editor, { text: first, baseVersion: 0 }));
    const second = edited(first, (d) => void (d.body[0] = { ...d.body[0], alt: 'Our office' }));
    value(await store.saveDraft('about-us', cast.editor, { text: second, baseVersion: 0 }));
    value(await store.saveDraft('about-us', cast.editor, { text: '{ "id": ', baseVersion: 0 }));
    const saves = value(await store.listAudit({ action: 'draft-save', screenId: 'about-us' }));
    expect(saves.map((e) => e.detail.changed)).toEqual([
      ['the text is not valid JSON yet'],
      ['changed image at body/0 › alt'],
      ['changed the screen › title'],
    ]);
  });

  it('drops the author’s draft of a change once it is published, and drafts of a change that was rolled back', async () => {
    const id = 'customer-service';
    const bundled = value(await store.getScreen(id, cast.editor)).bundledText;
    const text = retitled(bundled, 'Customer care');
    const cr = value(await store.submitChangeRequest(id, cast.editor, { text, baseVersion: 0, reason: 'Warmer', target: 'production' }));
    // Saved again from another browser after the submit: the same text.
    value(await store.saveDraft(id, cast.editor, { text, baseVersion: 0 }));
    value(await store.approve(cr.id, cast.reviewer, {}));
    expect(value(await store.getDraft(id, cast.editor))).toBeNull();

    // Emma keeps the live text as a draft, with more on top, and the same as what goes live: only the latter goes.
    const more = retitled(bundled, 'Customer care team');
    value(await store.saveDraft(id, cast.editor2, { text, baseVersion: 1 }));
    value(await store.saveDraft(id, cast.reviewer2, { text: more, baseVersion: 1 }));
    value(await store.rollback(id, cast.reviewer, { version: 0, channel: 'production', baseVersion: 1 }));
    expect(value(await store.getDraft(id, cast.editor2))).toBeNull();
    expect(value(await store.getDraft(id, cast.reviewer2))?.text).toBe(more);
    const cleared = value(await store.listAudit({ action: 'draft-cleared' }));
    expect(cleared.map((e) => [e.actor, e.detail.userId, e.detail.why])).toEqual([
      ['Ana Reyes', 'em', 'rolled back'],
      ['Ana Reyes', 'ed', 'published'],
    ]);
  });
});
