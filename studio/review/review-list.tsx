/** The change request list: a filter by status and one row per request (screen, author, reason, channel, age, money). */
import type { ChangeRequest, ChangeRequestStatus, ScreenSummary } from '../studio-api.ts';
import { ageInWords, channelWords, statusWords } from './review-words.ts';

/** The list's filters: a status, or every request. */
export type ReviewFilter = Exclude<ChangeRequestStatus, 'withdrawn'> | 'all';

/** The filters in the order shown, with their names. */
export const reviewFilters: readonly { value: ReviewFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'Nothing is waiting for review.' },
  { value: 'changes_requested', label: 'Changes requested', empty: 'No change request is waiting for its author.' },
  { value: 'approved', label: 'Approved', empty: 'No change request has been approved yet.' },
  { value: 'all', label: 'All', empty: 'No change requests yet.' },
];

/** Props of ReviewList. */
export interface ReviewListProps {
  filter: ReviewFilter;
  onFilter(filter: ReviewFilter): void;
  /** null while loading. */
  requests: ChangeRequest[] | null;
  failure: string | null;
  onRetry(): void;
  selected: number | null;
  onSelect(id: number): void;
  screens: ReadonlyMap<string, ScreenSummary>;
}

/** The filter buttons and the list of change requests. */
export function ReviewList({ filter, onFilter, requests, failure, onRetry, selected, onSelect, screens }: ReviewListProps) {
  const current = reviewFilters.find((f) => f.value === filter) ?? reviewFilters[0];
  return (
    <nav className="rv-list" aria-label="Change requests">
      <div className="rv-filter" role="group" aria-label="Show">
        {reviewFilters.map((f) => (
          <button key={f.value} type="button" className="rv-filter__button" aria-pressed={f.value === filter} onClick={() => onFilter(f.value)}>
            {f.label}
          </button>
        ))}
      </div>
      {failure ? (
        <div role="alert" className="rv-failure">
          <p>The change requests could not be loaded: {failure}</p>
          <button type="button" className="st-button st-button--small" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : requests === null ? (
        <p className="rv-note" role="status">
          Loading change requests…
        </p>
      ) : requests.length === 0 ? (
        <p className="rv-note">{current?.empty}</p>
      ) : (
        <ul className="rv-list__items" aria-label={`${current?.label ?? ''} change requests`}>
          {requests.map((request) => (
            <li key={request.id} aria-label={`Change request ${request.id}`}>
              <button type="button" className="rv-item" aria-current={request.id === selected || undefined} onClick={() => onSelect(request.id)}>
                <span className="rv-item__top">
                  <span className="rv-item__screen">{screens.get(request.screenId)?.title || request.screenId}</span>
                  {request.money ? <span className="st-badge st-badge--warning">Money screen</span> : null}
                  {filter === 'all' || request.status !== filter ? (
                    <span className={`st-badge rv-status rv-status--${request.status}`}>{statusWords[request.status]}</span>
                  ) : null}
                </span>
                <span className="rv-item__reason">{request.reason || 'No reason given.'}</span>
                <span className="rv-item__meta">
                  {request.author} · for {channelWords(request.target)} · {ageInWords(request.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
