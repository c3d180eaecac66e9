/** Renders widget nodes through the real renderer in jsdom and hands back the store and the recording ports. */
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import type { CallResult } from '../../renderer/core/ports.ts';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import type { ScreenStore } from '../../renderer/core/store.ts';
import { withInspection, type Inspection } from '../../renderer/preview/inspection.tsx';
import { NodePreview, previewDocument } from '../../renderer/preview/node-preview.tsx';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import type { UrlPolicy } from '../../renderer/core/url-policy.ts';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import type { WidgetRegistry } from '../../renderer/react/widget-registry.ts';
import { WidgetsContext } from '../../renderer/react/widgets-context.ts';

/** Options of renderNode. */
export interface RenderNodeOptions {
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
  ports?: RecordingPorts;
  /** The URL policy in force (image hosts, …); left out, no outside host is allowed. */
  urlPolicy?: UrlPolicy;
  /** The widget registry to draw with (as ScreenView's `widgets`); left out, the built-in widgets. */
  widgets?: Readonly<WidgetRegistry>;
  /** Draws with this inspection's port (renderer/preview/inspection.tsx), as the studio's preview does. */
  inspection?: Inspection;
}

/** What renderNode returns: RTL's result, the screen store and the recording ports. */
export type RenderedNode = RenderResult & { ports: RecordingPorts; store: ScreenStore };

/** Renders nodes as a bare screen. */
export function renderNode(node: WidgetNode | WidgetNode[], options: RenderNodeOptions = {}): RenderedNode {
  const ports = options.ports ?? createRecordingPorts();
  const ref: { current: ScreenController | null } = { current: null };
  const drawWith = options.inspection ? withInspection(ports, options.inspection) : ports;
  const preview = <NodePreview node={node} state={options.state} data={options.data} query={options.query} ports={drawWith} controllerRef={ref} />;
  const withWidgets = options.widgets ? <WidgetsContext.Provider value={options.widgets}>{preview}</WidgetsContext.Provider> : preview;
  const result = render(
    options.urlPolicy ? <UrlPolicyContext.Provider value={options.urlPolicy}>{withWidgets}</UrlPolicyContext.Provider> : withWidgets,
  );
  const controller = ref.current as ScreenController | null;
  if (!controller) throw new Error('the preview screen did not start');
  return Object.assign(result, { ports, store: controller.store });
}

/** Renders nodes and waits until the screen is ready (loads done, widgets drawn). */
export async function showNode(...args: Parameters<typeof renderNode>): Promise<RenderedNode> {
  // As the app does, the lazy widgets arrive before the first draw: a screen with nothing to load is ready at its
  // first render, and a widget suspending inside testing-library's synchronous act never gets its later updates.
  await preloadWidgetsOf(previewDocument(args[0]));
  const r = renderNode(...args);
  await waitFor(() => expect(r.store.getSnapshot().status.phase).toBe('ready'));
  return r;
}

/** A call answer the test releases by hand, so a button stays busy meanwhile. */
export function deferredCall() {
  let release: (result: CallResult) => void = () => undefined;
  const promise = new Promise<CallResult>((resolve) => (release = resolve));
  return { promise, release };
}
