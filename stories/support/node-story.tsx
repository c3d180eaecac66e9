/** Builds a Storybook story from a JSON node, drawn by the real renderer with recording ports over the sandbox. */
import { useMemo } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { nodeWithArgs } from './node-args.ts';
import { storyApi } from './story-api.ts';

/** Options of nodeStory. */
export interface NodeStoryOptions {
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
}

/** What Storybook hands a story's render function that nodeStory reads. */
export interface NodeStoryContext {
  parameters: { hatid?: { widget?: string } };
}

interface NodeStoryViewProps extends NodeStoryOptions {
  node: WidgetNode | WidgetNode[];
  args: Record<string, unknown>;
  widget: string | undefined;
}

/** The story's JSON with the controls' values written into its widget node, drawn again when they change. */
function NodeStoryView({ node, args, widget, state, data, query }: NodeStoryViewProps) {
  const argsText = JSON.stringify(args);
  const shown = useMemo(() => nodeWithArgs(node, JSON.parse(argsText) as Record<string, unknown>, widget), [node, argsText, widget]);
  const ports = useMemo(() => createRecordingPorts({ api: storyApi() }), []);
  return <NodePreview node={shown} state={state} data={data} query={query} ports={ports} />;
}

/**
 * A CSF3 story object whose content is the given JSON node(s). Like the app does for a screen, it loads every lazy widget
 * the nodes use first (switch cases too), so a widget that appears during a play function does not suspend inside it.
 * Its args (the controls) are the properties of the meta's widget node in it (see widgetMeta and node-args.ts).
 */
export function nodeStory(node: WidgetNode | WidgetNode[], options: NodeStoryOptions = {}) {
  return {
    parameters: { hatid: { node, ...options } },
    loaders: [async () => ({ widgets: await preloadWidgetsOf(node) })],
    render: (args: Record<string, unknown>, context: NodeStoryContext) => (
      <NodeStoryView node={node} args={args} widget={context.parameters.hatid?.widget} {...options} />
    ),
  };
}
