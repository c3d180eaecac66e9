/** A screen document in one language: translations picked, English where the Filipino is missing, ICU texts formatted. */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../renderer/core/expressions/evaluate.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { fingerprint, isTranslations } from '../../../renderer/core/i18n/translations.ts';
import { localizeDocument, localizeScreen } from '../../../renderer/core/i18n/localize-document.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

const doc = {
  schemaVersion: 2,
  id: 'demo',
  title: { en: 'Order details', fil: 'Detalye ng order' },
  body: [
    { type: 'text', text: 'Plain English stays' },
    { type: 'button', text: { en: 'Loan Now', fil: 'Mangutang na' }, onTap: [{ do: 'toast', text: { en: 'Sent', fil: 'Naipadala' } }] },
    { type: 'text', text: { en: "='Due ' + date(data.due)", fil: "='Takdang araw: ' + date(data.due)" } },
    { type: 'text', text: { en: 'Only English' } },
    { type: 'text', text: { en: 'Empty Filipino', fil: '' } },
    { type: 'step-list', steps: [{ title: { en: 'Apply', fil: 'Mag-apply' } }] },
  ],
};

describe('localizeDocument', () => {
  it('puts every text in the language, English where there is no Filipino', () => {
    const fil = localizeDocument(doc, 'fil').document as typeof doc & { body: { text?: unknown; onTap?: { text: unknown }[] }[] };
    expect(fil.title).toBe('Detalye ng order');
    expect(fil.body.map((n) => n.text)).toEqual([
      'Plain English stays',
      'Mangutang na',
      "='Takdang araw: ' + date(data.due)",
      'Only English',
      'Empty Filipino',
      undefined,
    ]);
    expect(fil.body[1]?.onTap?.[0]?.text).toBe('Naipadala');
    expect((fil.body[5] as unknown as { steps: { title: string }[] }).steps[0]?.title).toBe('Mag-apply');
    const en = localizeDocument(doc, 'en').document as typeof doc & { body: { text?: unknown }[] };
    expect(en.title).toBe('Order details');
    expect(en.body[1]?.text).toBe('Loan Now');
  });

  it('keeps the objects of unchanged parts, and a document without translations as it is', () => {
    const plain = { schemaVersion: 2, id: 'p', body: [{ type: 'text', text: 'Hi' }] };
    expect(localizeDocument(plain, 'fil').document).toBe(plain);
    const out = localizeDocument(doc, 'fil').document as typeof doc;
    expect(out.body[0]).toBe(doc.body[0]);
    expect(doc.title).toEqual({ en: 'Order details', fil: 'Detalye ng order' });
  });

  it('formats ICU texts with their values in the language (plurals by its rules), loading the formatter only then', async () => {
    const days = {
      en: '{days, plural, =0 {Due today} one {# day left} other {# days left}}',
      fil: '{days, plural, =0 {Ngayon ang due date} other {# araw na lang}}',
      values: { days: '=state.daysLeft' },
    };
    const withIcu = { schemaVersion: 2, id: 'x', body: [{ type: 'text', text: days }] };
    expect(localizeDocument(withIcu, 'fil').messages).toBe(true);
    expect(localizeDocument(doc, 'fil').messages).toBe(false);
    const text = async (language: 'en' | 'fil', daysLeft: number) => {
      const out = (await localizeScreen(withIcu, language)) as unknown as { body: { text: string }[] };
      const source = out.body[0]?.text ?? '';
      expect(source.startsWith('=icu(')).toBe(true);
      return evaluate(parseExpression(source.slice(1)), { state: { daysLeft } }, { query: {}, clock: unknownClock });
    };
    expect(await text('en', 1)).toBe('1 day left');
    expect(await text('en', 3)).toBe('3 days left');
    expect(await text('en', 0)).toBe('Due today');
    expect(await text('fil', 3)).toBe('3 araw na lang');
    expect(await text('fil', 0)).toBe('Ngayon ang due date');
  });

  it("quotes an ICU message's apostrophes and backslashes so the expression reads it back exactly", async () => {
    const tricky = { en: "{n} o'clock \\ it's {n}", values: { n: 7 } };
    const out = (await localizeScreen({ body: [{ type: 'text', text: tricky }] }, 'fil')) as unknown as { body: { text: string }[] };
    // ICU reads '' as one apostrophe; a lone ' before a letter is kept.
    expect(evaluate(parseExpression((out.body[0]?.text ?? '').slice(1)), {}, { query: {}, clock: unknownClock })).toBe("7 o'clock \\ it's 7");
  });
});

describe('localizeScreen', () => {
  it('puts one document in one language once: the same object each time, another per language', async () => {
    const doc = { id: 's', body: [{ type: 'text', text: { en: 'Pay now', fil: 'Magbayad na' } }] };
    const english = await localizeScreen(doc, 'en');
    expect(await localizeScreen(doc, 'en')).toBe(english);
    expect(await localizeScreen(doc, 'fil')).not.toBe(english);
    expect((await localizeScreen(doc, 'fil')).body[0]?.text).toBe('Magbayad na');
    // An equal document that is another object is put in the language again.
    expect(await localizeScreen(structuredClone(doc), 'en')).not.toBe(english);
    expect(await localizeScreen(structuredClone(doc), 'en')).toEqual(english);
  });
});

describe('translations', () => {
  it('recognises only the translations shape', () => {
    expect(isTranslations({ en: 'a', fil: 'b', filFrom: '00000000' })).toBe(true);
    expect(isTranslations({ en: 'a' })).toBe(true);
    expect(isTranslations({ en: 'a', other: 1 })).toBe(false);
    expect(isTranslations({ fil: 'b' })).toBe(false);
    expect(isTranslations(['a'])).toBe(false);
  });

  it('fingerprints the English: 8 hex digits that change with it', () => {
    expect(fingerprint('Loan Now')).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint('Loan Now')).toBe(fingerprint('Loan Now'));
    expect(fingerprint('Loan Now')).not.toBe(fingerprint('Loan now'));
  });
});
