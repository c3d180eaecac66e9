/** The borrower's language: the launcher's lang (kept on the device), else the kept one, else the browser's, else English. */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStorage } from '../../../adapters/storage.ts';
import { chooseLanguage, languageKey, languageOf } from '../../../renderer/core/i18n/language.ts';

const memory = () => createStorage({ backing: null, sessionBacking: null });

describe('language', () => {
  it('reads Filipino and English tags as the launcher and browsers write them', () => {
    for (const tag of ['fil', 'FIL', 'fil-PH', 'tl', 'tl-PH']) expect(languageOf(tag)).toBe('fil');
    for (const tag of ['en', 'en-US', 'en-PH']) expect(languageOf(tag)).toBe('en');
    for (const tag of ['es', 'filipino-ish', '', undefined, 3, 'english']) expect(languageOf(tag)).toBeUndefined();
  });

  it('takes the lang query value first and keeps it on the device for pages opened without it', () => {
    const storage = memory();
    expect(chooseLanguage({ lang: 'fil' }, storage, 'en-US')).toBe('fil');
    expect(storage.get(languageKey)).toBe('fil');
    expect(chooseLanguage({}, storage, 'en-US')).toBe('fil');
    expect(chooseLanguage({ lang: 'en' }, storage, 'fil-PH')).toBe('en');
    expect(chooseLanguage({}, storage, 'fil-PH')).toBe('en');
  });

  it("without a lang query or a kept choice, the browser's language decides; anything else is English", () => {
    expect(chooseLanguage({}, memory(), 'fil-PH')).toBe('fil');
    expect(chooseLanguage({}, memory(), 'tl')).toBe('fil');
    expect(chooseLanguage({}, memory(), 'ja-JP')).toBe('en');
    expect(chooseLanguage({ lang: 'es' }, memory(), undefined)).toBe('en');
  });
});
