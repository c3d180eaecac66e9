/**
 * Stories for the public website and other pages that are looked at on a phone AND on a desktop: named viewports the
 * story runner (addon-vitest) sets the browser to, and stories that keep their recording ports so a play function can
 * check where the page navigated or what it opened.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ScreenDocument, WidgetNode } from '../../schemas/generated/types.ts';
import { loadScreen, type LoadedScreen } from '../../app/load-screen.ts';
import { previewDocument } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { preloadWidgetsOf } from '../../renderer/react/registry.ts';
import { ScreenProblem } from '../../renderer/react/screen-problem.tsx';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { nodeWithArgs } from './node-args.ts';
import type { NodeStoryContext } from './node-story.tsx';
import { storyApi } from './story-api.ts';

/** A 360 px phone (the narrowest the app supports) and a 1280 × 800 desktop browser. */
export const siteViewports = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Which of siteViewports a story is drawn at. */
export type SiteViewport = keyof typeof siteViewports;

/** Story parameters and globals that draw it at a viewport, in Storybook and in the story tests alike. */
export function atViewport(name: SiteViewport) {
  return {
    parameters: { viewport: { options: siteViewports, defaultViewport: name } },
    globals: { viewport: { value: name, isRotated: false } },
  };
}

/** The recording ports of the story drawn last (a play function reads what was navigated to or opened). */
export interface PortsHandle {
  current(): RecordingPorts;
}

function handle(): PortsHandle & { set(ports: RecordingPorts): void } {
  let ports: RecordingPorts | undefined;
  return {
    set: (next) => void (ports = next),
    current() {
      if (!ports) throw new Error('the story has not been drawn yet');
      return ports;
    },
  };
}

function Preview({ doc, onPorts }: { doc: ScreenDocument | string; onPorts: (p: RecordingPorts) => void }) {
  const ports = useMemo(() => {
    const recording = createRecordingPorts({ api: storyApi(), hosts: [window.location.hostname] });
    onPorts(recording);
    return recording;
  }, [onPorts]);
  const [loaded, setLoaded] = useState<LoadedScreen | null>(typeof doc === 'string' ? null : { ok: true, document: doc, source: 'bundled' });
  useEffect(() => {
    // Like nodeStory: every lazy widget the document uses is loaded before it is drawn, so a play never meets a page
    // that is still filling in.
    if (typeof doc === 'string') {
      void loadScreen(doc, ports.logger).then(async (result) => {
        if (result.ok) await preloadWidgetsOf(result.document);
        setLoaded(result);
      });
    }
  }, [doc, ports]);
  const input = useMemo(() => ({ query: {}, session: {}, data: {} }), []);
  if (!loaded) return null;
  if (!loaded.ok) return <ScreenProblem title="This page can't be shown" details={loaded.errors.map((e) => `${e.pointer} ${e.message}`)} />;
  return (
    <>
      <ScreenView document={loaded.document} input={input} ports={ports} bare={typeof doc !== 'string'} />
      <ToastHost store={ports.feedbackStore} />
    </>
  );
}

/** Options of siteNodeStory. */
export interface SiteNodeStoryOptions {
  state?: Record<string, unknown>;
  /** Draw the nodes on a desktop-wide page (as the website's screens do) instead of a phone-wide column. */
  wide?: boolean;
  viewport?: SiteViewport;
}

/** A story of JSON nodes drawn by the real renderer, with the recording ports kept for the play function. */
export function siteNodeStory(node: WidgetNode | WidgetNode[], options: SiteNodeStoryOptions = {}) {
  const ports = handle();
  const view = options.viewport ? atViewport(options.viewport) : { parameters: {}, globals: {} };
  return {
    ports: ports as PortsHandle,
    story: {
      ...view,
      parameters: { ...view.parameters, hatid: { node, ...options } },
      loaders: [async () => ({ widgets: await preloadWidgetsOf(node) })],
      // The controls' values written into the widget node; a change draws the page afresh (key).
      render: (args: Record<string, unknown>, context: NodeStoryContext) => {
        const shown = nodeWithArgs(node, args, context.parameters.hatid?.widget);
        const doc: ScreenDocument = { ...previewDocument(shown, options.state), ...(options.wide ? { width: 'wide' as const } : {}) };
        return <Preview key={JSON.stringify(args)} doc={doc} onPorts={ports.set} />;
      },
    },
  };
}

/** A story of screens/<id>.json over the sandbox (default scenario), at a viewport, with its recording ports kept. */
export function siteScreenStory(id: string, viewport: SiteViewport, scenario = 'default') {
  const ports = handle();
  const view = atViewport(viewport);
  return {
    ports: ports as PortsHandle,
    story: {
      ...view,
      parameters: { ...view.parameters, sandbox: { scenario } },
      render: () => <Preview doc={id} onPorts={ports.set} />,
    },
  };
}
