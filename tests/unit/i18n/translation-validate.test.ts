/**
 * A missing or stale Filipino is an error on a money screen (npm run validate, the server's refusal of a submit or
 * publish, the studio's problems) and a warning on any other screen (the studio's checks only).
 */
// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../renderer/core/validation/check-capabilities.ts';
import { localizeDocument } from '../../../renderer/core/i18n/localize-document.ts';
import { fingerprint } from '../../../renderer/core/i18n/translations.ts';
import { textReachesMoney } from '../../../server/store/screen-facts.ts';
import { screenProblems } from '../../../server/studio-api/screen-checks.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const screen = (id: string) => JSON.parse(read(`screens/${id}.json`)) as { body: Record<string, unknown>[] };
const current = JSON.parse(read('schemas/generated/capabilities.json')) as Manifest;
const capabilities = { current, released: [] };

/** Where loan-confirm's Loan Now button's text is. */
const loanNowText = `/body/${screen('loan-confirm').body.findIndex((n) => n.id === 'loan-now')}/text`;

/** loan-confirm with its Loan Now button's text replaced. */
function loanConfirmWith(text: unknown): string {
  const doc = screen('loan-confirm');
  const button = doc.body.find((n) => n.id === 'loan-now');
  if (!button) throw new Error('loan-confirm has no #loan-now');
  button.text = text;
  return JSON.stringify(doc, null, 2);
}

describe('missing and stale Filipino in the checks', () => {
  it('a money screen as written has none', () => {
    expect(validateScreenText(read('screens/loan-confirm.json'), 'loan-confirm')).toEqual([]);
  });

  it('on a money screen, an English-only text is an error that names it', () => {
    const problems = validateScreenText(loanConfirmWith('Borrow now'), 'loan-confirm');
    expect(problems).toMatchObject([{ severity: 'error', pointer: loanNowText, message: 'No Filipino for “Borrow now”: add it beside the English' }]);
  });

  it('on a money screen, a Filipino written for another English is an error that says which filFrom to set', () => {
    const stale = { en: 'Borrow now', fil: 'Mag-loan na', filFrom: fingerprint('Loan Now') };
    const problems = validateScreenText(loanConfirmWith(stale), 'loan-confirm');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', pointer: loanNowText });
    expect(problems[0]?.message).toContain(`set filFrom to "${fingerprint('Borrow now')}"`);
    expect(validateScreenText(loanConfirmWith({ ...stale, filFrom: fingerprint('Borrow now') }), 'loan-confirm')).toEqual([]);
  });

  it('on another screen begun in Filipino, the studio and npm run validate warn and nothing is refused; one still all English is not listed', () => {
    const doc = englishOnly('about-us') as { title: unknown };
    const english = JSON.stringify(doc);
    expect(screenProblems(english, 'about-us', capabilities).filter((p) => p.message.startsWith('No Filipino for'))).toEqual([]);
    doc.title = { en: 'About us', fil: 'Tungkol sa amin', filFrom: fingerprint('About us') };
    const begun = JSON.stringify(doc, null, 2);
    expect(validateScreenText(begun, 'about-us').filter((p) => p.severity === 'error')).toEqual([]);
    // npm run validate prints the same warnings (validateScreenText), without failing.
    const cli = validateScreenText(begun, 'about-us').filter((p) => p.message.startsWith('No Filipino for'));
    expect(cli.length).toBeGreaterThan(0);
    expect(cli.every((p) => p.severity === 'warning')).toBe(true);
    const warnings = screenProblems(begun, 'about-us', capabilities).filter((p) => p.message.startsWith('No Filipino for'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('a money screen is what publishing marks as one (it reaches a money endpoint), not a list of ids', () => {
    const doc = englishOnly('about-us') as { body: unknown[] };
    doc.body.push({ type: 'button', text: 'Send', onTap: [{ do: 'call', endpoint: 'complaint.save' }] });
    const text = JSON.stringify(doc, null, 2);
    expect(textReachesMoney(text)).toBe(true);
    const untranslated = validateScreenText(text, 'about-us').filter((p) => p.message.startsWith('No Filipino for'));
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.every((p) => p.severity === 'error')).toBe(true);
  });
});

/** A screen with every translation dropped (its English only). */
function englishOnly(id: string): unknown {
  return localizeDocument(screen(id), 'en').document;
}

describe('the studio finds a screen by its title in either language', () => {
  it('lists a translated title by its English and finds it by its Filipino too', async () => {
    const { filipinoTitleOf, titleOf } = await import('../../../server/store/bundled-screens.ts');
    const { searchScreens } = await import('../../../studio/shell/screen-search.ts');
    const { searchFacts } = await import('../../../server/store/screen-search.ts');
    const text = read('screens/loan-confirm.json');
    expect(titleOf(text, 'loan-confirm')).toBe('Confirm loan');
    expect(filipinoTitleOf(text)).toBe('Kumpirmahin ang loan');
    const summary = {
      id: 'loan-confirm',
      title: titleOf(text, 'loan-confirm'),
      titleFil: filipinoTitleOf(text),
      routes: [],
      find: searchFacts(text),
    };
    const found = (q: string) => searchScreens([summary as unknown as Parameters<typeof searchScreens>[0][number]], q).length === 1;
    expect(found('confirm loan')).toBe(true);
    expect(found('kumpirmahin')).toBe(true);
    expect(found('kuwago')).toBe(false);
  });
});
