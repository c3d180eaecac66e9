/** The Reviews tab: change requests by status on the left, the one opened on the right with its diff, phones and decision. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listChangeRequests, listScreens, type ChangeRequest, type ScreenSummary, type SessionInfo } from '../studio-api.ts';
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
  const [requests, setRequests] = useState<ChangeRequest[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [screens, setScreens] = useState<ScreenSummary[] | null>(null);
  const [screensFailure, setScreensFailure] = useState<string | null>(null);
  const asked = useRef(0);

  const load = useCallback(
    (which: ReviewFilter) => {
      const ask = ++asked.current;
      setRequests(null);
      setFailure(null);
      listChangeRequests(client, which === 'all' ? {} : { status: which }).then(
        (found) => ask === asked.current && setRequests(found),
        (err: unknown) => ask === asked.current && setFailure(failureWords(err, 'nothing was loaded')),
      );
    },
    [client],
  );

  useEffect(() => load(filter), [filter, load]);

  useEffect(() => {
    let live = true;
    listScreens(client).then(
      (found) => live && setScreens(found),
      (err: unknown) => {
        if (!live) return;
        setScreens([]);
        setScreensFailure(failureWords(err, 'nothing was loaded'));
      },
    );
    return () => {
      live = false;
    };
  }, [client]);

  const byId = useMemo(() => new Map((screens ?? []).map((s) => [s.id, s])), [screens]);
  // A request decided here stays in the list (with its new status) until the list is loaded again.
  const changed = useCallback((request: ChangeRequest) => {
    setRequests((old) => old?.map((r) => (r.id === request.id ? request : r)) ?? old);
  }, []);

  return (
    <div className="rv-view">
      <div className="rv-view__side">
        <div className="rv-view__bar">
          <h2 className="rv-view__title">Reviews</h2>
          <button type="button" className="st-button st-button--small" onClick={() => load(filter)} disabled={requests === null && failure === null}>
            Refresh
          </button>
        </div>
        <ReviewList
          filter={filter}
          onFilter={setFilter}
          requests={requests}
          failure={failure}
          onRetry={() => load(filter)}
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
          <ReviewDetail
            key={selected}
            crId={selected}
            session={session}
            screens={screens === null ? null : byId}
            onChanged={changed}
            onOpenScreen={onOpenScreen}
          />
        )}
      </section>
    </div>
  );
}
