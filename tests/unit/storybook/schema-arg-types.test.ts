// @vitest-environment node
/** The widget docs pages' props tables and controls come from the widget schemas (stories/support/schema-arg-types.ts). */
import { describe, expect, it } from 'vitest';
import buttonSchema from '../../../schemas/widgets/button.schema.json';
import stackSchema from '../../../schemas/widgets/stack.schema.json';
import { argTypesFromSchema, defaultFromDescription } from '../../../stories/support/schema-arg-types.ts';

describe('argTypesFromSchema', () => {
  const button = argTypesFromSchema(buttonSchema);

  it('lists every property but type, in the schema order', () => {
    expect(Object.keys(button)).toEqual(Object.keys(buttonSchema.properties).filter((name) => name !== 'type'));
  });

  it('gives an enum a select of its allowed values', () => {
    expect(button.variant?.control).toEqual({ type: 'select' });
    expect(button.variant?.options).toEqual(['primary', 'secondary', 'ghost', 'link']);
    expect(button.variant?.table.type.summary).toBe('"primary" | "secondary" | "ghost" | "link"');
    // The schema's own default (the one the component reads), written as JSON.
    expect(buttonSchema.properties.variant.default).toBe('primary');
    expect(button.variant?.table.defaultValue).toEqual({ summary: '"primary"' });
    expect(button.sticky?.table.defaultValue).toEqual({ summary: 'false' });
  });

  it('gives yes/no, flags, texts and actions their controls and kinds', () => {
    expect(button.block?.control).toEqual({ type: 'boolean' });
    expect(button.disabled?.control).toEqual({ type: 'boolean' });
    expect(button.disabled?.table.type.summary).toBe('yes/no or expression');
    expect(button.text?.control).toEqual({ type: 'text' });
    expect(button.text?.type.required).toBe(true);
    expect(button.onTap?.control).toEqual({ type: 'object' });
    expect(button.onTap?.table.type.summary).toBe('actions');
    expect(button.id?.table.category).toBe('Advanced');
  });

  it('takes a shared definition’s description when the property has none', () => {
    expect(button.visible?.description).toMatch(/^Show this widget only when true/);
  });

  it('bounds numbers and opens children as JSON', () => {
    const stack = argTypesFromSchema(stackSchema);
    expect(stack.children?.control).toEqual({ type: 'object' });
    expect(stack.children?.table.type.summary).toBe('widgets');
  });
});

describe('defaultFromDescription', () => {
  it('reads the default as the schemas word it', () => {
    expect(defaultFromDescription('How it looks. Default primary.')).toBe('primary');
    expect(defaultFromDescription('Default true; the rating dialog uses false.')).toBe('true');
    expect(defaultFromDescription('Keeps inputs in place. Default: the position.')).toBe('the position');
    expect(defaultFromDescription('The maximum. Left out: no limit.')).toBe('left out: no limit');
    expect(defaultFromDescription('The label on the button.')).toBeUndefined();
  });
});
