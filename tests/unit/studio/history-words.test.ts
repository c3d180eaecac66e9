/** History wording: times in words, versions (0 = bundled), where a version came from, releases, promote and rollback. */
import { describe, expect, it } from 'vitest';
import { timeInWords } from '../../../studio/history/time-in-words.ts';
import {
  actionFailureText,
  releaseText,
  rollbackConsequence,
  rollbackKeeps,
  rolledBackNotice,
  versionOrigin,
  versionTitle,
} from '../../../studio/history/history-words.ts';
import { StudioApiError } from '../../../studio/studio-api.ts';

const entry = (version: number, more: { rollbackOf?: number; changeRequestId?: number } = {}) => ({
  version,
  at: '2026-03-01T09:00:00Z',
  author: 'A',
  reason: 'm',
  baseVersion: version - 1,
  ...more,
});

describe('history words', () => {
  it('says when in words', () => {
    const now = new Date(2026, 2, 3, 15, 0, 0);
    const at = (date: Date) => timeInWords(date.toISOString(), now);
    expect(at(new Date(2026, 2, 3, 14, 59, 40))).toBe('just now');
    expect(at(new Date(2026, 2, 3, 14, 55, 0))).toBe('5 minutes ago');
    expect(at(new Date(2026, 2, 3, 14, 59, 0))).toBe('1 minute ago');
    expect(at(new Date(2026, 2, 3, 12, 30, 0))).toBe('2 hours ago');
    expect(at(new Date(2026, 2, 3, 8, 5, 0))).toBe('today at 08:05');
    expect(at(new Date(2026, 2, 2, 21, 10, 0))).toBe('yesterday at 21:10');
    expect(at(new Date(2026, 0, 9, 7, 0, 0))).toBe('9 January 2026 at 07:00');
    expect(timeInWords('not a date', now)).toBe('not a date');
  });

  it('names versions, the bundled copy and where a version came from', () => {
    expect(versionTitle(0)).toBe('Bundled with the app');
    expect(versionTitle(4)).toBe('Version 4');
    expect(versionOrigin(entry(5, { rollbackOf: 2 }))).toBe('rollback of v2');
    expect(versionOrigin(entry(5, { rollbackOf: 0 }))).toBe('rollback to the bundled copy');
    expect(versionOrigin(entry(5, { changeRequestId: 9 }))).toBe('change request #9');
    expect(versionOrigin(entry(5))).toBe('');
  });

  it('words a rollback, a release and a refusal', () => {
    expect(rollbackConsequence(2, 'production')).toBe("Borrowers on production get version 2's screen again, as a new version.");
    expect(rollbackConsequence(0, 'staging')).toBe('Staging gets the copy bundled with the app again, as a new version.');
    expect(rollbackKeeps({ version: 4, since: '', by: 'A' }, 'production')).toMatch(
      /^Version 4 \(live on production now\) and every other version stay/,
    );
    expect(rolledBackNotice(entry(7, { rollbackOf: 0 }), 0, 'production')).toBe(
      'Version 7 is live on production: the copy bundled with the app again.',
    );
    expect(releaseText({ channel: 'production', version: 5, kind: 'promote', by: 'Rey', at: '' })).toBe(
      'Production: version 5 promoted from staging by Rey',
    );
    expect(releaseText({ channel: 'production', version: 0, kind: 'rollback', by: 'Rey', at: '' }, true)).toBe(
      'Production: taken back to live nowhere by Rey',
    );
    expect(releaseText({ channel: 'staging', version: 0, kind: 'rollback', by: 'Rey', at: '' })).toBe(
      'Staging: the bundled copy (a rollback) made live by Rey',
    );
    expect(actionFailureText(new StudioApiError(409, 'Version 6 was made live on production by Ana meanwhile.'), 'promoted')).toBe(
      'Version 6 was made live on production by Ana meanwhile. Nothing was promoted: look at the history again before you decide.',
    );
    expect(actionFailureText(new StudioApiError(0, 'down'), 'rolled back')).toMatch(/^Could not reach the studio server, so nothing was rolled back/);
  });
});
