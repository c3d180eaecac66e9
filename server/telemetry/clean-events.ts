/**
 * What the server does to a checked batch before storing it, as the trust model asks of a browser's report: events
 * of screens this server does not have are dropped, the server's sampling keeps or drops each page view whole (by a
 * hash of its view id), and every free text is redacted again with the app's redaction (adapters/redact-sensitive.ts):
 * whatever an app sent, no session value, phone or card digits are stored.
 */
import { redactText } from '../../adapters/redact-sensitive.ts';
import type { TelemetryEvent } from '../../schemas/generated/telemetry.ts';

/** The fields holding a fixed word (enums, the kind): everything else that is a string is redacted. */
const fixedWords = new Set(['kind', 'channel', 'source', 'outcome', 'failure', 'fellBackTo', 'name', 'screen']);

/** A place in [0, 1) for a view id (FNV-1a, then murmur3's finaliser to spread similar ids): the same view is always kept or always dropped. */
export function viewPlace(view: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < view.length; i++) hash = Math.imul(hash ^ view.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 0x1_0000_0000;
}

/** An event with its free texts redacted (cut back to 256 characters). */
export function redactEvent(event: TelemetryEvent): TelemetryEvent {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event))
    out[key] = typeof value === 'string' && !fixedWords.has(key) ? redactText(value).slice(0, 256) : value;
  return out as unknown as TelemetryEvent;
}

/** What was kept and what was dropped. */
export interface CleanedEvents {
  kept: TelemetryEvent[];
  sampledOut: TelemetryEvent[];
  unknownScreen: TelemetryEvent[];
}

/** Drops events of unknown screens and of page views outside the sample, and redacts the rest. */
export function cleanEvents(events: readonly TelemetryEvent[], options: { knownScreen(id: string): boolean; sample: number }): CleanedEvents {
  const out: CleanedEvents = { kept: [], sampledOut: [], unknownScreen: [] };
  for (const event of events) {
    if (!options.knownScreen(event.screen)) out.unknownScreen.push(event);
    else if (options.sample < 1 && viewPlace(event.view) >= options.sample) out.sampledOut.push(event);
    else out.kept.push(redactEvent(event));
  }
  return out;
}
