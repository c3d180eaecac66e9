/** Issue 19, item 3: the property form says which default applies to a property left out, from the schema's `default`. */
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { widgetDefaults } from '../../../schemas/generated/widget-defaults.ts';
import { PropertyField } from '../../../studio/form/property-field.tsx';
import { widgetProps } from '../../../studio/schema/schema-index.ts';

function field(type: string, prop: string, value: unknown) {
  const info = widgetProps(type)?.find((p) => p.name === prop);
  if (!info) throw new Error(`${type} has no ${prop}`);
  render(<PropertyField info={info} value={value} pointer={`/body/0/${prop}`} problems={[]} onSet={() => undefined} onReveal={() => undefined} />);
  return info;
}

describe('defaults in the property form', () => {
  test('a number left out shows the default the widget uses (the same as the component reads)', () => {
    const info = field('textarea', 'rows', undefined);
    expect(info.default).toBe(widgetDefaults.textarea?.rows);
    expect(screen.getByText(`Not set: the default, ${String(info.default)}, applies.`)).toBeTruthy();
  });

  test('a yes/no left out says its default in words; a set value says nothing about it', () => {
    field('button', 'sticky', undefined);
    expect(screen.getByText('Not set (default: no)')).toBeTruthy();
  });

  test('a choice that is set shows no default note', () => {
    field('button', 'variant', 'secondary');
    expect(screen.queryByText(/the default,/)).toBeNull();
  });
});
