/**
 * The screens read in Filipino (issue 35 item 3): every text with words for the borrower has its Filipino, written
 * from the English it stands beside (not stale), and what stays in English on them is exactly the spec's kept words and
 * the payment channels' names, listed here and in docs/languages.md. Lender data (`=data…`, `=item…`, server messages)
 * is shown as sent and needs nothing. Every screen is one but the developer test page (/testPreview, not for
 * borrowers, no money screen: checks/money-screen.ts).
 */
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTexts } from '../../../renderer/core/i18n/document-texts.ts';
import { localizeDocument } from '../../../renderer/core/i18n/localize-document.ts';
import { reachesMoney } from '../../../checks/money-screen.ts';
import { translationProblems, wordsOf } from '../../../renderer/core/i18n/translation-check.ts';
import { fingerprint } from '../../../renderer/core/i18n/translations.ts';
import { loadFixtureFiles } from '../../support/fixture-files.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const screen = (id: string): unknown => JSON.parse(readFileSync(path.join(root, `screens/${id}.json`), 'utf8'));

/** The screens in Filipino and what each shows in English, as the spec writes it (besides lender data). */
const keptEnglish: Record<string, string[]> = {
  'loan-confirm': ['loading...', 'Point out'],
  'new-loan-confirm': ['loading...'],
  payway: ['loading...', 'Error', 'Enter the correct code'],
  'repayment-of-code': ['7-Eleven', 'Cebuana Lhuillier', 'M Lhuillier', 'Palawan Express', 'Bayad Center'],
  'repayment-of-code2': ['Please keep the depositslip as proof of payment', 'Click to Copy'],
  'bind-bank': ['loading...'],
  'complain-page': ['The selected order does not support sending collection types.'],
  'complain-page-next': ['Please fill in your comments and suggestions', 'Upload succeeded!', 'loading...', 'Successfully Sent'],
  'repayment-by-period': ['loading...', 'scanToPay'],
  'repayment-delay': ['loading...', 'scanToPay'],
  'wallet-repayment': ['Error', 'loading...'],
  'promotion-register': ['loading...', 'registration successful'],
  'site-policy': ['Hatid Lending', 'Hatid Lending Corporation'],
  'loan-details': ['Kind tips', 'REPAY', 'Silakan pilih', 'loading...'],
  'complaint-list': [],
  'complain-details': ['Silakan pilih', 'Successful demonstration！', 'loading...'],
  'customer-service': [],
  'joint-login-fail': ['loading...'],
  'loan-agreement': ['loading...'],
  'payment-instructions': ['4. Please keep the depositslip as proof of payment.', 'Reference_no'],
  'promotion-download': [],
  'about-us': [],
  'privacy-policy': [],
  'site-home': ['Hatid Lending', 'Hatid Lending Corporation', 'Next paragraph'],
  'site-about': ['Hatid Lending', 'Hatid Lending Corporation'],
  'site-calculator': ['Hatid Lending', 'Hatid Lending Corporation', 'Please Enter a number!'],
  'site-loan-terms': ['Hatid Lending', 'Hatid Lending Corporation'],
};

const translated = Object.keys(keptEnglish);
const allScreens = readdirSync(path.join(root, 'screens'))
  .filter((f) => f.endsWith('.json') && f !== 'routes.json')
  .map((f) => f.slice(0, -'.json'.length));

describe('the screens in Filipino', () => {
  it('every screen is in Filipino but the developer test page; every money screen among them', () => {
    expect(allScreens.filter((id) => !translated.includes(id))).toEqual(['test-preview']);
    expect(reachesMoney(screen('test-preview'))).toBe(false);
  });

  it('every money screen has a QA fixture that replays it in Filipino (lang=fil)', () => {
    const routes = JSON.parse(readFileSync(path.join(root, 'screens/routes.json'), 'utf8')) as { path: string; screen: string }[];
    const screenOf = new Map(routes.map((r) => [r.path, r.screen]));
    const inFilipino = new Set(
      loadFixtureFiles()
        .flatMap(({ fixture }) => (fixture && fixture.query?.lang === 'fil' ? [screenOf.get(fixture.route)] : []))
        .filter((id) => id !== undefined),
    );
    const money = allScreens.filter((id) => reachesMoney(screen(id)));
    expect(money.length).toBeGreaterThan(8);
    expect(money.filter((id) => !inFilipino.has(id))).toEqual([]);
  });

  it.each(translated)('%s: every text has its Filipino, none stale', (id) => {
    expect(translationProblems(screen(id))).toEqual([]);
  });

  it.each(translated)('%s: in Filipino, only the listed spec words and names stay English', (id) => {
    const { document } = localizeDocument(screen(id), 'fil');
    const english = new Set<string>();
    for (const { value } of documentTexts(document)) {
      if (typeof value !== 'string') throw new Error('a localized document holds only strings');
      for (const w of wordsOf(value)) if (/\p{L}{2}/u.test(w) && screenEnglish(id).has(w)) english.add(w);
    }
    expect([...english].sort()).toEqual([...(keptEnglish[id] ?? [])].sort());
  });
});

/** The English words the screen writes outside any translation (plain strings and their expressions' words). */
function screenEnglish(id: string): Set<string> {
  const out = new Set<string>();
  for (const { value } of documentTexts(screen(id))) if (typeof value === 'string') for (const w of wordsOf(value)) out.add(w);
  return out;
}

describe('finding missing and stale Filipino', () => {
  const doc = (text: unknown, type = 'text') => ({ schemaVersion: 2, id: 'x', body: [{ type, text }] });

  it('an English text with words and no Filipino is missing one; data, spec words and names are not', () => {
    expect(translationProblems(doc('Loan amount'))).toEqual([{ pointer: '/body/0/text', en: 'Loan amount', kind: 'missing' }]);
    expect(translationProblems(doc("=state.message + ' No money was taken.'"))).toHaveLength(1);
    for (const text of ['=data.confirm.comProductName', 'Click to Copy', 'enter the correct code.', 'Bayad Center', "=item.no + ' · '"])
      expect(translationProblems(doc(text))).toEqual([]);
  });

  it("an expression's compared values and keys are not words", () => {
    expect(translationProblems(doc("=error.kind == 'business' ? error.message : 'Error'"))).toEqual([]);
    expect(translationProblems(doc("=find(field.note, 'type', state.v).name"))).toEqual([]);
  });

  it('a Filipino written from another English is stale; from this English, fine', () => {
    const written = { en: 'Loan Now', fil: 'Mag-loan na', filFrom: fingerprint('Loan Now') };
    expect(translationProblems(doc(written, 'button'))).toEqual([]);
    expect(translationProblems(doc({ ...written, en: 'Borrow Now' }, 'button'))).toEqual([
      { pointer: '/body/0/text', en: 'Borrow Now', kind: 'stale' },
    ]);
    expect(translationProblems(doc({ en: 'Loan Now', fil: '' }, 'button'))[0]?.kind).toBe('missing');
  });

  it('finds texts in nested widgets, repeats and actions', () => {
    const texts = documentTexts({
      title: 'T',
      body: [
        { type: 'stack', children: [{ type: 'repeat', items: '=data.x', render: { type: 'cell', title: 'A' } }] },
        {
          type: 'button',
          text: 'B',
          onTap: [
            { do: 'toast', text: 'C' },
            { do: 'call', endpoint: 'e', loadingText: 'D' },
          ],
        },
      ],
    });
    expect(texts.map((t) => t.value)).toEqual(['T', 'A', 'B', 'C', 'D']);
  });
});
