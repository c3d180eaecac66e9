/**
 * The studio's side of the preview protocol: answers the iframe's `ready` with `init` (and the inspect mode), sends each
 * new draft and each change of the inspect mode, keeps the session (log and recording) from the iframe's reports and
 * hands a widget chosen in inspect mode to `onSelect`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ScreenValuesReport } from '../data/preview-values.ts';
import { readPreviewMessage, type InspectMessage, type StudioMessage } from './preview-protocol.ts';
import { clearLog, emptySession, recordEvent, restartRecording, type PreviewSession } from './preview-session.ts';

/** What the preview draws: the screen id, its draft (null: nothing that parses yet) and the sandbox scenario. */
export interface PreviewDraft {
  screenId: string;
  document: unknown;
  scenario: string;
}

/** Inspect mode: on, the node selected in the studio (outlined in the preview), and where a click's choice goes. */
export interface PreviewInspect {
  on: boolean;
  selected: string | null;
  onSelect(pointer: string): void;
}

/** The frame to render into, the session, and what the panel can do with it. */
export interface PreviewFrame {
  frameRef: RefObject<HTMLIFrameElement | null>;
  session: PreviewSession;
  clearLog(): void;
  /** The iframe is mounted with a draft. */
  live: boolean;
}

/** Runs the protocol for one preview iframe; `draft.document` null means keep the last one sent. Without `inspect` the preview is used as a borrower. */
export function usePreviewFrame(
  draft: PreviewDraft,
  inspect?: PreviewInspect,
  onValues?: (screenId: string, values: ScreenValuesReport) => void,
): PreviewFrame {
  // Where the preview's live values go (the data panel's store); the latest one, without sending the draft again.
  const valuesTo = useRef(onValues);
  valuesTo.current = onValues;
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [session, setSession] = useState<PreviewSession>(emptySession);
  const [live, setLive] = useState(false);
  const latest = useRef(draft);
  const inspecting = useRef(inspect);
  inspecting.current = inspect;
  // The frame said ready; the document it was last sent (undefined: not mounted yet).
  const frame = useRef<{ ready: boolean; sent: unknown }>({ ready: false, sent: undefined });

  const sendInspect = useCallback(() => {
    const win = frameRef.current?.contentWindow;
    const mode = inspecting.current;
    if (!win || !frame.current.ready || !mode) return;
    const message: InspectMessage = { source: 'hatid-studio', type: 'inspect', on: mode.on, selected: mode.selected };
    win.postMessage(message, window.location.origin);
  }, []);

  const send = useCallback((type: StudioMessage['type']) => {
    const win = frameRef.current?.contentWindow;
    const { screenId, document, scenario } = latest.current;
    if (!win || document === null) return;
    const message: StudioMessage = { source: 'hatid-studio', type, screenId, document, scenario };
    win.postMessage(message, window.location.origin);
    frame.current.sent = document;
    setSession(restartRecording);
    setLive(true);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readPreviewMessage(event, window.location.origin, frameRef.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        frame.current = { ready: true, sent: undefined };
        send('init');
        sendInspect();
        return;
      }
      if (message.type === 'select') {
        inspecting.current?.onSelect(message.pointer);
        return;
      }
      if (message.type === 'values') {
        valuesTo.current?.(message.screenId, message.values);
        return;
      }
      setSession((s) => recordEvent(s, message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send, sendInspect]);

  const { screenId, document, scenario } = draft;
  useEffect(() => {
    latest.current = { screenId, document, scenario };
    const { ready, sent } = frame.current;
    if (!ready || document === null || document === sent) return;
    send(sent === undefined ? 'init' : 'draft');
  }, [screenId, document, scenario, send]);

  const on = inspect?.on;
  const selected = inspect?.selected;
  useEffect(() => sendInspect(), [on, selected, sendInspect]);

  return { frameRef, session, clearLog: useCallback(() => setSession(clearLog), []), live };
}
