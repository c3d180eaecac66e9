// @vitest-environment node
/**
 * The widget schemas' shared parts: every widget lists the base props exactly as defs.schema.json#/definitions/nodeBase
 * gives them, says whether it loads lazily, and its props' defaults are the ones the components read (widgetDefaults).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePropsOf, checkBaseProps, isLazyWidget, sharedChunkOf } from '../../scripts/gen-widgets.ts';
import { widgetDefaults } from '../../schemas/generated/widget-defaults.ts';

const schemas = path.resolve(import.meta.dirname, '../../schemas');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(schemas, file), 'utf8')) as Record<string, unknown>;
const baseProps = basePropsOf(read('defs.schema.json'));
const types = fs
  .readdirSync(path.join(schemas, 'widgets'))
  .map((f) => f.replace('.schema.json', ''))
  .sort();
const structural = new Set(['repeat', 'switch']);

describe('widget schemas', () => {
  it('each lists the shared base props as nodeBase gives them', () => {
    expect(Object.keys(baseProps)).toEqual(['id', 'visible', 'fallback']);
    for (const type of types) expect(() => checkBaseProps(type, read(`widgets/${type}.schema.json`), baseProps), type).not.toThrow();
  });

  it('a base prop described or typed its own way is refused', () => {
    const text = read('widgets/text.schema.json');
    const props = text.properties as Record<string, Record<string, unknown>>;
    const drifted = { ...text, properties: { ...props, visible: { ...props.visible, description: 'Shown when…' } } };
    expect(() => checkBaseProps('text', drifted, baseProps)).toThrow(/properties\.visible must be/);
    const { id: _id, ...withoutId } = props;
    expect(() => checkBaseProps('text', { ...text, properties: withoutId }, baseProps)).toThrow(/properties\.id must be/);
  });

  it('each widget drawn by a component says whether it loads lazily (x-hatid-lazy)', () => {
    for (const type of types.filter((t) => !structural.has(t)))
      expect(typeof isLazyWidget(type, read(`widgets/${type}.schema.json`))).toBe('boolean');
    expect(() => isLazyWidget('text', {})).toThrow(/x-hatid-lazy/);
  });

  it('names a shared chunk (x-hatid-chunk) only on lazy widgets, and the widgets order details draws share one', () => {
    const chunks = new Map(types.filter((t) => !structural.has(t)).map((t) => [t, sharedChunkOf(t, read(`widgets/${t}.schema.json`))]));
    for (const type of ['status-icon', 'outcome-banner', 'product-offer']) expect(chunks.get(type), type).toBe('first-view');
  });

  it('gives the components the defaults the schemas state', () => {
    const textarea = (read('widgets/textarea.schema.json').properties as Record<string, { default?: unknown }>).rows;
    expect(textarea?.default).toBe(4);
    expect(widgetDefaults.textarea.rows).toBe(4);
    expect(Object.keys(widgetDefaults).sort()).toEqual(types);
  });
});
