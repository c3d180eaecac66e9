import { beforeEach, describe, expect, test } from 'vitest';
import { clearDraft, draftIds, draftKey, loadDraft, saveDraft } from '../../../studio/state/drafts.ts';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());
  const published = { text: '{"id":"a"}', version: 3 };

  test('a changed text is kept per screen with the version it started from, and survives a reload', () => {
    saveDraft('a', '{"id":"a","title":"T"}', published, localStorage, new Date('2025-01-02T03:04:05Z'));
    saveDraft('b', '{"id":"b"}', { text: '', version: 0 });
    expect(loadDraft('a')).toEqual({ text: '{"id":"a","title":"T"}', baseVersion: 3, savedAt: '2025-01-02T03:04:05.000Z' });
    expect(JSON.parse(localStorage.getItem(draftKey('a')) ?? 'null')).toMatchObject({ baseVersion: 3 });
    expect(draftIds()).toEqual(['a', 'b']);
  });

  test('a text equal to the published one removes the draft; clearDraft removes it too', () => {
    saveDraft('a', 'changed', published);
    saveDraft('a', published.text, published);
    expect(loadDraft('a')).toBeNull();
    saveDraft('a', 'changed', published);
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
