// @vitest-environment node
/**
 * Prop defaults live in one place, the schema's `default` (generated as widgetDefaults): a widget component defaults a
 * schema prop only from there, never with a literal of its own, and reads no default the schema does not state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '../../scripts/gen-widgets.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const types = fs
  .readdirSync(path.join(repo, 'schemas/widgets'))
  .map((f) => f.replace('.schema.json', ''))
  .filter((t) => fs.existsSync(path.join(repo, `widgets/${t}.tsx`)));

function propsOf(type: string): Record<string, { default?: unknown }> {
  const schema = JSON.parse(fs.readFileSync(path.join(repo, `schemas/widgets/${type}.schema.json`), 'utf8')) as { properties: object };
  return schema.properties as Record<string, { default?: unknown }>;
}

describe('widget defaults', () => {
  it('components default schema props from the schema, not from literals', () => {
    const literal = /\b([a-zA-Z]+) = ('[^']+'|-?\d+|true|false)\s*[,}]/g;
    const offending: string[] = [];
    for (const type of types) {
      const source = fs.readFileSync(path.join(repo, `widgets/${type}.tsx`), 'utf8');
      const signature = new RegExp(`export function ${pascalCase(type)}Widget\\(\\{([^}]*)\\}`).exec(source)?.[1] ?? '';
      const props = propsOf(type);
      for (const m of signature.matchAll(literal)) if (Object.hasOwn(props, m[1]!)) offending.push(`${type}.${m[1]} = ${m[2]}`);
    }
    expect(offending).toEqual([]);
  });

  it('components read only defaults their schema states', () => {
    const missing: string[] = [];
    for (const type of types) {
      const source = fs.readFileSync(path.join(repo, `widgets/${type}.tsx`), 'utf8');
      const props = propsOf(type);
      for (const m of source.matchAll(/(?<![\w-])defaults\.([a-zA-Z]+)(?!')/g))
        if (props[m[1]!]?.default === undefined) missing.push(`${type}.${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
