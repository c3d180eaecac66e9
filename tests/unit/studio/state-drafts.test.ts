import { beforeEach, describe, expect, test } from 'vitest';
import { clearDraft, draftIds, draftKey, loadDraft, saveDraft } from '../../../studio/state/drafts.ts';

describe('drafts kept in this browser', () => {
  beforeEach(() => localStorage.clear());
  const base = { text: '{"id":"a"}', version: 3 };

  test('a changed text is kept per screen with the version it started from and whose it is, and survives a reload', () => {
    saveDraft('a', '{"id":"a","title":"T"}', base, { now: new Date('2025-01-02T03:04:05Z'), userId: 'u1' });
    saveDraft('b', '{"id":"b"}', { text: '', version: 0 });
    expect(loadDraft('a')).toEqual({ text: '{"id":"a","title":"T"}', baseVersion: 3, savedAt: '2025-01-02T03:04:05.000Z', userId: 'u1' });
    expect(JSON.parse(localStorage.getItem(draftKey('a')) ?? 'null')).toMatchObject({ baseVersion: 3 });
    expect(draftIds()).toEqual(['a', 'b']);
  });

  test("someone else's draft is not theirs to restore; one without an owner is anyone's", () => {
    saveDraft('a', 'changed', base, { userId: 'u1' });
    saveDraft('b', 'changed', base);
    expect(loadDraft('a', { userId: 'u2' })).toBeNull();
    expect(loadDraft('a', { userId: 'u1' })?.text).toBe('changed');
    expect(draftIds({ userId: 'u2' })).toEqual(['b']);
  });

  test('a text equal to its base removes the draft; clearDraft removes it too', () => {
    saveDraft('a', 'changed', base);
    saveDraft('a', base.text, base);
    expect(loadDraft('a')).toBeNull();
    saveDraft('a', 'changed', base);
    clearDraft('a');
    expect(draftIds()).toEqual([]);
  });

  test('a broken stored value is no draft', () => {
    localStorage.setItem(draftKey('a'), '{not json');
    localStorage.setItem(draftKey('b'), '{"text":1}');
    expect(loadDraft('a')).toBeNull();
    expect(loadDraft('b')).toBeNull();
  });
});
