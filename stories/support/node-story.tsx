/** Builds a Storybook story from a JSON node, drawn by the real renderer with recording ports over the sandbox. */
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { storyApi } from './story-api.ts';

/** Options of nodeStory. */
export interface NodeStoryOptions {
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * A CSF3 story object whose content is the given JSON node(s). Like the app does for a screen, it loads every lazy widget
 * the nodes use first (switch cases too), so a widget that appears during a play function does not suspend inside it.
 */
export function nodeStory(node: WidgetNode | WidgetNode[], options: NodeStoryOptions = {}) {
  return {
    parameters: { hatid: { node, ...options } },
    loaders: [async () => ({ widgets: await preloadWidgetsOf(node) })],
    render: () => <NodePreview node={node} state={options.state} data={options.data} query={options.query} ports={createRecordingPorts({ api: storyApi() })} />,
  };
}
