/**
 * The meta of a widget's stories: a docs page generated from its JSON schema, and controls (argTypes) generated from the
 * same schema that edit the story's JSON node live. Storybook reads title and tags without running the file, so they
 * stay written out in each story file: `{ title: 'Widgets/Button', tags: ['autodocs'], ...widgetMeta('button') }`.
 */
import type { Meta } from '@storybook/react-vite';
import type { WidgetType } from '../../schemas/generated/types.ts';
import { argTypesFromSchema } from './schema-arg-types.ts';
import { nodeWithArgs } from './node-args.ts';
import { WidgetDocsPage } from './widget-docs-page.tsx';
import { widgetSchema } from './widget-schemas.ts';

/** Options of widgetMeta. */
export interface WidgetMetaOptions {
  /** Stories open a dialog or sheet over the page: the docs page shows each in its own frame of this height. */
  overlayHeight?: string;
}

/** A node type with a schema in schemas/widgets/: the widgets, and repeat and switch, which the renderer draws itself. */
export type NodeType = WidgetType | 'repeat' | 'switch';

interface SourceContext {
  args: Record<string, unknown>;
  parameters: { hatid?: { node?: unknown } };
}

/** The JSON a story draws, with the controls' current values: what "Show code" shows on the docs page. */
function storyJson(type: NodeType) {
  return (_code: string, context: SourceContext) => JSON.stringify(nodeWithArgs(context.parameters.hatid?.node, context.args, type), null, 2);
}

/** The default export of stories/<type>.stories.tsx. */
export function widgetMeta(type: NodeType, options: WidgetMetaOptions = {}): Meta {
  const schema = widgetSchema(type);
  return {
    argTypes: argTypesFromSchema(schema),
    parameters: {
      hatid: { widget: type },
      docs: {
        page: WidgetDocsPage,
        description: { component: String(schema.description ?? '') },
        source: { language: 'json', transform: storyJson(type) },
        canvas: { sourceState: 'shown' },
        ...(options.overlayHeight ? { story: { inline: false, height: options.overlayHeight } } : {}),
      },
    },
  };
}
