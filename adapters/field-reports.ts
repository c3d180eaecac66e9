/**
 * The field reports' shim (issue 30), the only part in the entry: a report is pushed, with the page view it belongs to,
 * onto a small bounded array (nothing that could delay a render or a tap). Three seconds after the first entry (the
 * first screen starting to load), the sender's chunk (field-report-sender.ts) is asked for; it empties this array from then on:
 * stamping, sampling, batches, redaction, sendBeacon or fetch keepalive, reports kept across a page change, Web Vitals.
 */
import type { FieldReport } from '../renderer/core/ports.ts';

/** A page view as the screen loader hands it over: the screen and version drawn, where it came from, what was refused. */
export interface PageView {
  screen: string;
  /** As the server said (X-Screen-Version) or kept with the copy: 0 the copy built into the app; anything else is -1. */
  version: unknown;
  /** The experiment's variant the server served (X-Screen-Variant), or kept with the copy; sent only when well formed. */
  variant?: unknown;
  /** The rollout bucket the screen was asked with (0–99), or kept with the copy. */
  bucket?: unknown;
  source: 'remote' | 'cache' | 'bundled';
  /** The published version refused on the way (not valid), drawn instead from `source`. */
  refused?: unknown;
}

/**
 * What waits: a view drawn ('start'), a screen starting to load ('end': the view shown so far is over), or a report (of
 * the view shown then, else of the next one drawn).
 */
export type Queued = [view: PageView | undefined, report: FieldReport | 'start' | 'end'];

/** At most this many entries wait for the sender; more are dropped. */
export const shimBound = 200;
/** The entries waiting for the sender (it empties this very array). */
export const queued: Queued[] = [];
/** How long after the first entry the sender is asked for (bench: scripts/bench/field-report-bench.ts). */
export const senderAfterMs = 3000;
let asked = false;

/**
 * Queues an entry; the first asks for the sender a few seconds later, once the first view is drawn with its data (it then
 * waits for the main thread to be idle before it does anything). A failed load: the next entry asks again.
 */
export function queueReport(report: Queued[1], view?: PageView): void {
  if (queued.length < shimBound) queued.push([view, report]);
  if (asked) return;
  asked = true;
  setTimeout(
    () =>
      import('./field-report-sender.ts').then(
        (m) => m.startSender(queued),
        () => (asked = false),
      ),
    senderAfterMs,
  );
}
