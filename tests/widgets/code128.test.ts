// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { code128Layout, code128Values, code128Widths, Code128Error, QUIET_ZONE, START_B, STOP } from '../../widgets/code128.ts';

/** The barcode as a module string: 1 for bar, 0 for space, as the standard's figures and zint's tests print it. */
const modules = (text: string) =>
  code128Widths(text)
    .map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(w))
    .join('');

describe('code128 (subset B)', () => {
  it('encodes "AIM" as ISO/IEC 15417:2007 Figure 1 shows it', () => {
    expect(modules('AIM')).toBe('11010010000101000110001100010001010111011000101110110001100011101011');
  });

  it('encodes "1234567890" in subset B as published (one symbol per digit)', () => {
    expect(modules('1234567890')).toBe(
      '1101001000010011100110110011100101100101110011001001110110111001001100111010011101101110111010011001110010110010011101100101000110001100011101011',
    );
  });

  it('starts with start B, ends with the mod-103 check value and stop', () => {
    // A=33, I=41, M=45: (104 + 33·1 + 41·2 + 45·3) mod 103 = 354 mod 103 = 45.
    expect(code128Values('AIM')).toEqual([START_B, 33, 41, 45, 45, STOP]);
    expect(code128Values('')).toEqual([START_B, START_B % 103, STOP]);
    expect(code128Values(' ~')).toEqual([START_B, 0, 94, (104 + 0 + 94 * 2) % 103, STOP]);
  });

  it('makes every symbol 11 modules and the stop 13, bar first and last', () => {
    for (const text of ['A', 'pay-0042 X', ' !"#$%&\'()*+,-./0123456789:;<=>?@[\\]^_`{|}~']) {
      const widths = code128Widths(text);
      expect(widths.length % 2).toBe(1);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * (text.length + 2) + 13);
      expect(widths.every((w) => w >= 1 && w <= 4)).toBe(true);
    }
  });

  it('lays the bars out between two quiet zones of 10 modules', () => {
    const { bars, modules: width } = code128Layout('AIM');
    expect(QUIET_ZONE).toBeGreaterThanOrEqual(10);
    expect(width).toBe(68 + 2 * QUIET_ZONE);
    expect(bars[0]).toEqual({ x: QUIET_ZONE, width: 2 });
    const last = bars[bars.length - 1];
    expect(last && last.x + last.width).toBe(width - QUIET_ZONE);
  });

  it('refuses characters subset B cannot draw, naming the first one', () => {
    expect(() => code128Values('12é4')).toThrow(Code128Error);
    expect(() => code128Values('12é4')).toThrow(/"é" at position 3/);
    expect(() => code128Values('a\nb')).toThrow(/position 2/);
  });
});
