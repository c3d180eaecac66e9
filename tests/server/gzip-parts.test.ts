/** gzip-parts: a page's fixed head compressed once, each page's rest after it, one valid gzip member over the whole. */
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipHead, gzipWithHead } from '../../server/http/gzip-parts.ts';

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
