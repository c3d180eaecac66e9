/**
 * The screen open in the studio: its live texts and channels from the server, the version an edit of it starts from
 * (the latest one, `baseVersion`, and its text), and the text the editor starts with — the person's draft, from the
 * server or from this browser's backup (the newer one), else the latest text.
 */
import type { ScreenDetail } from '../studio-api.ts';
import type { StudioConnection } from '../server-state/studio-connection.tsx';
import { screenDetail, versionText } from '../server-state/studio-queries.ts';
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

/**
 * How the editor follows a reload: 'reset' starts over from the latest text; 'follow' keeps the text, which now is
 * based on the latest version (it was just published); 'keep' keeps the text and the version the draft started from.
 */
export type RefreshMode = 'reset' | 'follow' | 'keep';

/** The text of the screen's latest version (the bundled copy when none), from what the detail carries when it can. */
export async function latestText({ client, queryClient }: StudioConnection, detail: ScreenDetail): Promise<string> {
  const latest = detail.latest?.version ?? 0;
  if (latest === 0) return detail.bundledText;
  if (detail.live.staging.version === latest) return detail.stagingText;
  if (detail.live.production.version === latest) return detail.text;
  return (await queryClient.fetchQuery(versionText(client, detail.id, latest))).text;
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

/** The screen's detail, asked afresh through the cache (its retries; a dialog open on it sees the same answer). */
const fetchDetail = ({ client, queryClient }: StudioConnection, id: string) => queryClient.fetchQuery(screenDetail(client, id));

let loads = 0;
const nextKey = (id: string) => `${id}#${(loads += 1)}`;

/** Loads screen `id` for staff member `userId`, with their draft restored (the newer of the server's and this browser's). */
export async function loadOpenScreen(connection: StudioConnection, id: string, userId: string): Promise<OpenScreen> {
  const detail = await fetchDetail(connection, id);
  const baseText = await latestText(connection, detail);
  const draft = pickDraft(detail, baseText, userId);
  const baseVersion = detail.latest?.version ?? 0;
  const draftBase = draft && draft.restored.baseVersion < baseVersion ? draft.restored.baseVersion : null;
  const restored = draft?.restored ?? null;
  return { id, detail, baseVersion, baseText, draftBase, initialText: draft?.text ?? baseText, restored, docKey: nextKey(id) };
}

/** The open screen after loading it again: its latest version and, by `mode`, the text the editor starts over from. */
export async function reloadOpenScreen(connection: StudioConnection, s: OpenScreen, mode: RefreshMode): Promise<OpenScreen> {
  const detail = await fetchDetail(connection, s.id);
  const baseText = await latestText(connection, detail);
  const baseVersion = detail.latest?.version ?? 0;
  const moved = { ...s, detail, baseVersion, baseText };
  if (mode === 'reset') return { ...moved, draftBase: null, initialText: baseText, restored: null, docKey: nextKey(s.id) };
  if (mode === 'follow') return { ...moved, draftBase: null };
  const started = s.draftBase ?? s.baseVersion;
  return { ...moved, draftBase: started < baseVersion ? started : null };
}
