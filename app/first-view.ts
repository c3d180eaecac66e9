/**
 * The first view the server drew into the page (app/ssr/render-first-view.tsx): the route's published document
 * and what the drawing left out, inlined as JSON in `<script type="application/json" id="hatid-first-view">` (data,
 * never run: the CSP's script-src stays 'self'). The app hydrates that drawing instead of drawing again, and the screen
 * loader takes the inlined document as the screen's fresh copy, so it is not fetched a second time.
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';

/** The id of the JSON block. */
export const firstViewId = 'hatid-first-view';

/** What the server's first view was drawn from. */
export interface FirstView {
  /** The screen drawn (screens/routes.json's screen of the route). */
  screen: string;
  /** The published version drawn (0: the copy bundled with the app) and its ETag, as /screens/<id>.json answers them. */
  version: number;
  etag: string;
  /** The document as /screens/<id>.json serves it. */
  document: ScreenDocument;
  /** The places the drawing left out (ScreenView's `unknown`): the hydrating drawing leaves out the same. */
  unknown: string[];
  /** The language drawn in when not English (the page's `lang` said Filipino): the app hydrates only in that language. */
  language?: 'fil';
}

let read: FirstView | null | undefined;
let taken = false;

// Written by this app's own server into this page: only its presence is checked (a garbled block draws afresh).
const isFirstView = (v: unknown): v is FirstView =>
  typeof (v as Partial<FirstView> | null)?.document === 'object' && Array.isArray((v as FirstView).unknown);

/** The page's first view, or null when the page carries none (or an unreadable one: the app then draws afresh). */
export function readFirstView(doc: Document = document): FirstView | null {
  if (read !== undefined) return read;
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(firstViewId)?.textContent ?? 'null');
    read = isFirstView(parsed) ? parsed : null;
  } catch {
    read = null;
  }
  return read;
}

/** The inlined document of a screen as its fresh copy, once: later openings of the screen fetch it as usual. */
export function takeFirstViewAnswer(id: string): { etag: string; version: number; document: unknown } | undefined {
  const first = read;
  if (taken || !first || first.screen !== id) return undefined;
  taken = true;
  return { etag: first.etag, version: first.version, document: first.document };
}

/** Forgets what was read (tests). */
export function forgetFirstView(): void {
  read = undefined;
  taken = false;
}
