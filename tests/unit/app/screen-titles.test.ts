/** The screen titles the loading page shows before a document arrives: those of the bundled screens. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledTitle } from '../../../app/screen-titles.ts';
import { filWords } from '../../../renderer/core/i18n/fil-words.ts';
import type { Translations } from '../../../renderer/core/i18n/translations.ts';

describe('bundled titles', () => {
  it('knows a screen title before its document arrives, but not one worked out from data', () => {
    expect(bundledTitle('bind-bank')).toBe('Payment account information');
    expect(bundledTitle('promotion-register')).toBe('');
    expect(bundledTitle('no-such-screen')).toBe('');
  });

  it('match the titles of screens/*.json', () => {
    const dir = path.resolve(import.meta.dirname, '../../../screens');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'routes.json')) {
      const { title } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { title: string | Translations };
      const en = typeof title === 'string' ? title : title.en;
      expect(bundledTitle(file.replace(/\.json$/, '')), file).toBe(en.startsWith('=') ? '' : en);
      // In Filipino the loading page says the bundled title through the app's words: the same as the document's.
      if (typeof title !== 'string' && title.fil && !en.startsWith('=')) expect(filWords[en], file).toBe(title.fil);
    }
  });
});
