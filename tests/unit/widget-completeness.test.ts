// @vitest-environment node
/**
 * Issue 19 §7 (part): every widget ships with its schema, component, story and test under the same name, and its
 * schema's title follows the naming rule (kebab-case file `x-y` ↔ title `XYNode`), so a `StatusBadge` cannot slip into
 * the node union. `repeat` and `switch` are drawn by the renderer itself, so they have no component of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const structural = new Set(['repeat', 'switch']);
const names = fs
  .readdirSync(path.join(repo, 'schemas/widgets'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.slice(0, -'.schema.json'.length))
  .sort();

/** "countdown-button" → "CountdownButtonNode". */
function nodeTitle(name: string): string {
  return `${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Node`;
}

describe('every widget', () => {
  it('is a kebab-case name with a schema titled after it', () => {
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      expect(name, name).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      const schema = JSON.parse(fs.readFileSync(path.join(repo, 'schemas/widgets', `${name}.schema.json`), 'utf8')) as { title?: string };
      expect(schema.title, `schemas/widgets/${name}.schema.json title`).toBe(nodeTitle(name));
    }
  });

  it('has its component, story and test under the same name', () => {
    const missing = names
      .filter((name) => !structural.has(name))
      .flatMap((name) => [`widgets/${name}.tsx`, `stories/${name}.stories.tsx`, `tests/widgets/${name}.test.tsx`])
      .filter((file) => !fs.existsSync(path.join(repo, file)));
    expect(missing).toEqual([]);
  });

  it('is the naming rule itself', () => {
    expect(nodeTitle('qr-code')).toBe('QrCodeNode');
    expect(nodeTitle('text')).toBe('TextNode');
  });
});
