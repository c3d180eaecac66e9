/**
 * The picture of a graphic code (promotion.captcha, GET <base>/promotion/get-captcha?sid=…&timestamp=…): an SVG that
 * shows the characters slightly rotated and shifted over a few noise lines and dots, readable by a person. The same
 * characters, sid and timestamp always give the same picture (the noise comes from a hash of them).
 */

/** The headers of a served graphic code: an SVG that can run nothing and is never cached (each one is used once). */
export const captchaImageHeaders = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/** The picture's size in CSS pixels (the usual captcha box beside an input). */
export const captchaWidth = 120;
export const captchaHeight = 44;

/** A 32-bit FNV-1a hash of a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small generator of numbers in [0, 1) from a seed (mulberry32). */
function generator(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dark ink colours for the characters, pale ones for the noise. */
const inks = ['#1f3a93', '#7c2d12', '#065f46', '#6b21a8', '#9f1239', '#1e293b'];
const noise = ['#94a3b8', '#a5b4fc', '#fca5a5', '#86efac', '#fcd34d'];

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The SVG of a graphic code. `text` holds only characters of the captcha alphabet (capital letters and digits), so
 * nothing needs escaping; `key` (sid and timestamp) varies the noise.
 */
export function captchaSvg(text: string, key: string): string {
  const random = generator(hash(`${key}\n${text}`));
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const w = captchaWidth;
  const h = captchaHeight;
  const parts: string[] = [`<rect width="${w}" height="${h}" rx="4" fill="#f1f5f9"/>`];
  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${round(between(2, w - 2))}" cy="${round(between(2, h - 2))}" r="${round(between(0.6, 1.6))}" fill="${pick(noise)}"/>`);
  }
  for (let i = 0; i < 3; i++) {
    const [x1, y1, x2, y2] = [between(0, w / 3), between(4, h - 4), between((2 * w) / 3, w), between(4, h - 4)];
    const [cx, cy] = [between(w / 3, (2 * w) / 3), between(0, h)];
    parts.push(
      `<path d="M${round(x1)} ${round(y1)} Q${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)}" stroke="${pick(noise)}" stroke-width="1.4" fill="none"/>`,
    );
  }
  const step = (w - 16) / text.length;
  [...text].forEach((ch, i) => {
    const x = round(8 + step * i + step / 2 + between(-2, 2));
    const y = round(h / 2 + 10 + between(-3, 3));
    const angle = round(between(-18, 18));
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y - 10})" text-anchor="middle" ` +
        `font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="28" font-weight="700" fill="${pick(inks)}">${ch}</text>`,
    );
  });
  // One thin line across the characters, drawn over them.
  parts.push(
    `<path d="M4 ${round(between(h / 3, (2 * h) / 3))} C${round(w / 3)} ${round(between(0, h))} ${round((2 * w) / 3)} ${round(between(0, h))} ${w - 4} ${round(between(h / 3, (2 * h) / 3))}" stroke="${pick(inks)}" stroke-opacity="0.55" stroke-width="1.2" fill="none"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    '<title>Graphic code</title>' +
    parts.join('') +
    '</svg>'
  );
}
