/** The Audit tab: who did what and when, newest first, 50 at a time, filtered by person, action, screen and days, exported as CSV. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StudioApiError, type SessionInfo } from '../studio-api.ts';
import { failedToLoad } from '../server-state/query-state.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { auditLog, screenList } from '../server-state/studio-queries.ts';
import { AuditFilter, auditQueryOf, noAuditFilter, type AuditFilterFields } from './audit-filter.tsx';
import { actionWords, detailWords, localTime } from './audit-words.ts';
import './audit.css';

/** Props of AuditView. */
export interface AuditViewProps {
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

/** How many entries one page asks for. */
export const auditPageSize = 50;

function failureText(err: unknown): string {
  if (err instanceof StudioApiError && err.status === 0) return 'Could not reach the studio server. Try again when it is back.';
  return err instanceof Error ? err.message : String(err);
}

/** The audit view. */
export function AuditView({ onOpenScreen }: AuditViewProps) {
  const client = useStudioClient();
  const [applied, setApplied] = useState<AuditFilterFields>(noAuditFilter);
  const log = useInfiniteQuery(auditLog(client, auditQueryOf(applied), auditPageSize));
  const screenId = applied.screenId.trim();
  const filtered = Object.values(applied).some((v) => v !== '');
  // The screen list only helps the filter (titles, suggestions); it still takes a typed id without it.
  const screens = useQuery(screenList(client)).data ?? [];
  const entries = log.data?.pages.flat() ?? [];
  const hasOlder = log.hasNextPage;
  const loading = log.data === undefined && (log.isPending || log.isFetching) ? 'first' : log.isFetchingNextPage ? 'older' : null;
  // The failed page: the first one (nothing shown), or an older one (the entries shown stay).
  const failure = log.isFetchNextPageError
    ? { text: failureText(log.error), older: true }
    : failedToLoad(log)
      ? { text: failureText(log.error), older: false }
      : null;

  const apply = (fields: AuditFilterFields) => {
    if (JSON.stringify(fields) === JSON.stringify(applied)) void log.refetch();
    else setApplied(fields);
  };
  const titles = new Map(screens.map((s) => [s.id, s.title]));

  return (
    <div className="au-view">
      <div className="au-view__bar">
        <h2 className="au-view__title">Audit log</h2>
        <AuditFilter applied={applied} screens={screens} onApply={apply} />
      </div>
      <p className="au-view__scope st-muted">
        {filtered
          ? `Entries${applied.actor ? ` by ${applied.actor}` : ''}${applied.action ? ` of “${actionWords(applied.action)}”` : ''}${screenId ? ` for ${titles.get(screenId) ?? screenId}` : ''}${applied.fromDay ? ` from ${applied.fromDay}` : ''}${applied.toDay ? ` to ${applied.toDay}` : ''}, newest first.`
          : 'Everything staff did in the studio, newest first.'}{' '}
        Times are in your time zone.
      </p>
      {loading === 'first' ? (
        <p className="au-note" role="status">
          Loading the audit log…
        </p>
      ) : entries.length === 0 && !failure ? (
        <p className="au-note">{filtered ? 'Nothing recorded that matches the filter.' : 'Nothing recorded yet.'}</p>
      ) : entries.length > 0 ? (
        <table className="au-table">
          <caption className="st-visually-hidden">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Screen</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className={entry.action === 'sign-in-failed' ? 'au-row au-row--failed' : 'au-row'}>
                <td className="au-when">
                  <time dateTime={entry.at}>{localTime(entry.at)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{actionWords(entry.action)}</td>
                <td>
                  {entry.screenId ? (
                    <button
                      type="button"
                      className="st-link"
                      title={`Open ${titles.get(entry.screenId) ?? entry.screenId}`}
                      onClick={() => onOpenScreen(entry.screenId as string)}
                    >
                      {entry.screenId}
                    </button>
                  ) : (
                    <span className="st-muted">—</span>
                  )}
                </td>
                <td className="au-detail">{detailWords(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {failure ? (
        <div role="alert" className="au-failure">
          <p>
            {failure.older ? 'Older entries could not be loaded' : 'The audit log could not be loaded'}: {failure.text}
          </p>
          <button type="button" className="st-button st-button--small" onClick={() => void (failure.older ? log.fetchNextPage() : log.refetch())}>
            Try again
          </button>
        </div>
      ) : null}
      {entries.length > 0 && !failure ? (
        <div className="au-more">
          {hasOlder ? (
            <button type="button" className="st-button" disabled={loading !== null} onClick={() => void log.fetchNextPage()}>
              {loading === 'older' ? 'Loading…' : 'Older'}
            </button>
          ) : (
            <p className="st-muted">That is the oldest entry{filtered ? ' that matches the filter' : ''}.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
