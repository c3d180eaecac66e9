/**
 * Code 128, subset B (ISO/IEC 15417): a text becomes the widths of its bars and spaces. Pure and free of React and of
 * the renderer, so it is tested on its own against published encodings.
 */

/**
 * Bar and space widths, in modules, of the symbol values 0 to 106 (the standard's table): bar, space, bar, space,
 * bar, space; every symbol is 11 modules wide. 106, the stop, has a seventh element, its 2-module closing bar (13).
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

/** The symbol value that starts a subset B barcode. */
export const START_B = 104;
/** The symbol value that ends every Code 128 barcode. */
export const STOP = 106;
/** The blank margin the standard asks for on each side of the bars, in modules (at least 10). */
export const QUIET_ZONE = 10;

/** A text that subset B cannot draw: it holds a character outside ASCII 32 to 127. */
export class Code128Error extends Error {
  constructor(text: string, position: number) {
    super(
      `Code 128 cannot draw character ${JSON.stringify(text.charAt(position))} at position ${position + 1}: only ASCII letters, digits, spaces and punctuation`,
    );
    this.name = 'Code128Error';
  }
}

/** The symbol values of a text in subset B: start B, one per character, the mod-103 check value, stop. */
export function code128Values(text: string): number[] {
  const data: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code > 127) throw new Code128Error(text, i);
    data.push(code - 32);
  }
  const check = data.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...data, check, STOP];
}

/** The widths, in modules, of the bars and spaces of a text's barcode, starting and ending with a bar; no quiet zones. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] ?? '')].map(Number));
}

/** One bar of a drawn barcode: where it starts and how wide it is, in modules from the left edge of the quiet zone. */
export interface Code128Bar {
  x: number;
  width: number;
}

/** A text's barcode laid out for drawing: its bars and its total width in modules, quiet zones included. */
export function code128Layout(text: string): { bars: Code128Bar[]; modules: number } {
  const bars: Code128Bar[] = [];
  let x = QUIET_ZONE;
  code128Widths(text).forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, modules: x + QUIET_ZONE };
}
