/** The Reviews tab: change requests by status on the left, the one opened on the right with its diff, phones and decision. */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SessionInfo } from '../studio-api.ts';
import { failedToLoad } from '../server-state/query-state.ts';
import { changeRequestList, screenList } from '../server-state/studio-queries.ts';
import { ReviewDetail } from './review-detail.tsx';
import { ReviewList, type ReviewFilter } from './review-list.tsx';
import { failureWords } from './review-words.ts';
import './review.css';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of ReviewsView. */
export interface ReviewsViewProps {
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

/** The reviews view. */
export function ReviewsView({ session, onOpenScreen }: ReviewsViewProps) {
  const client = useStudioClient();
  const [filter, setFilter] = useState<ReviewFilter>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(changeRequestList(client, filter === 'all' ? {} : { status: filter }));
  const screenQuery = useQuery(screenList(client));
  const listFailure = failedToLoad(list);
  const failure = listFailure ? failureWords(listFailure, 'nothing was loaded') : null;
  const requests = list.data ?? null;
  const screensError = failedToLoad(screenQuery);
  const screensFailure = screensError ? failureWords(screensError, 'nothing was loaded') : null;
  // Without the screen list the requests still show, by screen id.
  const screensLoading = screenQuery.data === undefined && !screensError;
  const byId = useMemo(() => new Map((screenQuery.data ?? []).map((s) => [s.id, s])), [screenQuery.data]);
  const load = () => void list.refetch();

  return (
    <div className="rv-view">
      <div className="rv-view__side">
        <div className="rv-view__bar">
          <h2 className="rv-view__title">Reviews</h2>
          <button type="button" className="st-button st-button--small" onClick={load} disabled={requests === null && failure === null}>
            Refresh
          </button>
        </div>
        <ReviewList
          filter={filter}
          onFilter={setFilter}
          requests={requests}
          failure={failure}
          onRetry={load}
          selected={selected}
          onSelect={setSelected}
          screens={byId}
        />
      </div>
      <section className="rv-view__main" aria-label="Change request">
        {screensFailure ? <p className="rv-note rv-note--problem">Screen names and routes could not be loaded: {screensFailure}</p> : null}
        {selected === null ? (
          <p className="rv-note rv-view__empty">Pick a change request to see what changes, side by side, before anything goes live.</p>
        ) : (
          <ReviewDetail key={selected} crId={selected} session={session} screens={screensLoading ? null : byId} onOpenScreen={onOpenScreen} />
        )}
      </section>
    </div>
  );
}
