/** gzip-parts: a page's fixed head compressed once, each page's rest after it, one valid gzip member over the whole. */
import { execFileSync } from 'node:child_process';
import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crcAcross,
  deflatePiece,
  fixedCrc,
  gzipHead,
  gzipOfPieces,
  gzipWithHead,
  storedPiece,
  type DeflatedPiece,
  type GzipPiece,
} from '../../server/http/gzip-parts.ts';

describe('gzipWithHead', () => {
  const head = Buffer.from(`<head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(300)}</head>`);
  const compressed = gzipHead(head);
  it('gives what gunzip (CRC and length checked) and the gzip tool read back as the head and the rest', () => {
    for (const rest of ['', '<body>HT500017000001 ₱5.234,00</body>', 'é'.repeat(70_000)]) {
      const gz = gzipWithHead(compressed, Buffer.from(rest));
      expect(gunzipSync(gz).toString()).toBe(head.toString() + rest);
      expect(execFileSync('gzip', ['-dc'], { input: gz }).toString()).toBe(head.toString() + rest);
    }
  });
  it('costs the rest only: far smaller than the head, compressed once', () => {
    const gz = gzipWithHead(compressed, Buffer.from('<body>x</body>'));
    expect(gz.length).toBeLessThan(compressed.deflated.length + 40);
  });
});

describe('gzipOfPieces', () => {
  const headText = `<head>${'<style>.h-page{display:flex}</style>'.repeat(200)}</head>`;
  const head = gzipHead(Buffer.from(headText));
  const fixed = [`<main>${'<div class="h-cell">Bills payment counter</div>'.repeat(50)}<h1>`, '</h1><p>Enter the amount: ₱', '.</p></main>'];
  const [p0, p1, p2] = fixed.map((text) => deflatePiece(Buffer.from(text))) as [DeflatedPiece, DeflatedPiece, DeflatedPiece];
  /** The gzip of the head, the fixed pieces and two values between them, each value given as `value` makes it. */
  const gzipOf = (a: string, b: string, value: (text: string) => GzipPiece) => gzipOfPieces(head, [p0, value(a), p1, value(b), p2]);
  const wholeOf = (a: string, b: string) => `${headText}${fixed[0]}${a}${fixed[1]}${b}${fixed[2]}`;
  it('gives what gunzip and the gzip tool read back: fixed pieces compressed once, the values between them stored', () => {
    for (const [a, b] of [
      ['HT500017000001', '5.234,00'],
      ['', ''],
      ['é'.repeat(40_000), 'x'.repeat(70_000)],
    ] as const) {
      const gz = gzipOf(a, b, (text) => storedPiece(Buffer.from(text)));
      expect(gunzipSync(gz).toString()).toBe(wholeOf(a, b));
      expect(execFileSync('gzip', ['-dc'], { input: gz }).toString()).toBe(wholeOf(a, b));
    }
  });
  it('takes a text as it is, written into the gzip as stored blocks: the same bytes as its stored piece', () => {
    for (const [a, b] of [
      ['HT500017000001', '5.234,00'],
      ['', '₱'],
      ['é'.repeat(21_845), '€'.repeat(21_846)],
      ['x'.repeat(70_000), '😀'.repeat(9_000)],
    ] as const) {
      const asTexts = gzipOf(a, b, (text) => text);
      expect(asTexts.equals(gzipOf(a, b, (text) => storedPiece(Buffer.from(text))))).toBe(true);
      expect(gunzipSync(asTexts).toString()).toBe(wholeOf(a, b));
    }
  });
});

describe('crcAcross', () => {
  it('is the CRC-32 of the fixed bytes after any start, without reading them again', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 0xffffffff }), (bytes, start) => {
        const data = Buffer.from(bytes);
        expect(crcAcross(fixedCrc(data), start)).toBe(crc32(data, start));
      }),
      { numRuns: 300 },
    );
  });
});
