/** buildLineDiff: unified rows with both line numbers, +/− kinds, unchanged runs collapsed with context. */
import { describe, expect, it } from 'vitest';
import { buildLineDiff } from '../../../studio/publish/line-diff.ts';

const lines = (count: number, change?: { at: number; to: string }) =>
  Array.from({ length: count }, (_, i) => (change && i + 1 === change.at ? change.to : `line ${i + 1}`)).join('\n') + '\n';

describe('buildLineDiff', () => {
  it('gives no rows for equal texts', () => {
    expect(buildLineDiff('a\nb\n', 'a\nb\n')).toEqual({ rows: [], added: 0, removed: 0 });
  });

  it('marks a changed line as removed then added with their line numbers and keeps 3 lines of context', () => {
    const diff = buildLineDiff(lines(20), lines(20, { at: 10, to: 'line ten' }));
    expect(diff.added).toBe(1);
    expect(diff.removed).toBe(1);
    expect(diff.rows[0]).toMatchObject({ kind: 'gap' });
    expect(diff.rows[0]?.kind === 'gap' && diff.rows[0].lines.map((l) => l.oldLine)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(diff.rows.slice(1, 9)).toEqual([
      { kind: 'same', oldLine: 7, newLine: 7, text: 'line 7' },
      { kind: 'same', oldLine: 8, newLine: 8, text: 'line 8' },
      { kind: 'same', oldLine: 9, newLine: 9, text: 'line 9' },
      { kind: 'removed', oldLine: 10, text: 'line 10' },
      { kind: 'added', newLine: 10, text: 'line ten' },
      { kind: 'same', oldLine: 11, newLine: 11, text: 'line 11' },
      { kind: 'same', oldLine: 12, newLine: 12, text: 'line 12' },
      { kind: 'same', oldLine: 13, newLine: 13, text: 'line 13' },
    ]);
    expect(diff.rows[9]?.kind === 'gap' && diff.rows[9].lines.map((l) => l.newLine)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(diff.rows).toHaveLength(10);
  });

  it('shifts the new side numbers after an insertion and shows a single unchanged line instead of a gap', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\n';
    const after = 'a\nNEW\nb\nc\nd\ne\nf\ng\nh\nEND\ni\n';
    const diff = buildLineDiff(before, after, 3);
    expect(diff.rows.filter((row) => row.kind === 'gap')).toEqual([]);
    expect(diff.rows).toContainEqual({ kind: 'added', newLine: 2, text: 'NEW' });
    expect(diff.rows).toContainEqual({ kind: 'same', oldLine: 5, newLine: 6, text: 'e' });
    expect(diff.rows).toContainEqual({ kind: 'added', newLine: 10, text: 'END' });
    expect(diff.rows.at(-1)).toEqual({ kind: 'same', oldLine: 9, newLine: 11, text: 'i' });
  });

  it('handles a text without a final newline and Windows line ends', () => {
    const diff = buildLineDiff('x\r\ny', 'x\r\nz');
    expect(diff.rows).toEqual([
      { kind: 'same', oldLine: 1, newLine: 1, text: 'x' },
      { kind: 'removed', oldLine: 2, text: 'y' },
      { kind: 'added', newLine: 2, text: 'z' },
    ]);
  });
});
