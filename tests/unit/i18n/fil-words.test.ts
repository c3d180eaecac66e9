/**
 * Every one of the app's own English texts a borrower may read has its Filipino in fil-words.ts: the words its code
 * passes to words()/w(), the failure messages of the lender client and the screen controller, the screens' titles and
 * loading lines known before their documents, and the widgets' default texts; only the spec's kept words are left out.
 */
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureMessages, genericErrorText } from '../../../adapters/http/borrower-text.ts';
import { endpoints, type EndpointSpec } from '../../../adapters/http/endpoints.ts';
import { networkMessage } from '../../../app/lazy-api.ts';
import { bundledTitle, loadingWords } from '../../../app/screen-titles.ts';
import { loadRuleMessage, missingParamMessage } from '../../../renderer/core/screen-controller.ts';
import { filWords } from '../../../renderer/core/i18n/fil-words.ts';
import { isSpecWord } from '../../../renderer/core/i18n/spec-words.ts';
import { widgetDefaults } from '../../../schemas/generated/widget-defaults.ts';
import { widgetManifest } from '../../../schemas/generated/widget-manifest.ts';

const root = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('generated'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The string literals inside each call of w( or words( (its top-level parentheses). */
function wordsCalls(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w.$])(?:w|words|useWords\(\))\(/g)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      const c = text[i];
      if (c === "'" || c === '"') {
        const end = text.indexOf(c, i + 1);
        i = end < 0 ? text.length : end;
      } else if (c === '(') depth++;
      else if (c === ')') depth--;
      i++;
    }
    for (const lit of text.slice(start, i - 1).matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g))
      found.push((lit[1] ?? lit[2] ?? '').replace(/\\'/g, "'"));
  }
  return found;
}

const needed = new Map<string, string>();
const need = (text: string, where: string) => {
  if (text && !isSpecWord(text) && !needed.has(text)) needed.set(text, where);
};

for (const file of [...sources('widgets'), ...sources('renderer'), ...sources('app'), ...sources('adapters/http')]) {
  const text = readFileSync(file, 'utf8');
  for (const w of wordsCalls(text)) need(w, path.relative(root, file));
}
// Texts handed to components that put them in words themselves (ScreenProblem, LoadingNote).
for (const file of ['app/app.tsx', 'renderer/react/screen-view.tsx']) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const m of text.matchAll(/\b(?:title|text)="([^"]+)"/g)) need(m[1] ?? '', file);
}
need('Updating…', 'screen-view.tsx');
for (const message of [...Object.values(failureMessages), genericErrorText, networkMessage, loadRuleMessage, missingParamMessage])
  need(message, 'failure messages');
for (const [name, spec] of Object.entries(endpoints as Record<string, EndpointSpec>)) {
  need(spec.defaultError, `endpoint ${name}`);
  if (spec.networkError) need(spec.networkError, `endpoint ${name}`);
  for (const message of Object.values(spec.errors ?? {})) need(message, `endpoint ${name}`);
}
const screens = readdirSync(path.join(root, 'screens'))
  .filter((f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'test-preview.json')
  .map((f) => f.replace(/\.json$/, ''));
for (const screen of screens) {
  need(bundledTitle(screen), `screen-titles ${screen}`);
  need(loadingWords(screen), `screen-titles ${screen}`);
}
for (const [type, defaults] of Object.entries(widgetDefaults)) {
  const kinds = (widgetManifest as Record<string, Record<string, string>>)[type] ?? {};
  for (const [prop, value] of Object.entries(defaults))
    if (kinds[prop] === 'text' && typeof value === 'string') need(value, `${type}.${prop} default`);
}

describe("the app's own words in Filipino", () => {
  it('finds the words it checks (the scan works)', () => {
    expect(needed.get('Try again')).toBeDefined();
    expect(needed.has('Enlarge: {0}')).toBe(true);
    expect(needed.has('Confirm')).toBe(true);
    expect(needed.has('Loading your order…')).toBe(true);
    expect(needed.has('Error')).toBe(false);
  });

  it('has a Filipino text for every one of them', () => {
    const missing = [...needed].filter(([en]) => !Object.hasOwn(filWords, en)).map(([en, where]) => `${where}: ${en}`);
    expect(missing).toEqual([]);
  });

  it('keeps the numbered places of each text', () => {
    for (const [en, fil] of Object.entries(filWords)) {
      const places = (t: string) => (t.match(/\{[0-9s]\}/g) ?? []).sort().join();
      expect(places(fil), en).toBe(places(en));
    }
  });
});
