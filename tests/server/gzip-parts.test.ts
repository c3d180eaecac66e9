/** gzip-parts: a page's fixed head compressed once, each page's rest after it, one valid gzip member over the whole. */
import { execFileSync } from 'node:child_process';
import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crcAcross, deflatePiece, fixedCrc, gzipHead, gzipOfPieces, gzipWithHead, storedPiece } from '../../server/http/gzip-parts.ts';

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
  const head = gzipHead(Buffer.from(`<head>${'<style>.h-page{display:flex}</style>'.repeat(200)}</head>`));
  const fixed = [`<main>${'<div class="h-cell">Bills payment counter</div>'.repeat(50)}<h1>`, '</h1><p>Enter the amount: ₱', '.</p></main>'];
  it('gives what gunzip and the gzip tool read back: fixed pieces compressed once, the values between them stored', () => {
    const pieces = fixed.map((text) => deflatePiece(Buffer.from(text)));
    for (const values of [
      ['HT500017000001', '5.234,00'],
      ['', ''],
      ['é'.repeat(40_000), 'x'.repeat(70_000)],
    ]) {
      const parts = [pieces[0], storedPiece(Buffer.from(values[0] ?? '')), pieces[1], storedPiece(Buffer.from(values[1] ?? '')), pieces[2]];
      const gz = gzipOfPieces(
        head,
        parts.filter((p) => p !== undefined),
      );
      const whole = `<head>${'<style>.h-page{display:flex}</style>'.repeat(200)}</head>${fixed[0]}${values[0]}${fixed[1]}${values[1]}${fixed[2]}`;
      expect(gunzipSync(gz).toString()).toBe(whole);
      expect(execFileSync('gzip', ['-dc'], { input: gz }).toString()).toBe(whole);
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
