/** The design tokens of renderer/react/theme.css: its `:root` custom properties, read from the CSS text and grouped. */

/** The groups the tokens page shows, in order. */
export type TokenGroup = 'colour' | 'type' | 'spacing' | 'radius' | 'other';

/** One `--h-…` custom property of the theme. */
export interface ThemeToken {
  /** The custom property, such as "--h-color-primary". */
  name: string;
  /** Its value as written, such as "#0b5d6b". */
  value: string;
  group: TokenGroup;
  /** The comment-free short name, such as "primary" for --h-color-primary. */
  label: string;
}

const prefixes: [RegExp, TokenGroup][] = [
  [/^--h-color-/, 'colour'],
  [/^--h-(font|text-|leading|weight-)/, 'type'],
  [/^--h-space-/, 'spacing'],
  [/^--h-radius-/, 'radius'],
];

function groupOf(name: string): TokenGroup {
  return prefixes.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

/** The tokens declared in the first `:root { … }` block of a CSS text (later :root blocks only override them). */
export function parseThemeTokens(css: string): ThemeToken[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /(?:^|\})\s*:root\s*\{([^}]*)\}/.exec(withoutComments);
  if (!root?.[1]) return [];
  const tokens: ThemeToken[] = [];
  for (const match of root[1].matchAll(/(--h-[\w-]+)\s*:\s*([^;]+);/g)) {
    const name = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    const group = groupOf(name);
    const label = name.replace(/^--h-(color-|space-|radius-)?/, '');
    tokens.push({ name, value, group, label });
  }
  return tokens;
}
