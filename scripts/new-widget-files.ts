/**
 * What `npm run new:widget NAME` writes (scripts/new-widget.ts): the schema, component, stylesheet, story and test of a
 * widget under one kebab-case name, and its line in the widget registry. Pure: names and texts in, texts out.
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

/** The files of a new widget, by path from the repository root. */
export function widgetFiles(name: string, description: string): Record<string, string> {
  const pascal = pascalOf(name);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://hatid.dev/schemas/widgets/${name}.schema.json`,
    title: `${pascal}Node`,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'text'],
    properties: {
      type: { const: name, description },
      id: { $ref: '../defs.schema.json#/definitions/nodeId' },
      visible: { $ref: '../defs.schema.json#/definitions/visible' },
      fallback: { $ref: '../defs.schema.json#/definitions/fallback' },
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

/** A registry key as Prettier writes it: quoted only when it has a dash. */
const keyText = (name: string) => (name.includes('-') ? `'${name}'` : name);

/** The registry line of a widget: lazy (its own chunk, loaded when a screen uses it) unless `eager`. */
export function registryLine(name: string, eager: boolean): string {
  const pascal = pascalOf(name);
  return eager
    ? `  ${keyText(name)}: ${pascal}Widget,`
    : `  ${keyText(name)}: lazyWidget(() => import('../../widgets/${name}.tsx').then((m) => m.${pascal}Widget)),`;
}

/**
 * renderer/react/registry.ts with the widget added: its line in alphabetical order inside `registry`, and for an eager
 * widget its import among the others. Throws when the file no longer has the shape this expects.
 */
export function addToRegistry(source: string, name: string, eager: boolean): string {
  const open = source.indexOf('export const registry: WidgetRegistry = {\n');
  const close = source.indexOf('\n};', open);
  if (open < 0 || close < 0) throw new Error('renderer/react/registry.ts: could not find `export const registry: WidgetRegistry = { … };`');
  const bodyStart = source.indexOf('\n', open) + 1;
  const lines = source
    .slice(bodyStart, close + 1)
    .split('\n')
    .filter((l) => l.trim() !== '');
  const keyOf = (line: string) => /^ {2}'?([\w-]+)'?:/.exec(line)?.[1] ?? '';
  if (lines.some((l) => keyOf(l) === name)) throw new Error(`the registry already has '${name}'`);
  const sorted = [...lines, registryLine(name, eager)].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  let out = `${source.slice(0, bodyStart)}${sorted.join('\n')}${source.slice(close)}`;
  if (eager) {
    const importLine = `import { ${pascalOf(name)}Widget } from '../../widgets/${name}.tsx';\n`;
    const lastImport = out.lastIndexOf("from '../../widgets/");
    const at = out.indexOf('\n', lastImport) + 1;
    out = out.slice(0, at) + importLine + out.slice(at);
  }
  return out;
}
