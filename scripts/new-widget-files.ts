/**
 * What `npm run new:widget NAME` writes (scripts/new-widget.ts): the schema, component, stylesheet, story and test of a
 * widget under one kebab-case name. Its registry entry is generated from the schema's x-hatid-lazy (npm run gen), its
 * base props are copied from defs.schema.json#/definitions/nodeBase. Pure: names and texts in, texts out.
 */

/** A widget type is lower case with dashes: it names files, a CSS block and a lazy chunk. */
export const widgetNamePattern = /^[a-z]+(-[a-z0-9]+)*$/;

/** "promo-banner" → "PromoBanner". */
export function pascalOf(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** "promo-banner" → "Promo banner" (story titles). */
function wordsOf(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a new widget is made: lazy (its own chunk) or not, and the shared base props its schema lists. */
export interface WidgetOptions {
  lazy: boolean;
  /** The base props as a widget schema lists them (scripts/gen-widgets.ts basePropsOf). */
  baseProps: Record<string, unknown>;
}

/** The files of a new widget, by path from the repository root. */
export function widgetFiles(name: string, description: string, options: WidgetOptions): Record<string, string> {
  const pascal = pascalOf(name);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://hatid.dev/schemas/widgets/${name}.schema.json`,
    title: `${pascal}Node`,
    description,
    'x-hatid-lazy': options.lazy,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'text'],
    properties: {
      type: { const: name, description },
      ...options.baseProps,
      text: { $ref: '../defs.schema.json#/definitions/text', description: 'What the widget says. Replace with the props it needs.' },
    },
  };
  return {
    [`schemas/widgets/${name}.schema.json`]: `${JSON.stringify(schema, null, 2)}\n`,
    [`widgets/${name}.tsx`]: [
      `import type { ${pascal}Props } from '../schemas/generated/widget-props.ts';`,
      `import './${name}.css';`,
      '',
      `/** ${description} */`,
      `export function ${pascal}Widget({ id, text }: ${pascal}Props) {`,
      `  return (`,
      `    <div id={id} className="h-${name}">`,
      `      {text}`,
      `    </div>`,
      `  );`,
      `}`,
      '',
    ].join('\n'),
    [`widgets/${name}.css`]: [`.h-${name} {`, '  padding: var(--h-space-md);', '  color: var(--h-color-text);', '}', ''].join('\n'),
    [`stories/${name}.stories.tsx`]: [
      `import type { Meta, StoryObj } from '@storybook/react-vite';`,
      `import { expect, within } from 'storybook/test';`,
      `import { nodeStory } from './support/node-story.tsx';`,
      `import { widgetMeta } from './support/widget-meta.ts';`,
      '',
      `const meta: Meta = { title: 'Widgets/${wordsOf(name)}', tags: ['autodocs'], ...widgetMeta('${name}') };`,
      `export default meta;`,
      '',
      `/** The widget with its text. */`,
      `export const Basic: StoryObj = {`,
      `  ...nodeStory([{ type: '${name}', text: 'Hello from ${name}' }]),`,
      `  play: async ({ canvasElement }) => {`,
      `    await expect(await within(canvasElement).findByText('Hello from ${name}')).toBeVisible();`,
      `  },`,
      `};`,
      '',
    ].join('\n'),
    [`tests/widgets/${name}.test.tsx`]: [
      `import { describe, expect, it } from 'vitest';`,
      `import { screen } from '@testing-library/react';`,
      `import { showNode } from '../support/render-node.tsx';`,
      '',
      `describe('${name} widget', () => {`,
      `  it('shows its text', async () => {`,
      `    await showNode([{ type: '${name}', text: 'Hello from ${name}' }]);`,
      `    expect(screen.getByText('Hello from ${name}')).toBeTruthy();`,
      `  });`,
      `});`,
      '',
    ].join('\n'),
  };
}
