/** What a replay saw happen, the same for both drivers, and how a failure lists it. */

/** One request the screen made through its API port (the names the screen uses, before the wire's aliases). */
export interface RecordedRequest {
  endpoint: string;
  payload: Record<string, unknown>;
}

/** Everything a fixture's record checks read. */
export interface FixtureRecord {
  requests: RecordedRequest[];
  nativeCalls: { action: string; args: Record<string, unknown> }[];
  toasts: string[];
  navigations: { to: string; query: Record<string, string>; replace: boolean }[];
  opens: { url: string; replace: boolean }[];
  backs: number;
  /** What the screen's logger reported (unreadable answers, failed rules), as `pointer message`. */
  logs: string[];
}

/** An empty record. */
export function emptyRecord(): FixtureRecord {
  return { requests: [], nativeCalls: [], toasts: [], navigations: [], opens: [], backs: 0, logs: [] };
}

/** A value as a failure message shows it: JSON, files by name. */
export function shownValue(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof File !== 'undefined' && v instanceof File ? `[file ${v.name}]` : v)) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A navigation as a line: `/route?a=1 (replace)`. */
export function navigationLine(n: FixtureRecord['navigations'][number]): string {
  const qs = new URLSearchParams(n.query).toString();
  return `${n.to}${qs ? `?${qs}` : ''}${n.replace ? ' (replace)' : ''}`;
}

const indent = (lines: string[]) => lines.map((l) => `    ${l}`);

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [`  ${title}: none`] : [`  ${title} (${lines.length}):`, ...indent(lines)];
}

/** The record as the "what did happen" part of a failure, one thing a line; the page's visible text line by line. */
export function describeRecord(record: FixtureRecord, visibleLines: string[]): string {
  return [
    ...section(
      'requests',
      record.requests.map((r) => `${r.endpoint} ${shownValue(r.payload)}`),
    ),
    ...section(
      'native calls',
      record.nativeCalls.map((c) => `${c.action} ${shownValue(c.args)}`),
    ),
    ...section(
      'toasts',
      record.toasts.map((t) => JSON.stringify(t)),
    ),
    ...section('navigation', [
      ...record.navigations.map(navigationLine),
      ...record.opens.map((o) => `opened ${o.url}${o.replace ? ' (in place)' : ''}`),
      ...(record.backs ? [`back ×${record.backs}`] : []),
    ]),
    ...section('logged', record.logs),
    ...section('the screen shows', visibleLines),
  ].join('\n');
}
