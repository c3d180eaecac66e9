/** Windowing arithmetic of long lists (jsdom has no layout, so the window is worked out as pure functions). */
import { describe, expect, it } from 'vitest';
import { entryOffsets, keepEntry, listWindow } from '../../../renderer/react/virtual-window.ts';

const uniform = (count: number, height = 50, gap = 10) => entryOffsets(count, () => height, gap);

describe('entryOffsets', () => {
  it('adds each entry’s height and the gap after it', () => {
    expect(Array.from(entryOffsets(3, (i) => [10, 20, 30][i]!, 5))).toEqual([0, 15, 40, 75]);
  });
});

describe('listWindow', () => {
  it('mounts the entries the viewport and its margins reach, at the top of the list', () => {
    const w = listWindow(uniform(10_000), 0, 600, 120);
    // entries of 60 px (50 + gap): the viewport and the margin below reach 720 px, so entries 0..12
    expect(w).toEqual({ start: 0, end: 13, before: 0, after: (10_000 - 13) * 60 });
  });

  it('in the middle, keeps the space of the entries above and below', () => {
    const offsets = uniform(10_000);
    const w = listWindow(offsets, 300_000, 600, 120);
    expect(w.start).toBe(4998);
    expect(w.end).toBe(5013);
    expect(w.before).toBe(4998 * 60);
    expect(w.before + (w.end - w.start) * 60 + w.after).toBe(offsets[10_000]);
  });

  it('at the bottom, ends with the last entry and nothing below', () => {
    const w = listWindow(uniform(10_000), 10_000 * 60 - 600, 600, 120);
    expect(w.end).toBe(10_000);
    expect(w.after).toBe(0);
    expect(w.start).toBe(10_000 - 12);
  });

  it('mounts one entry of a list still far below or far above the viewport', () => {
    expect(listWindow(uniform(500), -50_000, 600, 120)).toMatchObject({ start: 0, end: 1 });
    expect(listWindow(uniform(500), 90_000, 600, 120)).toMatchObject({ start: 499, end: 500, after: 0 });
  });

  it('follows measured heights that differ from entry to entry', () => {
    const offsets = entryOffsets(1000, (i) => (i % 2 ? 100 : 20), 0);
    const w = listWindow(offsets, 6000, 300, 0);
    expect(offsets[w.start]! <= 6000 && offsets[w.start + 1]! > 6000).toBe(true);
    expect(offsets[w.end - 1]! < 6300 && offsets[w.end]! >= 6300).toBe(true);
  });

  it('is empty for an empty list', () => {
    expect(listWindow(uniform(0), 0, 600, 120)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});

describe('keepEntry', () => {
  const offsets = uniform(1000);
  const w = listWindow(offsets, 30_000, 600, 0);

  it('stretches the window to an entry near it (the one holding the focus)', () => {
    const kept = keepEntry(w, offsets, w.start - 5, 60);
    expect(kept.start).toBe(w.start - 5);
    expect(kept.end).toBe(w.end);
    expect(kept.before).toBe(offsets[w.start - 5]);
  });

  it('lets go of an entry too far away, and leaves a window holding it as it is', () => {
    expect(keepEntry(w, offsets, 0, 60)).toBe(w);
    expect(keepEntry(w, offsets, w.start, 60)).toBe(w);
    expect(keepEntry(w, offsets, null, 60)).toBe(w);
  });
});
