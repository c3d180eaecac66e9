// @vitest-environment node
/**
 * `npm run gen` splits the screen validators by widget type; it must refuse schema shapes whose nodes or actions the
 * page's validator walk would not reach (the split validation would silently be less strict than the schema).
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../checks/schema-files.ts';
import { checkSlotCoverage, findSlots, type Schema } from '../../../scripts/schema-slots.ts';
import { splitValidatorModules } from '../../../scripts/split-validators.ts';
import { resolveSlot } from '../../../renderer/core/validation/node-slots.ts';

const base = loadSchemas();
const widgetTypes = base.filter((s) => s.file.startsWith('widgets/')).map((s) => s.file.slice('widgets/'.length, -'.schema.json'.length));
const node = { $ref: '../defs.schema.json#/definitions/node' };

/** A widget schema named zz-test with these extra properties (and definitions). */
function widget(properties: Record<string, unknown>, extra: Schema = {}): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://hatid.dev/schemas/widgets/zz-test.schema.json',
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: {
      type: { const: 'zz-test' },
      fallback: { $ref: '../defs.schema.json#/definitions/fallback' },
      ...properties,
    },
    ...extra,
  };
}

function files(overrides: Record<string, Schema>) {
  const schemas = loadSchemas(overrides);
  return { schemas, byFile: new Map(schemas.map((s) => [s.file, s.schema])) };
}

function coverage(overrides: Record<string, Schema>, types = [...widgetTypes, 'zz-test']): () => void {
  return () => checkSlotCoverage(files(overrides).byFile, types);
}

describe('slots of the schemas', () => {
  it('names list entries [] and object properties * in slot paths', () => {
    const slots = findSlots(
      widget({
        rows: { type: 'array', items: { type: 'object', properties: { icon: node, onTap: { $ref: '../defs.schema.json#/definitions/actions' } } } },
        slides: {
          type: 'object',
          additionalProperties: { type: 'object', properties: { content: { $ref: '../defs.schema.json#/definitions/nodes' } } },
        },
      }),
    );
    expect(slots.single).toEqual(['fallback', 'rows/[]/icon']);
    expect(slots.actions).toEqual(['rows/[]/onTap']);
    expect(slots.lists).toEqual(['slides/*/content']);
  });

  it('resolves [] in lists only and * in objects only, as the schema applies items and additionalProperties', () => {
    expect(resolveSlot({ rows: [{ icon: 1 }, { icon: 2 }] }, 'rows/[]/icon').map((r) => r.keys.join('/'))).toEqual(['rows/0/icon', 'rows/1/icon']);
    expect(resolveSlot({ rows: { a: { icon: 1 } } }, 'rows/[]/icon')).toEqual([]);
    expect(resolveSlot({ slides: [{ content: [] }] }, 'slides/*/content')).toEqual([]);
    expect(resolveSlot({ slides: { a: { content: [] } } }, 'slides/*/content').map((r) => r.keys.join('/'))).toEqual(['slides/a/content']);
    expect(resolveSlot({ fallback: [1] }, 'fallback/0')).toEqual([]);
  });

  it('accepts the schemas of the project and a new widget holding nodes in list entries', () => {
    expect(() => checkSlotCoverage(files({}).byFile, widgetTypes)).not.toThrow();
    expect(
      coverage({ 'widgets/zz-test.schema.json': widget({ rows: { type: 'array', items: { type: 'object', properties: { icon: node } } } }) }),
    ).not.toThrow();
  });

  it.each([
    ['a node inside anyOf', widget({ header: { anyOf: [node, { type: 'string' }] } }), /zz-test\.schema\.json#\/properties\/header\/anyOf\/0/],
    [
      'a node in a local definition',
      widget({ header: { $ref: '#/definitions/header' } }, { definitions: { header: { type: 'object', properties: { icon: node } } } }),
      /#\/definitions\/header\/properties\/icon/,
    ],
    ['a widget schema referred to directly', widget({ header: { $ref: 'text.schema.json' } }), /properties\/header: refers to text\.schema\.json/],
    [
      'a node map beside named properties',
      widget({ cases: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: node } }),
      /cannot sit beside properties/,
    ],
  ])('refuses %s', (_name, schema, message) => {
    expect(coverage({ 'widgets/zz-test.schema.json': schema })).toThrow(message);
  });

  it('refuses an action that holds widgets and a shared definition that hides one', () => {
    const action = structuredClone(base.find((s) => s.file === 'action.schema.json')?.schema) as Schema;
    ((action.definitions as Record<string, Schema>).toast?.properties as Record<string, unknown>).icon = node;
    expect(coverage({ 'action.schema.json': action }, widgetTypes)).toThrow(
      /action\.schema\.json#\/definitions\/toast\/properties\/icon: actions cannot hold widgets/,
    );
    const defs = structuredClone(base.find((s) => s.file === 'defs.schema.json')?.schema) as Schema;
    (defs.definitions as Record<string, unknown>).card = { type: 'object', properties: { body: { $ref: '#/definitions/nodes' } } };
    expect(coverage({ 'defs.schema.json': defs }, widgetTypes)).toThrow(/defs\.schema\.json#\/definitions\/card\/properties\/body/);
  });
});

describe('split validator modules', () => {
  const options = { inlineRefs: false, messages: false, code: { source: true, esm: true, lines: false, optimize: true } };

  it('compile a module per widget type, each holding its own rules only, and a new widget needs no hand edit', () => {
    const { schemas, byFile } = files({
      'widgets/zz-test.schema.json': widget({
        label: { $ref: '../defs.schema.json#/definitions/text' },
        children: { $ref: '../defs.schema.json#/definitions/nodes' },
      }),
    });
    const modules = splitValidatorModules(schemas, byFile, [...widgetTypes, 'zz-test'], options);
    const names = modules.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'validate-screen',
        'validate-action',
        'validate-defs',
        'validate-widget-zz-test',
        ...widgetTypes.map((t) => `validate-widget-${t}`),
      ]),
    );
    const zz = modules.find((m) => m.name === 'validate-widget-zz-test')?.code ?? '';
    expect(zz).toContain('"zz-test"');
    expect(zz).not.toMatch(/widgets\/(text|button|stack)\.schema\.json/);
    expect(zz).not.toMatch(/\bnew Function\b|\beval\(/);
    const stack = modules.find((m) => m.name === 'validate-widget-stack')?.code ?? '';
    expect(stack).not.toContain('"do"');
    expect(modules.find((m) => m.name === 'validate-defs')?.exports).toEqual(expect.arrayContaining(['flag', 'visible']));
  });
});
