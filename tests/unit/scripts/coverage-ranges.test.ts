/** scripts/bench/entry-coverage.ts's pure parts: the innermost coverage range decides, and each character's source module. */
import { TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { ranCharacters, sourceOfCharacters } from '../../../scripts/bench/coverage-ranges.ts';

describe('entry coverage ranges', () => {
  it('marks a block not run inside a function that ran, and a function not called inside the script', () => {
    const ran = ranCharacters(10, [
      { ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] },
      {
        ranges: [
          { startOffset: 2, endOffset: 8, count: 1 },
          { startOffset: 4, endOffset: 6, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 8, endOffset: 10, count: 0 }] },
    ]);
    expect([...ran]).toEqual([1, 1, 1, 1, 0, 0, 1, 1, 0, 0]);
  });

  it('gives each character the source of the mapping segment it lies in, on every line', () => {
    // Line 1: "ab" from a.ts, "cd" from b.ts; line 2: "ef" from b.ts.
    const map = new TraceMap({ version: 3, sources: ['../../a.ts', '../../b.ts'], names: [], mappings: 'AAAA,ECAA;AAAA' });
    const { sources, of } = sourceOfCharacters('abcd\nef', map);
    expect(sources).toEqual(['a.ts', 'b.ts']);
    expect([...of].map((i) => (i === -1 ? '' : sources[i]))).toEqual(['a.ts', 'a.ts', 'b.ts', 'b.ts', '', 'b.ts', 'b.ts']);
  });
});
