// @vitest-environment node
/** The tokens page reads renderer/react/theme.css itself: every `--h-` property of its :root, grouped. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseThemeTokens } from '../../../stories/support/theme-tokens.ts';

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../renderer/react/theme.css'), 'utf8');

describe('parseThemeTokens', () => {
  const tokens = parseThemeTokens(css);

  it('reads every token of the theme with its value', () => {
    const declared = [...css.split('@media')[0]!.matchAll(/(--h-[\w-]+)\s*:/g)].map((m) => m[1]);
    expect(tokens.map((t) => t.name)).toEqual(declared);
    expect(tokens.find((t) => t.name === '--h-color-primary')).toMatchObject({ value: '#0b5d6b', group: 'colour', label: 'primary' });
  });

  it('groups colour, type, spacing and radius', () => {
    const group = (name: string) => tokens.find((t) => t.name === name)?.group;
    expect(group('--h-text-md')).toBe('type');
    expect(group('--h-font')).toBe('type');
    expect(group('--h-space-lg')).toBe('spacing');
    expect(group('--h-radius-pill')).toBe('radius');
    expect(group('--h-shadow-md')).toBe('other');
  });

  it('ignores comments and later :root overrides', () => {
    expect(parseThemeTokens('/* --h-x: 1; */ :root { --h-color-a: #fff; } @media print { :root { --h-color-a: #000; } }')).toEqual([
      { name: '--h-color-a', value: '#fff', group: 'colour', label: 'a' },
    ]);
  });
});
