/** Draws widget nodes (or a whole document) through the real renderer, for stories, tests and previews. */
import { useMemo } from 'react';
import type { ScreenDocument, WidgetNode } from '../../schemas/generated/types.ts';
import type { ScreenController } from '../core/screen-controller.ts';
import { currentLanguage, type Language } from '../core/i18n/language.ts';
import { loadMessageFormat, localizeDocument } from '../core/i18n/localize-document.ts';
import { ScreenView } from '../react/screen-view.tsx';
import { ToastHost } from '../react/toast-host.tsx';
import { withScreenRef } from './inspection.tsx';
import type { RecordingPorts } from './recording-ports.ts';

/** Props of NodePreview. */
export interface NodePreviewProps {
  /** One node or several, drawn as a screen body. */
  node: WidgetNode | WidgetNode[];
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  query?: Record<string, string>;
  ports: RecordingPorts;
  /** Receives the running screen (through the ports' inspection port). */
  controllerRef?: { current: ScreenController | null };
  /** The language its texts are drawn in (default the page's: setLanguage). */
  language?: Language;
}

/** Wraps nodes in a minimal screen document. */
export function previewDocument(node: WidgetNode | WidgetNode[], state: Record<string, unknown> = {}): ScreenDocument {
  return { schemaVersion: 2, id: 'preview', title: 'Preview', state, body: Array.isArray(node) ? node : [node] };
}

/** Draws nodes as a bare screen plus the toast host. */
export function NodePreview({ node, state, data, query, ports, controllerRef, language = currentLanguage() }: NodePreviewProps) {
  const doc = useMemo(() => {
    const localized = localizeDocument(previewDocument(node, state), language);
    // An ICU text draws once the formatter is in (rare in previews: a story that uses one preloads it).
    if (localized.messages) void loadMessageFormat().catch(() => undefined);
    return localized.document;
  }, [node, state, language]);
  const input = useMemo(() => ({ query: query ?? {}, session: {}, data: data ?? {} }), [query, data]);
  const drawWith = useMemo(() => (controllerRef ? withScreenRef(ports, controllerRef) : ports), [ports, controllerRef]);
  return (
    <>
      <ScreenView document={doc} input={input} ports={drawWith} bare />
      <ToastHost store={ports.feedbackStore} />
    </>
  );
}
