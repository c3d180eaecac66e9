/** Every link in README.md and docs/ leads somewhere: the file exists and, for `#anchor`, the heading does (GitHub's slugs). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const docFiles = [
  'README.md',
  ...(existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`)
    : []),
];

/** The text outside fenced code blocks (a `#` or `[x](y)` inside a block is code, not a heading or a link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const found = new Set<string>();
  for (const m of prose(readFileSync(join(root, file), 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) found.add(slugger.slug(m[1]!));
  return found;
}

/** The relative links of a file: [label](target), without web addresses. */
function linksOf(file: string): string[] {
  const text = prose(readFileSync(join(root, file), 'utf8')).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^(https?:|mailto:)/.test(t));
}

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(docFiles).toContain('README.md');
  });

  it.each(docFiles)('%s links only to files and headings that exist', (file) => {
    const dead: string[] = [];
    for (const link of linksOf(file)) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? file : normalize(join(dirname(file), path));
      if (!existsSync(join(root, target))) dead.push(`${link} (no file ${target})`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) dead.push(`${link} (no heading #${anchor} in ${target})`);
    }
    expect(dead).toEqual([]);
  });
});
