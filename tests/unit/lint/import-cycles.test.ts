// @vitest-environment node
/**
 * scripts/import-cycles.ts (lint's cycle check) finds the cycles ESLint's import-x/no-cycle found, at the same imports:
 * both run on one planted tree (static, dynamic, re-export and side-effect cycles, type-only imports, a module ESLint
 * does not lint on the way, the recursive files' exemption) and must agree file by file and line by line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles, lintIgnores } from '../../../scripts/import-cycles.ts';
import eslintConfig from '../../../eslint.config.js';

const planted: Record<string, string> = {
  // static
  'static-a.ts': "import { b } from './static-b.ts';\nexport const a = () => b;\n",
  'static-b.ts': "import { a } from './static-a.ts';\nexport const b = () => a;\n",
  // through a dynamic import()
  'dyn-a.ts': "import { b } from './dyn-b.ts';\nexport const a = 1 + b;\n",
  'dyn-b.ts': "export const b = 1;\nexport const load = () => import('./dyn-a.ts');\n",
  // three modules, through `export *` and `export { } from`
  'star-a.ts': "export * from './star-b.ts';\nexport const a = 1;\n",
  'star-b.ts': "export { c } from './star-c.ts';\n",
  'star-c.ts': "import { a } from './star-a.ts';\nexport const c = a;\n",
  // a side-effect import
  'side-a.ts': "import './side-b.ts';\nexport const a = 1;\n",
  'side-b.ts': "import { a } from './side-a.ts';\nconsole.log(a);\n",
  // type-only imports are no edges
  'type-a.ts': "import type { B } from './type-b.ts';\nexport type A = B[];\nexport const a = 1;\n",
  'type-b.ts': "import { a } from './type-a.ts';\nexport type B = typeof a;\n",
  'inline-a.ts': "import { type B } from './inline-b.ts';\nexport type A = B[];\nexport const a = 1;\n",
  'inline-b.ts': "import { a } from './inline-a.ts';\nexport type B = typeof a;\n",
  // …unless a value comes along
  'mixed-a.tsx': "import { type B, b } from './mixed-b.ts';\nexport type A = B[];\nexport const a = b;\n",
  'mixed-b.ts': "import { a } from './mixed-a.tsx';\nexport type B = string;\nexport const b = () => a;\n",
  // `export type … from` is followed from its own file only
  'retype-a.ts': "export type { B } from './retype-b.ts';\nexport const a = 1;\n",
  'retype-b.ts': "import { a } from './retype-a.ts';\nexport type B = typeof a;\n",
  'retype-star-a.ts': "export type * from './retype-star-b.ts';\nexport const a = 1;\n",
  'retype-star-b.ts': "import { a } from './retype-star-a.ts';\nexport type B = typeof a;\n",
  // through a module ESLint does not lint (generated/)
  'gen-user.ts': "import { v } from './generated/v.js';\nexport const user = v;\n",
  'generated/v.js': "import { user } from '../gen-user.ts';\nexport const v = () => user;\n",
  // a package and JSON end a path; a file importing itself is no cycle
  'pkg.ts':
    "import ts from 'typescript';\nimport data from './data.json';\nimport { self } from './pkg.ts';\nexport const self = [ts, data];\nexport const again = self;\n",
  'data.json': '{}\n',
  // no cycle at all
  'leaf.ts': "import { a } from './static-a.ts';\nexport const leaf = a;\n",
  // the recursive files: a cycle among them alone passes, one through another file is reported there
  'rec/view.tsx': "import { body } from './body.tsx';\nexport const view = () => body;\n",
  'rec/body.tsx': "import { view } from './view.tsx';\nexport const body = () => view;\n",
  'rec/row.tsx': "import { view2 } from './view2.tsx';\nexport const row = () => view2;\n",
  'rec/view2.tsx': "import { row } from './row.tsx';\nexport const view2 = () => row;\n",
};
const exempt = ['rec/view.tsx', 'rec/body.tsx', 'rec/view2.tsx'];

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(planted)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What import-x/no-cycle reported, with the settings eslint.config.js gave it: `file:line` of each import. */
async function importXFindings(): Promise<string[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ['generated/**'] },
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.js'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
        settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
      },
      { files: exempt, rules: { 'import-x/no-cycle': 'off' } },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}:${m.line} ${m.ruleId ?? m.message}`)).sort();
}

describe('import cycle check', () => {
  it('reports what import-x/no-cycle reports, import by import', async () => {
    const ours = findImportCycles(dir, { ignores: ['generated'], exempt }).map((c) => `${c.file}:${c.line} import-x/no-cycle`);
    const expected = [
      'dyn-a.ts:1',
      'dyn-b.ts:2',
      'gen-user.ts:1',
      'mixed-a.tsx:1',
      'mixed-b.ts:1',
      'rec/row.tsx:1',
      'retype-a.ts:1',
      'retype-star-a.ts:1',
      'side-a.ts:1',
      'side-b.ts:1',
      'star-a.ts:1',
      'star-b.ts:1',
      'star-c.ts:1',
      'static-a.ts:1',
      'static-b.ts:1',
    ].map((f) => `${f} import-x/no-cycle`);
    expect(ours.sort()).toEqual(expected);
    expect(await importXFindings()).toEqual(expected);
  });

  it('names the way back', () => {
    const [cycle] = findImportCycles(dir, { ignores: ['generated'], exempt }).filter((c) => c.file === 'star-a.ts');
    expect(cycle).toEqual({ file: 'star-a.ts', line: 1, specifier: './star-b.ts', route: ['star-b.ts', 'star-c.ts', 'star-a.ts'] });
  });

  it('skips what ESLint skips', () => {
    const eslintIgnores = eslintConfig.find((c) => c.ignores !== undefined && c.files === undefined && Object.keys(c).length === 1)?.ignores;
    expect(
      eslintIgnores
        ?.map((p) => p.replace(/\/\*\*$/, ''))
        .concat('.git')
        .sort(),
    ).toEqual([...lintIgnores].sort());
  });
});
