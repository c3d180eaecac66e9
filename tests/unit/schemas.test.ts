// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../checks/schema-files.ts';

type Schema = Record<string, unknown>;
const schemas = loadSchemas();
const byFile = new Map(schemas.map((s) => [s.file, s.schema]));
const defs = (byFile.get('defs.schema.json')?.definitions ?? {}) as Record<string, Schema>;
const widgets = schemas.filter((s) => s.file.startsWith('widgets/'));
const actionDefs = Object.entries((byFile.get('action.schema.json')?.definitions ?? {}) as Record<string, Schema>);
const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/** A property is described by its own description or by the shared definition it refers to. */
function describedBy(prop: Schema): string | undefined {
  if (typeof prop.description === 'string' && prop.description.trim()) return prop.description;
  const ref = typeof prop.$ref === 'string' ? /defs\.schema\.json#\/definitions\/([A-Za-z]+)$/.exec(prop.$ref) : null;
  const def = ref?.[1] ? defs[ref[1]] : undefined;
  return typeof def?.description === 'string' && def.description.trim() ? def.description : undefined;
}

function undescribed(schema: Schema): string[] {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>)
    .filter(([, prop]) => describedBy(prop) === undefined)
    .map(([name]) => name);
}

describe('schemas product staff read', () => {
  it('has widget schemas', () => {
    expect(widgets.length).toBeGreaterThan(0);
  });

  it.each(widgets.map((w) => [w.file, w.schema] as const))('%s is a well-formed widget schema with every property described', (file, schema) => {
    const type = file.replace(/^widgets\//, '').replace(/\.schema\.json$/, '');
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    expect(schema.$id).toBe(`https://hatid.dev/schemas/${file}`);
    expect(schema.title).toBe(`${pascal(type)}Node`);
    expect(typeof schema.description).toBe('string');
    expect(schema.additionalProperties).toBe(false);
    expect(props.type?.const).toBe(type);
    expect(props.id?.$ref).toMatch(/defs\.schema\.json#\/definitions\/nodeId$/);
    expect(props.visible?.$ref).toMatch(/defs\.schema\.json#\/definitions\/visible$/);
    expect(props.fallback?.$ref).toMatch(/defs\.schema\.json#\/definitions\/fallback$/);
    expect(schema.required).toContain('type');
    for (const name of (schema.required ?? []) as string[]) expect(Object.keys(props)).toContain(name);
    expect(undescribed(schema)).toEqual([]);
  });

  it.each(actionDefs)('action %s has its name, a description and every property described', (name, def) => {
    const props = (def.properties ?? {}) as Record<string, Schema>;
    expect(typeof def.description).toBe('string');
    expect(props.do?.const).toBe(name);
    expect(def.required).toContain('do');
    expect(def.additionalProperties).toBe(false);
    expect(undescribed(def)).toEqual([]);
  });

  it('lists every action definition in the action union', () => {
    const refs = ((byFile.get('action.schema.json')?.oneOf ?? []) as Schema[]).map((r) => r.$ref);
    expect(refs.sort()).toEqual(actionDefs.map(([name]) => `#/definitions/${name}`).sort());
  });

  it('describes every property of the screen envelope and every shared definition', () => {
    const screen = byFile.get('screen.schema.json') as Schema;
    expect(undescribed(screen)).toEqual([]);
    for (const def of Object.values((screen.definitions ?? {}) as Record<string, Schema>)) expect(undescribed(def)).toEqual([]);
    expect(
      Object.entries(defs)
        .filter(([, d]) => typeof d.description !== 'string')
        .map(([n]) => n),
    ).toEqual([]);
  });
});
