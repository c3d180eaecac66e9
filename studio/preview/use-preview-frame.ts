/**
 * The studio's side of the preview protocol: answers the iframe's `ready` with `init`, sends each new draft, and keeps
 * the session (log and recording) from the iframe's reports.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readPreviewMessage, type StudioMessage } from './preview-protocol.ts';
import { clearLog, emptySession, recordEvent, restartRecording, type PreviewSession } from './preview-session.ts';

/** What the preview draws: the screen id, its draft (null: nothing that parses yet) and the sandbox scenario. */
export interface PreviewDraft {
  screenId: string;
  document: unknown;
  scenario: string;
}

/** The frame to render into, the session, and what the panel can do with it. */
export interface PreviewFrame {
  frameRef: RefObject<HTMLIFrameElement | null>;
  session: PreviewSession;
  clearLog(): void;
  /** The iframe is mounted with a draft. */
  live: boolean;
}

/** Runs the protocol for one preview iframe; `draft.document` null means keep the last one sent. */
export function usePreviewFrame(draft: PreviewDraft): PreviewFrame {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [session, setSession] = useState<PreviewSession>(emptySession);
  const [live, setLive] = useState(false);
  const latest = useRef(draft);
  // The frame said ready; the document it was last sent (undefined: not mounted yet).
  const frame = useRef<{ ready: boolean; sent: unknown }>({ ready: false, sent: undefined });

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
        return;
      }
      setSession((s) => recordEvent(s, message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const { screenId, document, scenario } = draft;
  useEffect(() => {
    latest.current = { screenId, document, scenario };
    const { ready, sent } = frame.current;
    if (!ready || document === null || document === sent) return;
    send(sent === undefined ? 'init' : 'draft');
  }, [screenId, document, scenario, send]);

  return { frameRef, session, clearLog: useCallback(() => setSession(clearLog), []), live };
}
