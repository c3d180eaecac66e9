/**
 * The widget registry is generated from the schemas (each widget's x-hatid-lazy) and given to the screen: a ScreenView
 * given another registry draws from it, and nothing else changes for the screens drawn with the built-in one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import type { TextProps } from '../../../../schemas/generated/widget-props.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { builtinWidgets } from '../../../../renderer/react/registry.ts';
import { ScreenView } from '../../../../renderer/react/screen-view.tsx';

const schemas = path.resolve(import.meta.dirname, '../../../../schemas/widgets');
const lazyFlags = Object.fromEntries(
  fs
    .readdirSync(schemas)
    .map((f) => [
      f.replace('.schema.json', ''),
      (JSON.parse(fs.readFileSync(path.join(schemas, f), 'utf8')) as Record<string, unknown>)['x-hatid-lazy'],
    ])
    .filter(([, lazy]) => lazy !== undefined),
);

const doc = {
  schemaVersion: 2,
  id: 'registry',
  title: 'Registry',
  body: [{ type: 'text', text: 'Hello' }],
} as unknown as ScreenDocument;
const input = { query: {}, session: {} };

describe('widget registry', () => {
  it('has one entry per widget schema, lazy exactly where the schema says x-hatid-lazy: true', () => {
    expect(Object.keys(builtinWidgets).sort()).toEqual(Object.keys(lazyFlags).sort());
    const lazyOnes = Object.entries(builtinWidgets)
      .filter(([, component]) => 'preload' in component)
      .map(([type]) => type);
    expect(lazyOnes.sort()).toEqual(
      Object.keys(lazyFlags)
        .filter((t) => lazyFlags[t] === true)
        .sort(),
    );
  });

  it('is frozen: other components come in through ScreenView, never by patching the built-in registry', () => {
    expect(Object.isFrozen(builtinWidgets)).toBe(true);
  });

  it('a ScreenView given another registry draws from it', () => {
    const widgets = { ...builtinWidgets, text: ({ text }: TextProps) => <b data-testid="own-text">{text}</b> };
    render(<ScreenView document={doc} input={input} ports={createRecordingPorts()} widgets={widgets} bare />);
    expect(screen.getByTestId('own-text').textContent).toBe('Hello');
  });

  it('a ScreenView given none draws the built-in widgets', () => {
    const { container } = render(<ScreenView document={doc} input={input} ports={createRecordingPorts()} bare />);
    expect(container.querySelector('.h-text')?.textContent).toBe('Hello');
    expect(screen.queryByTestId('own-text')).toBeNull();
  });
});
