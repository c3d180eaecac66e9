/**
 * Reading the audit log by person, action, screen and time (issue 34 item 4), a page at a time or all of it as CSV,
 * and the people, actions and screens it names (the filter's choices).
 */
import Papa from 'papaparse';
import type { Tx } from './publish-steps.ts';
import { isCount } from './store-context.ts';
import type { AuditEntry } from './types.ts';

/** What the audit is filtered by: all optional; `from` and `to` are instants (ISO), `to` excluded. */
export interface AuditFilter {
  screenId?: string;
  /** The person's name as the log wrote it. */
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  /** Paging: entries older than this id. */
  before?: number;
  limit?: number;
}

/** The choices of the audit's filter: every person, action and screen the log names, sorted. */
export interface AuditFacets {
  people: string[];
  actions: string[];
  screens: string[];
}

/** The most rows one CSV export holds (newest first). */
export const exportLimit = 50_000;

/** A refusal of a malformed filter, or null. */
export function auditFilterProblem(filter: AuditFilter): string | null {
  for (const key of ['from', 'to'] as const) {
    const value = filter[key];
    if (value !== undefined && Number.isNaN(Date.parse(value))) return `"${key}" is a date and time such as 2026-11-28T00:00:00+08:00.`;
  }
  return null;
}

/** The audit rows matching `filter`, newest first, at most `limit`. */
export function auditRows(db: Tx, filter: AuditFilter, limit: number) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (filter.screenId) query = query.where('screen_id', '=', filter.screenId);
  if (filter.actor) query = query.where('actor_name', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));
  if (isCount(filter.before)) query = query.where('id', '<', filter.before);
  return query.execute();
}

/** The filter's choices. */
export async function auditFacets(db: Tx): Promise<AuditFacets> {
  const distinct = async (column: 'actor_name' | 'action' | 'screen_id') =>
    (await db.selectFrom('audit_log').select(column).distinct().orderBy(column).execute())
      .map((r) => r[column])
      .filter((v): v is string => typeof v === 'string' && v !== '');
  return { people: await distinct('actor_name'), actions: await distinct('action'), screens: await distinct('screen_id') };
}

/**
 * Entries as CSV (RFC 4180, a header row): a cell a spreadsheet would take for a formula (starting with = + - @, a tab
 * or a carriage return) is written with a leading ' so opening the file runs nothing (papaparse's escapeFormulae).
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) => [e.id, e.at, e.actor, e.action, e.screenId ?? '', JSON.stringify(e.detail)]);
  return `${Papa.unparse({ fields: ['id', 'at', 'person', 'action', 'screen', 'detail'], data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
