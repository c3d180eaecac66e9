/**
 * Field reports made fit to send (issue 30): renderer error lines turned into reports, free texts redacted and cut to
 * the batch schema's lengths (schemas/telemetry-batch.schema.json), and batches cut to the server's bounds. Pure.
 */
import type { FieldReport } from '../renderer/core/ports.ts';

/** A report as sent: an event of the batch schema (before redaction). */
export type OutReport = Record<string, unknown>;

/** A batch's text stays under this many bytes (the server refuses a body above 64 KB with 413). */
export const maxBatchBytes = 60 * 1024;
/** At most this many events in a batch (the schema's maxItems). */
export const maxBatchEvents = 200;

/**
 * The report a renderer error line stands for, by the words the renderer logs it with: a widget that failed or a source
 * refused (node-view.tsx, widget-sources.ts) and an expression that failed draw a fallback; an unknown widget type
 * (load-screen.ts); an action that failed (run-actions.ts) or a link refused (open-url.ts) is a tap that led nowhere, a
 * call refused before it was sent (call.ts) one stopped, a call whose tap code could not be loaded (handlers.ts) unsent. Other lines (a failed load, a validation error) are not reports.
 */
export function reportOfLog(message: string, pointer: string): Exclude<FieldReport, { kind: 'log' }> | OutReport | undefined {
  if (!pointer.startsWith('/')) return undefined;
  const unknown = /^unknown widget type `([^`]*)`/.exec(message);
  if (unknown) return { kind: 'unknown-node', pointer, nodeType: unknown[1] };
  if (/^(?:widget `[^`]*` failed|expression failed|refused (?!to open))/.test(message)) return { kind: 'fallback', pointer, reason: message };
  // A tap's call whose tap code could not be loaded (renderer/core/actions/handlers.ts) sent nothing: unsent, not stopped.
  if (message.startsWith('action `call` failed: its code could not be loaded')) return { kind: 'action', outcome: 'unsent', pointer };
  if (message.startsWith('action `call` failed')) return { kind: 'action', outcome: 'stopped', pointer };
  if (/^(?:action `[^`]*` failed|refused to open)/.test(message)) return { kind: 'action', outcome: 'nowhere', pointer };
  return undefined;
}

/** Free texts and their schema lengths; every other field holds fixed words or numbers. */
const limits: Record<string, number> = { reason: 200, pointer: 256, field: 256, nodeType: 64, endpoint: 64 };

/** A report fit to send: free texts redacted and cut to the schema's lengths; undefined when it cannot be made valid. */
export function fitReport(report: OutReport, redactText: (text: string) => string): OutReport | undefined {
  const out: OutReport = {};
  for (const [key, value] of Object.entries(report)) {
    const limit = limits[key];
    if (value === undefined) continue;
    if (limit === undefined || typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    const text = redactText(value).slice(0, limit);
    if (key === 'endpoint' && !/^[A-Za-z][A-Za-z0-9_.-]*$/.test(text)) return undefined;
    if (key === 'nodeType') out[key] = text.replace(/[^A-Za-z0-9_.-]/g, '');
    else if ((key === 'pointer' || key === 'field') && !text.startsWith('/')) out[key] = text === '' ? '' : `/${text}`;
    else out[key] = text;
  }
  if ((out.kind === 'fallback' || out.kind === 'refusal') && !out.reason) out.reason = 'no reason given';
  return out;
}

/** What every batch carries besides its events. */
export interface BatchSetup {
  app: string;
  sample: number;
  redactText: (text: string) => string;
}

/** Cuts reports into batch texts of at most 200 events and 60 KB, each report redacted (those that cannot be made valid are left out). */
export function batchTexts(reports: readonly OutReport[], setup: BatchSetup): string[] {
  const head = (events: string[]) =>
    `{"v":1,"app":${JSON.stringify(setup.app)}${setup.sample < 1 ? `,"sample":${setup.sample}` : ''},"events":[${events.join(',')}]}`;
  const empty = new TextEncoder().encode(head([])).length;
  const texts: string[] = [];
  let events: string[] = [];
  let bytes = empty;
  for (const report of reports) {
    const fit = fitReport(report, setup.redactText);
    if (!fit) continue;
    const text = JSON.stringify(fit);
    const size = new TextEncoder().encode(text).length + 1;
    if (empty + size > maxBatchBytes) continue;
    if (events.length > 0 && (events.length >= maxBatchEvents || bytes + size > maxBatchBytes)) {
      texts.push(head(events));
      events = [];
      bytes = empty;
    }
    events.push(text);
    bytes += size;
  }
  if (events.length > 0) texts.push(head(events));
  return texts;
}
