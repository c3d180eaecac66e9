/** One change request opened: who and why, earlier reviews, the JSON changes, before and after phones, and the decision. */
import { useQuery } from '@tanstack/react-query';
import { goesLiveWords } from '../releases/release-words.ts';
import { DiffView } from '../publish/diff-view.tsx';
import type { ChangeRequest, ScreenSummary, SessionInfo } from '../studio-api.ts';
import { failedToLoad } from '../server-state/query-state.ts';
import { changeRequestDetail } from '../server-state/studio-queries.ts';
import { MergePanel } from './merge-panel.tsx';
import { ReviewDecision } from './review-decision.tsx';
import { FixtureUpdates } from './fixture-updates.tsx';
import { ReviewPhones } from './review-phones.tsx';
import { TextChanges } from './text-changes.tsx';
import { ageInWords, beforeCaption, channelWords, failureWords, statusWords, versionWords } from './review-words.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of ReviewDetail. */
export interface ReviewDetailProps {
  crId: number;
  session: SessionInfo;
  /** The screen list by id (titles and routes); null while it loads. */
  screens: ReadonlyMap<string, ScreenSummary> | null;
  onOpenScreen(id: string): void;
}

function Reviews({ request }: { request: ChangeRequest }) {
  if (request.reviews.length === 0) return null;
  return (
    <section className="rv-section" aria-label="Reviews so far">
      <h3 className="rv-section__title">Reviews so far</h3>
      <ul className="rv-reviews">
        {request.reviews.map((review, index) => (
          <li key={index} className="rv-reviews__item">
            <strong>{review.reviewer}</strong> {review.decision === 'approve' ? 'approved' : 'asked for changes'}{' '}
            <span className="st-muted">{ageInWords(review.at)}</span>
            {review.comment ? <blockquote className="rv-reviews__comment">{review.comment}</blockquote> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The review page of one change request. */
export function ReviewDetail({ crId, session, screens, onOpenScreen }: ReviewDetailProps) {
  const detail = useQuery(changeRequestDetail(useStudioClient(), crId));
  const reload = () => void detail.refetch();
  const failure = failedToLoad(detail);
  const shown = detail.data;
  if (!shown) {
    if (failure) {
      return (
        <div role="alert" className="rv-failure">
          <p>
            Change request {crId} could not be loaded: {failureWords(failure, 'it could not be loaded')}
          </p>
          <button type="button" className="st-button st-button--small" onClick={reload}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <p className="rv-note" role="status">
        Loading change request {crId}…
      </p>
    );
  }
  const screen = screens?.get(shown.screenId);
  const title = screen?.title || shown.screenId;
  const made = screen?.made !== undefined;
  return (
    <article className="rv-detail" aria-label={`Change request ${shown.id}`}>
      <header className="rv-detail__head">
        <h2 className="rv-detail__title">
          {title} <span className="st-muted rv-detail__id">{shown.screenId}</span>
        </h2>
        <p className="rv-detail__meta">
          <span className={`st-badge rv-status rv-status--${shown.status}`}>{statusWords[shown.status]}</span>
          {shown.money ? <span className="st-badge st-badge--warning">Money screen</span> : null}
          <span>
            by <strong>{shown.author}</strong>, {ageInWords(shown.createdAt)}, for {channelWords(shown.target)}, starting from{' '}
            {versionWords(shown.baseVersion, made)}
          </span>
        </p>
        <p className="rv-detail__reason">
          <span className="rv-detail__label">Reason</span> {shown.reason || <span className="st-muted">No reason given.</span>}
        </p>
        <p className="rv-detail__reason">
          <span className="rv-detail__label">Goes live</span> {goesLiveWords(shown)}
        </p>
      </header>
      <MergePanel request={shown} session={session} made={made} />
      <Reviews request={shown} />
      <TextChanges before={shown.baseText} after={shown.text} />
      <section className="rv-section" aria-label="Changes to the JSON">
        <h3 className="rv-section__title">Changes to the JSON</h3>
        <DiffView
          before={shown.baseText}
          after={shown.text}
          beforeLabel={versionWords(shown.baseVersion, made)}
          afterLabel="this change"
          emptyText="The text is the same as the version it started from."
        />
      </section>
      <FixtureUpdates crId={shown.id} variant={shown.experiment?.variant} />
      <section className="rv-section" aria-label="Before and after">
        <h3 className="rv-section__title">Before and after</h3>
        {screens === null ? (
          <p className="rv-note">Loading the screen's routes…</p>
        ) : (
          <ReviewPhones
            key={shown.id}
            screenId={shown.screenId}
            before={{ text: shown.baseText, caption: beforeCaption(shown.baseVersion, made) }}
            after={{ text: shown.text, caption: 'with this change' }}
            routes={screen?.routes ?? []}
          />
        )}
      </section>
      <section className="rv-section rv-section--decision" aria-label="Decision">
        <h3 className="rv-section__title">Decision</h3>
        <ReviewDecision key={shown.id} request={shown} session={session} screenTitle={title} onReload={reload} onOpenScreen={onOpenScreen} />
      </section>
    </article>
  );
}
