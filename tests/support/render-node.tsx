/** Renders widget nodes through the real renderer in jsdom and hands back the store and the recording ports. */
import { render, type RenderResult } from '@testing-library/react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import type { ScreenStore } from '../../renderer/core/store.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';

/** Options of renderNode. */
export interface RenderNodeOptions {
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
  ports?: RecordingPorts;
}

/** What renderNode returns: RTL's result, the screen store and the recording ports. */
export type RenderedNode = RenderResult & { ports: RecordingPorts; store: ScreenStore };

/** Renders nodes as a bare screen. */
export function renderNode(node: WidgetNode | WidgetNode[], options: RenderNodeOptions = {}): RenderedNode {
  const ports = options.ports ?? createRecordingPorts();
  const ref: { current: ScreenController | null } = { current: null };
  const result = render(
    <NodePreview node={node} state={options.state} data={options.data} query={options.query} ports={ports} controllerRef={ref} />,
  );
  const controller = ref.current as ScreenController | null;
  if (!controller) throw new Error('the preview screen did not start');
  return Object.assign(result, { ports, store: controller.store });
}
