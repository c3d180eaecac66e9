/**
 * What the screens show and track: a card number never shows more than its last four digits (the mask function, every
 * screen's use of a card or phone field, the repayment way drawn with real card numbers), and no tracking event (a
 * promotion.track* or event.* call, a native tracking point) carries a phone number, card number or session parameter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSensitiveName } from '../../../adapters/redact-sensitive.ts';
import { maskDigits } from '../../../renderer/core/expressions/functions.ts';
import { showPoisoned } from '../../support/poisoned-screen.tsx';

const screensDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../screens');
const screens = readdirSync(screensDir)
  .filter((n) => n.endsWith('.json') && n !== 'routes.json')
  .map((name): [string, unknown] => [name, JSON.parse(readFileSync(join(screensDir, name), 'utf8'))]);

/** Every string of a document with the property path that holds it. */
function strings(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...path, String(i)]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

/** Every object of a document (actions, nodes). */
function objects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (typeof value !== 'object' || value === null) return [];
  const record = Object.fromEntries(Object.entries(value));
  return [record, ...Object.values(record).flatMap(objects)];
}

describe('card numbers show at most their last four digits', () => {
  it('mask() never shows more than four characters of any value, whatever it is asked to keep', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ]{0,30}$/), fc.integer({ min: -5, max: 40 }), (value, keep) => {
        const shown = maskDigits(value, keep).replace(/^\*{4} ?/, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(value.replace(/\s+/g, '').endsWith(shown)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  /** Properties that never draw their value: conditions, bindings, paths and call or native payloads. */
  const notShown = new Set(['when', 'visible', 'where', 'bind', 'path', 'key', 'on', 'enabled', 'disabled', 'with', 'args']);
  const cardOrPhone = /\b(?:cardNo|cardNumber|card_no|bankCardNo|accountNo|accountNumber|mobilePhone|mobile|phone)\b/i;

  it.each(screens)('%s shows a card or phone field only through mask()', (_name, doc) => {
    for (const { path, text } of strings(doc)) {
      if (!text.startsWith('=') || path.some((p) => notShown.has(p))) continue;
      // What remains once texts in quotes, masked uses, validity checks and emptiness tests are taken out must not name such a field.
      const rest = text
        .replace(/'(?:[^'\\]|\\.)*'/g, "''")
        .replace(/mask\([^()]*\)/g, '')
        // A validity check (an error message's condition) reads the field but draws only its verdict.
        .replace(/check\([^()]*\)/g, '')
        .replace(/default\([^()]*\)\s*[!=]=\s*''/g, '')
        .replace(/[\w.[\]]+\s*[!=]=\s*''/g, '');
      expect(rest, `${path.join('/')}: ${text}`).not.toMatch(cardOrPhone);
    }
  });

  it('the repayment way drawn with real card numbers shows no more than four of their digits anywhere', async () => {
    const cards = ['4215830012345678', '4215 8300 1234 5678', '5264-7100-9876-1234'];
    for (const cardNo of cards) {
      const shown = await showPoisoned('#/payway', { productId: '7', orderId: '5000174', amount: '895900', mobilePhone: '09171234567' }, 'default', {
        cardNo,
      });
      await screen.findAllByText(/\*{4} \d{4}/);
      expect(shown.replaced.n).toBeGreaterThan(0);
      const digits = cardNo.replace(/\D/g, '');
      const attributes = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
      for (const text of [document.body.textContent ?? '', ...attributes]) {
        const runs = text.replace(/[\s-]/g, '').match(/\d{5,}/g) ?? [];
        expect(runs.filter((run) => digits.includes(run))).toEqual([]);
      }
      document.body.innerHTML = '';
    }
  });
});

describe('tracking events carry no phone number, card number or session parameter', () => {
  const isTracking = (o: Record<string, unknown>) =>
    (o.do === 'call' && typeof o.endpoint === 'string' && /track|^event\./i.test(o.endpoint)) ||
    (o.do === 'native' && typeof o.action === 'string' && /track/i.test(o.action));
  const tracking = screens.flatMap(([name, doc]) =>
    objects(doc)
      .filter(isTracking)
      .map((o): [string, Record<string, unknown>] => [name, o]),
  );

  it('finds the tracking calls of the screens', () => {
    expect(tracking.length).toBeGreaterThanOrEqual(5);
  });

  it.each(tracking.map(([name, o], i) => [`${name} #${i} ${String(o.endpoint ?? o.action)}`, o]))('%s', (_what, action) => {
    const payload = Object.fromEntries(Object.entries(action.with ?? action.args ?? {}));
    for (const [key, value] of Object.entries(payload)) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      if (text === '') continue;
      expect(isSensitiveName(key), `field ${key}`).toBe(false);
      const names = text.startsWith('=') ? (text.match(/[A-Za-z_]\w*/g) ?? []) : [];
      expect(names.filter(isSensitiveName), `${key}: ${text}`).toEqual([]);
    }
  });
});
