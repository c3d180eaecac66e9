/**
 * Spec section 9: "Money shown as integer amount divided by 100 with two decimals; thousands grouped with a dot
 * separator". Every peso amount the app or its sandbox lender writes in words or pictures (screens, the promotion
 * landing configs, the loan products' amount ranges, banners and the website's pictures) reads like money() writes it:
 * "₱20.000,00", never "PHP 20,000" or "₱20.000" beside it (issue 28, item 11).
 */
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxAssets } from '../../adapters/sandbox/assets.ts';
import { seedProducts } from '../../adapters/sandbox/loan-seed.ts';
import { promotionTemplates } from '../../adapters/sandbox/promotion-seed.ts';
import { resolveValue } from '../../renderer/core/expressions/evaluate.ts';
import { unknownClock } from '../../renderer/core/expressions/unknown-clock.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Pictures that show another company's own receipt (evidence a borrower attached), not the app's words. */
const othersReceipts = new Set(['gcash-receipt.svg']);

/** Every written amount: a currency sign or code followed by a number. */
const amounts = (text: string) => text.match(/(?:₱|PHP|Php|₹)\s?\d[\d.,]*\d|(?:₱|PHP|Php|₹)\s?\d/g) ?? [];

/** What money() writes (spec section 9): whole pesos grouped by dots, a comma, two decimals. */
const specMoney = /^[₱₹]\d{1,3}(?:\.\d{3})*,\d{2}$/;

function writtenTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const name of readdirSync(path.join(root, 'screens')).filter((n) => n.endsWith('.json'))) {
    texts.push([`screens/${name}`, readFileSync(path.join(root, 'screens', name), 'utf8')]);
  }
  for (const name of readdirSync(path.join(root, 'public/images')).filter((n) => n.endsWith('.svg'))) {
    texts.push([`public/images/${name}`, readFileSync(path.join(root, 'public/images', name), 'utf8')]);
  }
  for (const [name, svg] of Object.entries(sandboxAssets)) if (!othersReceipts.has(name)) texts.push([`sandbox asset ${name}`, svg]);
  for (const [id, template] of Object.entries(promotionTemplates('/api'))) texts.push([`promotion template ${id}`, JSON.stringify(template)]);
  for (const product of seedProducts()) texts.push([`loan product ${product.productId}`, JSON.stringify(product)]);
  return texts;
}

describe('money written in texts and pictures (spec section 9)', () => {
  it('money() itself writes ₱20.000,00 for 2000000 centavos', () => {
    expect(resolveValue('=money(2000000, true)', {}, { query: {}, clock: unknownClock })).toBe('₱20.000,00');
  });

  it('every written peso amount has dot-grouped thousands and two decimals after a comma', () => {
    const wrong: string[] = [];
    for (const [where, text] of writtenTexts()) {
      for (const amount of amounts(text)) if (!specMoney.test(amount)) wrong.push(`${where}: ${amount}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the promotion page states its amount once, in one format, in the title and in the banner', () => {
    const template = promotionTemplates('/api')['1'];
    expect(template?.title).toBe('Borrow up to ₱20.000,00 in minutes');
    expect(amounts(sandboxAssets['promotion-banner.svg'] ?? '')).toEqual(['₱20.000,00']);
  });
});
