/** History wording: times in words, the live version, and what a rollback does. */
import { describe, expect, it } from 'vitest';
import { timeInWords } from '../../../studio/history/time-in-words.ts';
import { liveVersion, rollbackConsequence, rollbackOrigin, rolledBackNotice } from '../../../studio/history/rollback-words.ts';

const entry = (version: number, rollbackOf?: number) => ({ version, at: '2026-03-01T09:00:00Z', author: 'A', message: 'm', ...(rollbackOf ? { rollbackOf } : {}) });

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

  it('finds the live version and words a rollback', () => {
    expect(liveVersion([])).toBeNull();
    expect(liveVersion([entry(2), entry(4), entry(3)])?.version).toBe(4);
    expect(rollbackConsequence(entry(2), entry(4))).toBe("Borrowers get version 2's screen as version 5.");
    expect(rollbackOrigin(entry(5, 2))).toBe('rollback of v2');
    expect(rollbackOrigin(entry(5))).toBe('');
    expect(rolledBackNotice(entry(5, 2), 2)).toBe("Version 5 is live: version 2's screen again.");
  });
});
