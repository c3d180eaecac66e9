/**
 * The screen open in the studio: its live texts and channels from the server, the version an edit of it starts from
 * (the latest one, `baseVersion`, and its text), and the text the editor starts with — the person's draft, from the
 * server or from this browser's backup (the newer one), else the latest text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getScreen, getVersion, type ScreenDetail } from '../studio-api.ts';
import { loadDraft } from './drafts.ts';

/** Where a draft restored on opening came from, when it was last saved and the version it started from. */
export interface RestoredDraft {
  source: 'server' | 'browser';
  at: string;
  baseVersion: number;
}

/** A loaded screen. */
export interface OpenScreen {
  id: string;
  detail: ScreenDetail;
  /** The latest version when the screen was loaded (0 = the bundled copy): what a new edit starts from. */
  baseVersion: number;
  /** The text of that version. */
  baseText: string;
  /** The version the open draft started from when that is older than `baseVersion` (a restored or kept draft), else null. */
  draftBase: number | null;
  /** The text the editor starts with. */
  initialText: string;
  restored: RestoredDraft | null;
  /** Changes whenever the editor must start over from `initialText`. */
  docKey: string;
}

/** The open screen (null while loading or when none), a failure to load it, and loading it again. */
export interface OpenScreenState {
  screen: OpenScreen | null;
  failure: string | null;
  /** Loads the screen again (after a publish, promote or rollback, or to see what someone else published); see RefreshMode. */
  refresh(mode: RefreshMode): Promise<void>;
  /** The draft is gone (the text is back at its base): a new edit starts from the latest version. */
  forgetDraftBase(): void;
}

/**
 * How the editor follows a reload: 'reset' starts over from the latest text; 'follow' keeps the text, which now is
 * based on the latest version (it was just published); 'keep' keeps the text and the version the draft started from.
 */
export type RefreshMode = 'reset' | 'follow' | 'keep';

/** The text of the screen's latest version (the bundled copy when none), from what the detail carries when it can. */
export async function latestText(detail: ScreenDetail): Promise<string> {
  const latest = detail.latest?.version ?? 0;
  if (latest === 0) return detail.bundledText;
  if (detail.live.staging.version === latest) return detail.stagingText;
  if (detail.live.production.version === latest) return detail.text;
  return (await getVersion(detail.id, latest)).text;
}

/** The draft to restore: the server's or this browser's, the newer one, if it differs from the base text. */
export function pickDraft(detail: ScreenDetail, baseText: string, userId: string): { text: string; restored: RestoredDraft } | null {
  const server = detail.draft && detail.draft.text !== baseText ? detail.draft : null;
  const local = loadDraft(detail.id, { userId });
  const browser = local && local.text !== baseText ? local : null;
  const fromServer = server
    ? { text: server.text, restored: { source: 'server' as const, at: server.updatedAt, baseVersion: server.baseVersion } }
    : null;
  const fromBrowser = browser
    ? { text: browser.text, restored: { source: 'browser' as const, at: browser.savedAt, baseVersion: browser.baseVersion } }
    : null;
  if (fromServer && fromBrowser) {
    if (fromServer.text === fromBrowser.text) return fromServer;
    return Date.parse(fromBrowser.restored.at) > Date.parse(fromServer.restored.at) ? fromBrowser : fromServer;
  }
  return fromServer ?? fromBrowser;
}

let loads = 0;
const nextKey = (id: string) => `${id}#${(loads += 1)}`;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Loads screen `id` (null: none) for staff member `userId` and restores their draft. */
export function useOpenScreen(id: string | null, userId: string): OpenScreenState {
  const [screen, setScreen] = useState<OpenScreen | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef<string | null>(id);
  current.current = id;

  useEffect(() => {
    setScreen(null);
    setFailure(null);
    if (id === null) return undefined;
    let active = true;
    (async () => {
      const detail = await getScreen(id);
      const baseText = await latestText(detail);
      const draft = pickDraft(detail, baseText, userId);
      const baseVersion = detail.latest?.version ?? 0;
      const draftBase = draft && draft.restored.baseVersion < baseVersion ? draft.restored.baseVersion : null;
      const restored = draft?.restored ?? null;
      return { id, detail, baseVersion, baseText, draftBase, initialText: draft?.text ?? baseText, restored, docKey: nextKey(id) };
    })().then(
      (loaded) => active && setScreen(loaded),
      (err: unknown) => active && setFailure(`Could not open ${id}: ${message(err)}`),
    );
    return () => {
      active = false;
    };
    // Signing in again as the same person keeps the open screen; userId is read when a screen opens.
  }, [id]);

  const refresh = useCallback(async (mode: RefreshMode) => {
    const openId = current.current;
    if (openId === null) return;
    const detail = await getScreen(openId);
    const baseText = await latestText(detail);
    setScreen((s) => {
      if (s === null || s.id !== openId) return s;
      const baseVersion = detail.latest?.version ?? 0;
      const moved = { ...s, detail, baseVersion, baseText };
      if (mode === 'reset') return { ...moved, draftBase: null, initialText: baseText, restored: null, docKey: nextKey(openId) };
      if (mode === 'follow') return { ...moved, draftBase: null };
      const started = s.draftBase ?? s.baseVersion;
      return { ...moved, draftBase: started < baseVersion ? started : null };
    });
  }, []);

  const forgetDraftBase = useCallback(() => setScreen((s) => (s === null || s.draftBase === null ? s : { ...s, draftBase: null })), []);

  return { screen, failure, refresh, forgetDraftBase };
}
