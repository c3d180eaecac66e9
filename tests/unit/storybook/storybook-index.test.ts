// @vitest-environment node
/**
 * Issue 20 (designers): Storybook's index — the list of pages a built Storybook has (its index.json) — holds a docs page
 * and stories for every widget with a schema, the design tokens page, and screens only under a borrower journey.
 * HATID_STORYBOOK_INDEX=<build>/index.json checks a built Storybook (`npm run build-storybook -- -o <dir>`); otherwise
 * the index is made here by `storybook index`, the same indexer as the build without building (about 2 s).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

const repo = path.resolve(import.meta.dirname, '../../..');
const widgets = fs
  .readdirSync(path.join(repo, 'schemas/widgets'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.slice(0, -'.schema.json'.length))
  .sort();
const journeys = ['Joining', 'Borrowing', 'Repaying', 'Help', 'Website', 'Tools'];

let entries: IndexEntry[] = [];

function readIndex(): IndexEntry[] {
  let file = process.env.HATID_STORYBOOK_INDEX;
  if (!file) {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-sb-index-')), 'index.json');
    const cli = path.join(repo, 'node_modules/storybook/dist/bin/core.js');
    execFileSync(process.execPath, [cli, 'index', '-o', file, '--quiet', '--disable-telemetry'], { cwd: repo, stdio: 'pipe' });
  }
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

beforeAll(() => {
  entries = readIndex();
}, 120_000);

describe('the Storybook index', () => {
  it('has a schema-generated docs page and stories for every widget', () => {
    const missing: string[] = [];
    for (const widget of widgets) {
      const file = `./stories/${widget}.stories.tsx`;
      const docs = entries.find((e) => e.type === 'docs' && e.importPath === file);
      const stories = entries.filter((e) => e.type === 'story' && e.importPath === file);
      if (!docs) missing.push(`${widget}: no docs page`);
      else if (!docs.tags?.includes('autodocs') || !docs.title.startsWith('Widgets/'))
        missing.push(`${widget}: docs page ${docs.title} not generated`);
      if (stories.length === 0) missing.push(`${widget}: no stories`);
      // The docs page is drawn from the schema only when the meta asks for it (stories/support/widget-meta.ts).
      const source = fs.readFileSync(path.join(repo, file), 'utf8');
      if (!source.includes(`...widgetMeta('${widget}'`)) missing.push(`${widget}: meta not made by widgetMeta('${widget}')`);
    }
    expect(missing).toEqual([]);
  });

  it('has the design tokens page, read from the theme file', () => {
    const tokens = entries.find((e) => e.type === 'docs' && e.title === 'Foundations/Tokens');
    expect(tokens?.importPath).toBe('./stories/foundations/tokens.mdx');
    const page = fs.readFileSync(path.join(repo, 'stories/support/tokens-page.tsx'), 'utf8');
    expect(page).toContain("from '../../renderer/react/theme.css?raw'");
  });

  it('files every screen story under a borrower journey', () => {
    const screens = entries.filter((e) => e.importPath.startsWith('./stories/screens/'));
    expect(screens.length).toBeGreaterThan(100);
    const stray = screens.filter((e) => !journeys.includes(e.title.split('/')[1] ?? '') || e.title.split('/').length !== 3);
    expect(stray.map((e) => e.title)).toEqual([]);
  });

  it('has nothing but foundations, widgets and screens', () => {
    const sections = new Set(entries.map((e) => e.title.split('/')[0]));
    expect([...sections].sort()).toEqual(['Foundations', 'Screens', 'Widgets']);
  });
});
