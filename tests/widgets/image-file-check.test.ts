/** The pure check of picked files: content sniffing, size, room, and what the borrower reads about a refusal. */
import { describe, expect, it } from 'vitest';
import { looksLikeImage, refusalOf, refusalText, sortPicked } from '../../widgets/image-file-check.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const heic = new Uint8Array([0, 0, 0, 0x18, ...Array.from('ftypheic', (c) => c.charCodeAt(0))]);

describe('image file check', () => {
  it('knows photos by their first bytes, not by their name', () => {
    expect(looksLikeImage(png)).toBe(true);
    expect(looksLikeImage(jpeg)).toBe(true);
    expect(looksLikeImage(heic)).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });

  it('refuses empty, too large and disguised files', async () => {
    expect(await refusalOf(new File([], 'a.png', { type: 'image/png' }), 100)).toBe('empty');
    expect(await refusalOf(new File([png, new Uint8Array(200)], 'b.png', { type: 'image/png' }), 100)).toBe('too-large');
    expect(await refusalOf(new File(['%PDF-1.7'], 'c.png', { type: 'image/png' }), 100)).toBe('not-image');
    expect(await refusalOf(new File([png], 'd.png', { type: 'image/png' }), 100)).toBeUndefined();
  });

  it('takes images up to the room left and says why the others were not added', async () => {
    const files = [1, 2, 3].map((n) => new File([png], `${n}.png`, { type: 'image/png' }));
    const { accepted, rejected } = await sortPicked(files, 2, 1000);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(rejected.map((r) => refusalText(r, 9, 1000))).toEqual(['3.png was not added: you can add at most 9 images.']);
  });
});
