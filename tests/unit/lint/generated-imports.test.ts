// @vitest-environment node
/**
 * Generated code flows one way (schemas → core → React binding): nothing in schemas/generated/ imports the renderer,
 * and the document types (types.ts, what the core reads) import nothing at all — React's types are in widget-props.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const generated = path.resolve(import.meta.dirname, '../../../schemas/generated');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^import\b[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('generated code', () => {
  it('imports nothing of the renderer, the adapters or the widgets', () => {
    const offending = filesUnder(generated).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /(^|\/)(renderer|adapters|widgets)\//.test(spec))
        .map((spec) => `${path.relative(generated, file)} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the document types free of imports (no React), and the prop types apart', () => {
    expect(importsOf(path.join(generated, 'types.ts'))).toEqual([]);
    expect(importsOf(path.join(generated, 'widget-props.ts'))).toContain('react');
  });
});
