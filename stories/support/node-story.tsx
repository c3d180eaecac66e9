/** Builds a Storybook story from a JSON node, drawn by the real renderer with recording ports over the sandbox. */
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { storyApi } from './story-api.ts';

/** Options of nodeStory. */
export interface NodeStoryOptions {
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
}

/** A CSF3 story object whose content is the given JSON node(s). */
export function nodeStory(node: WidgetNode | WidgetNode[], options: NodeStoryOptions = {}) {
  return {
    parameters: { hatid: { node, ...options } },
    render: () => <NodePreview node={node} state={options.state} data={options.data} query={options.query} ports={createRecordingPorts({ api: storyApi() })} />,
  };
}
