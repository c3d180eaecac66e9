/**
 * Pictures with words in them (issue 35): a screen read in Filipino shows no English baked into a picture, beyond the
 * words a borrower reads in English on the real thing the picture draws (the counter's slip, the wallet's own buttons)
 * and the spec's and lender's names. A picture with words has one per language, chosen like a text (a translated state
 * value, docs/languages.md); this finds every picture a screen names, in English and in Filipino, and compares their words.
 */
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeDocument } from '../../../renderer/core/i18n/localize-document.ts';
import { needsFilipino } from '../../../renderer/core/i18n/translation-check.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Words the pictures draw as the real counter slip and e-wallet screens write them, in English in every language. */
const realScreenWords: ReadonlySet<string> = new Set([
  'BILLS PAYMENT SLIP',
  'Biller',
  'Amount',
  'COUNTER',
  'depositslip',
  'Bills',
  'Power',
  'Water',
  'Loans',
  'Internet',
  'Phone',
  'Cable',
  'Pay',
  'Pay a merchant',
  'Confirm',
]);

const screens = readdirSync(path.join(root, 'screens'))
  .filter((f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'test-preview.json')
  .map((f) => f.slice(0, -'.json'.length));

/** Every picture (an /images/….svg address) a document names, wherever it is: a src, a state value. */
function pictures(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^\/images\/[\w-]+\.svg$/.test(value)) out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) pictures(v, out);
  return out;
}

/** The words a picture draws (its <text> elements). */
function pictureWords(address: string): string[] {
  const svg = readFileSync(path.join(root, 'public', address), 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').trim()).filter(Boolean);
}

function wordsShown(id: string, language: 'en' | 'fil'): Set<string> {
  const doc: unknown = JSON.parse(readFileSync(path.join(root, 'screens', `${id}.json`), 'utf8'));
  return new Set([...pictures(localizeDocument(doc, language).document)].flatMap(pictureWords));
}

describe('pictures in Filipino', () => {
  it.each(screens)('%s: no English words in its pictures when read in Filipino', (id) => {
    const english = wordsShown(id, 'en');
    const left = [...wordsShown(id, 'fil')].filter((w) => english.has(w) && needsFilipino(w) && !realScreenWords.has(w));
    expect(left).toEqual([]);
  });

  it('the payment instructions show their Filipino pictures in Filipino; the home slides draw no words at all', () => {
    const shown = (id: string, language: 'en' | 'fil') =>
      [...pictures(localizeDocument(JSON.parse(readFileSync(path.join(root, 'screens', `${id}.json`), 'utf8')), language).document)].sort();
    expect(shown('payment-instructions', 'fil').filter((p) => p.startsWith('/images/instructions-'))).toEqual([
      '/images/instructions-offline-store-fil.svg',
      '/images/instructions-wallet-bills-fil.svg',
      '/images/instructions-wallet-service-fil.svg',
    ]);
    expect(shown('payment-instructions', 'en')).not.toContain('/images/instructions-offline-store-fil.svg');
    for (const slide of ['/images/site-slide-1.svg', '/images/site-slide-2.svg'])
      expect(pictureWords(slide).filter((w) => /\p{L}{2}/u.test(w))).toEqual([]);
  });

  it('a carousel slide names its picture as written: the carousel draws its slides unevaluated, so an expression would be refused', () => {
    const slides = screens.flatMap((id) => {
      const out: unknown[] = [];
      const visit = (v: unknown): void => {
        if (!v || typeof v !== 'object') return;
        const o = v as Record<string, unknown>;
        if (o.type === 'carousel' && Array.isArray(o.slides)) out.push(...o.slides.map((slide) => (slide as { src?: unknown }).src));
        Object.values(o).forEach(visit);
      };
      visit(JSON.parse(readFileSync(path.join(root, 'screens', `${id}.json`), 'utf8')));
      return out;
    });
    expect(slides.length).toBeGreaterThan(0);
    for (const src of slides) expect(src).toMatch(/^\/images\/[\w-]+\.svg$/);
  });
});
