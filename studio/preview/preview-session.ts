/**
 * What the studio keeps of one preview run: the log of native and API calls and opened addresses (cleared on demand) and the recording a QA
 * fixture is built from (steps and what they caused, up to the moment the preview leaves the screen).
 */
import type { PreviewEvent } from './preview-protocol.ts';

/**
 * An event worth recording (everything the preview reports but its `ready`, an inspect mode's `select` and its values),
 * or a text that appeared after a step (the preview's step recorder reports it as an expectText step).
 */
export type RecordedEvent = Exclude<PreviewEvent, { type: 'ready' } | { type: 'select' } | { type: 'values' }> | { type: 'shown'; text: string };

/** An address the preview opened (a page, a mailto: or tel: link). */
export type OpenedEvent = Extract<PreviewEvent, { type: 'location' }> & { opened: { url: string; replace: boolean } };

/** One line of the log panel: a native call, an API call or an opened address. */
export type LogEntry = (Extract<PreviewEvent, { type: 'native' } | { type: 'api' }> | OpenedEvent) & { seq: number };

/** The log line of an event, if it makes one. */
function logEntry(event: PreviewEvent, seq: number): LogEntry | undefined {
  if (event.type === 'native' || event.type === 'api') return { ...event, seq };
  if (event.type === 'location' && event.opened) return { ...event, opened: event.opened, seq };
  return undefined;
}

/** The state of one preview run. */
export interface PreviewSession {
  log: LogEntry[];
  /** Events since the screen was drawn fresh, in order; the fixture's material. */
  recording: RecordedEvent[];
  /** The preview left the screen (navigated, went back, opened another page): later events are not recorded. */
  left: boolean;
  /** The preview's current address. */
  href: string;
  seq: number;
}

/** A session with nothing recorded. */
export const emptySession: PreviewSession = { log: [], recording: [], left: false, href: '', seq: 0 };

function leaves(session: PreviewSession, event: Extract<PreviewEvent, { type: 'location' }>): boolean {
  if (event.navigation || event.back) return true;
  return event.opened !== undefined && session.href !== '' && event.href !== session.href;
}

function addRecorded(recording: RecordedEvent[], event: PreviewEvent): RecordedEvent[] {
  if (event.type === 'ready' || event.type === 'select' || event.type === 'values') return recording;
  if (event.type === 'step' && event.step.expectText !== undefined) {
    // Texts are checked after a step only: what the screen shows when drawn afresh is no step's doing.
    return recording.some((e) => e.type === 'step') ? [...recording, { type: 'shown', text: event.step.expectText }] : recording;
  }
  if (event.type !== 'step' || !event.step.type) return [...recording, event];
  // Typing into the field the latest step typed into replaces that step: the fixture types the field's final value.
  // Texts seen while typing go too: the recorder looks again once the typing stops.
  for (let i = recording.length - 1; i >= 0; i--) {
    const earlier = recording[i];
    if (earlier?.type !== 'step') continue;
    if (earlier.step.type && JSON.stringify(earlier.step.type.into) === JSON.stringify(event.step.type.into)) {
      return [...recording.slice(0, i), event, ...recording.slice(i + 1).filter((e) => e.type !== 'shown')];
    }
    break;
  }
  return [...recording, event];
}

/** The session after one more event from the preview. */
export function recordEvent(session: PreviewSession, event: PreviewEvent): PreviewSession {
  if (event.type === 'ready' || event.type === 'select' || event.type === 'values') return session;
  const seq = session.seq + 1;
  const entry = logEntry(event, seq);
  const log = entry ? [...session.log, entry] : session.log;
  const href = event.type === 'location' ? event.href : session.href;
  const recording = session.left ? session.recording : addRecorded(session.recording, event);
  const left = session.left || (event.type === 'location' && leaves(session, event));
  return { log, recording, left, href, seq };
}

/** The session with its recording started afresh (the screen was drawn again); the log stays. */
export function restartRecording(session: PreviewSession): PreviewSession {
  return session.recording.length === 0 && !session.left ? session : { ...session, recording: [], left: false };
}

/** The session with an empty log; the recording stays. */
export function clearLog(session: PreviewSession): PreviewSession {
  return { ...session, log: [] };
}
