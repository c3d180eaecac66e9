// @vitest-environment node
/** `npm run size -- --modules`: a chunk's characters are given to the modules its source map names, then priced in gzip bytes. */
import { describe, expect, it } from 'vitest';
import { moduleCosts } from '../../scripts/size-modules.ts';

describe('moduleCosts', () => {
  it('gives each module the characters its map segments cover, glue to (unmapped)', () => {
    // "xx" has no source; "aaaa;" comes from a.ts (column 2), "bbbb" from b.ts (column 7).
    const costs = moduleCosts('xxaaaa;bbbb', { sources: ['a.ts', 'b.ts'], mappings: 'A,EAAA,KCAA' });
    expect(Object.fromEntries(costs.map((c) => [c.source, c.chars]))).toEqual({ '(unmapped)': 2, 'a.ts': 5, 'b.ts': 4 });
    for (const c of costs) expect(c.gzipBytes).toBeGreaterThan(0);
  });

  it('follows the source index across lines and prices a large module above a small one', () => {
    const big = Array.from({ length: 400 }, (_, i) => `v${i}=${(i * 7919) % 1000}`).join(';');
    const code = `${big}\nsmall()`;
    const costs = moduleCosts(code, { sources: ['big.ts', 'small.ts'], mappings: 'AAAA;ACAA' });
    expect(costs.map((c) => c.source)).toEqual(['big.ts', 'small.ts', '(unmapped)']);
    expect(costs[0]?.chars).toBe(big.length);
    expect(costs[0]?.gzipBytes).toBeGreaterThan(10 * (costs[1]?.gzipBytes ?? 0));
  });
});
