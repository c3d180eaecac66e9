/** The screen validators' files for `npm run gen` (scripts/gen.ts writes or checks them), and the docs-free schemas they compile. */
import path from 'node:path';
import type { Options } from 'ajv';
import type { SchemaFile } from '../checks/schema-files.ts';
import type { Schema } from './schema-slots.ts';
import { splitValidatorModules } from './split-validators.ts';
import { chunkKeyword, lazyKeyword } from './gen-widgets.ts';

/**
 * The screen validators, split so a screen downloads only what it uses (scripts/split-validators.ts):
 * validators/validate-screen.js (the envelope), validate-action.js (one action, any name), one
 * validate-widget-<type>.js per widget type and validate-defs.js (shared definitions they import);
 * validators/index.ts maps each widget type to a dynamic import (one lazy chunk each); validators.js imports
 * them all statically (renderer/core/validation/validate-screen-schema.ts composes them into the whole-screen
 * validator, for tests and tooling; generated code imports nothing of the renderer).
 */
export function splitValidatorFiles(
  outDir: string,
  header: string,
  lean: SchemaFile[],
  byFile: Map<string, Schema>,
  widgetTypes: string[],
  options: Options,
): [file: string, content: string][] {
  const validatorsDir = path.join(outDir, 'validators');
  const files: [string, string][] = [];
  const emit = (file: string, content: string) => files.push([file, content]);
  const badName = widgetTypes.find((t) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t));
  if (badName !== undefined) throw new Error(`widgets/${badName}.schema.json: a widget type is lower case with dashes (it names a file and a chunk)`);
  for (const m of splitValidatorModules(lean, byFile, widgetTypes, options)) {
    emit(path.join(validatorsDir, `${m.name}.js`), header + m.code);
    emit(
      path.join(validatorsDir, `${m.name}.d.ts`),
      header +
        "import type { Validator } from '../validators.js';\n\n" +
        `/** ${m.what}. */\n` +
        m.exports.map((e) => `export const ${e}: Validator<unknown>;\n`).join(''),
    );
  }
  const quote = (s: string) => `'${s}'`;
  emit(
    path.join(validatorsDir, 'index.ts'),
    header +
      "import type { Validator } from '../validators.js';\n\n" +
      '/** A precompiled validator module: one validator, whose nested nodes and actions are left to the walk. */\n' +
      'export interface ValidatorModule {\n  validate: Validator<unknown>;\n}\n\n' +
      "/** The screen envelope's validator (everything but its nodes and actions). */\n" +
      "export const loadScreenValidator = (): Promise<ValidatorModule> => import('./validate-screen.js');\n\n" +
      '/** The validator of one action, of any name (not the actions it holds). */\n' +
      "export const loadActionValidator = (): Promise<ValidatorModule> => import('./validate-action.js');\n\n" +
      '/** The validator of one node, by widget type (not the nodes and actions it holds): each its own lazy chunk. */\n' +
      'export const widgetValidatorLoaders: Readonly<Record<string, () => Promise<ValidatorModule>>> = {\n' +
      widgetTypes.map((t) => `  ${quote(t)}: () => import('./validate-widget-${t}.js'),\n`).join('') +
      '};\n',
  );
  emit(
    path.join(outDir, 'validators.js'),
    header +
      '/* Every screen validator, imported statically (renderer/core/validation/validate-screen-schema.ts composes them): for tests\n' +
      '   and tooling. The page never imports this file; it loads the validators a screen needs through validators/index.ts. */\n' +
      "import { validate as screen } from './validators/validate-screen.js';\n" +
      "import { validate as action } from './validators/validate-action.js';\n" +
      widgetTypes.map((t, i) => `import { validate as widget${i} } from './validators/validate-widget-${t}.js';\n`).join('') +
      '\nexport const screenValidators = {\n  screen,\n  action,\n  widgets: {\n' +
      widgetTypes.map((t, i) => `    ${quote(t)}: widget${i},\n`).join('') +
      '  },\n};\n',
  );
  return files;
}

/** Drops descriptions, titles, defaults and the lazy flag and chunk: the page's validators need the rules, not the prose (it halves their size). */
export function stripDocs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripDocs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Schema)
        .filter(
          ([k, v]) =>
            !((k === 'description' || k === 'title') && typeof v === 'string') && k !== lazyKeyword && k !== chunkKeyword && k !== 'default',
        )
        .map(([k, v]) => [
          k,
          k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([pk, pv]) => [pk, stripDocs(pv)])) : stripDocs(v),
        ]),
    );
  }
  return value;
}
