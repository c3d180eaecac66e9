/**
 * What the signed-in person can do with a change request: approve or ask for changes, withdraw their own, or see the
 * outcome. Approving first replays the screen's QA fixtures on the request's text: the button stays disabled, with
 * the reason, until they all pass, and the approval carries their report.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FixtureGateNote } from '../fixture/fixture-gate-note.tsx';
import { gateOf, useFixtureRuns, useRunFixtures } from '../fixture/use-fixture-runs.ts';
import { StudioApiError, type ChangeRequest, type ChangeRequestDetail, type SessionInfo } from '../studio-api.ts';
import { approvedWords } from '../releases/release-words.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { changeRequestDetail, fixtureUpdateList } from '../server-state/studio-queries.ts';
import { useDecision, type Decision } from './review-writes.ts';
import { channelWords, failureWords } from './review-words.ts';

/** Props of ReviewDecision. */
export interface ReviewDecisionProps {
  request: ChangeRequest;
  session: SessionInfo;
  screenTitle: string;
  /** Loads the request again (after a 409: it changed meanwhile). */
  onReload(): void;
  onOpenScreen(id: string): void;
}

/** What a failed decision did not do, in words. */
const nothingDone: Record<Decision['kind'], string> = {
  approve: 'nothing was published',
  request: 'the author was not asked',
  withdraw: 'the request is still there',
};

function Outcome({ request, screenTitle, onOpenScreen }: Pick<ReviewDecisionProps, 'request' | 'screenTitle' | 'onOpenScreen'>) {
  if (request.status === 'withdrawn') return <p className="rv-decision__note">The author withdrew this change request.</p>;
  const version = request.publishedVersion;
  const planned = approvedWords(request);
  return (
    <div className="rv-decision__done" role="status">
      <p>
        {planned ||
          `${version === null ? 'Approved.' : `Published as version ${version} on ${channelWords(request.target)}.`}${request.target === 'production' ? ' Staging shows it too.' : ''}`}
      </p>
      <button type="button" className="st-link" onClick={() => onOpenScreen(request.screenId)}>
        Open {screenTitle}
      </button>
    </div>
  );
}

/** The decision panel at the foot of a change request. */
export function ReviewDecision({ request, session, screenTitle, onReload, onOpenScreen }: ReviewDecisionProps) {
  const client = useStudioClient();
  const ids = useId();
  const [comment, setComment] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);
  const decision = useDecision(request.id);
  const sending = decision.isPending ? decision.variables.kind : null;
  const failure = decision.error
    ? {
        text: failureWords(decision.error, nothingDone[decision.variables?.kind ?? 'approve']),
        stale: decision.error instanceof StudioApiError && decision.error.status === 409,
      }
    : null;
  const busy = useRef(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const runKey = `cr:${request.id}`;
  const fixtureRuns = useFixtureRuns(runKey);
  const runFixtures = useRunFixtures();
  const deciding =
    request.status === 'open' && request.authorId !== session.user.id && (session.user.role === 'reviewer' || session.user.role === 'admin');
  // The fixtures replay on the request's text: the detail carries it, else it is asked for (once deciding).
  const given = (request as Partial<ChangeRequestDetail>).text;
  const asked = useQuery({ ...changeRequestDetail(client, request.id), enabled: deciding && given === undefined });
  // The fixtures replay as the request proposes to update them (the server's approval does the same).
  const updates = useQuery({ ...fixtureUpdateList(client, request.id), enabled: deciding });
  const overlay = useMemo(
    () => (updates.data && updates.data.length > 0 ? { overlay: Object.fromEntries(updates.data.map((u) => [u.file, u.after])) } : {}),
    [updates.data],
  );
  const loaded = given ?? asked.data?.text ?? null;
  // Until the proposed updates are known (or could not be), nothing is replayed.
  const text = updates.data !== undefined || updates.isError ? loaded : null;
  // Made from an older version: the server refuses the approval until the request is updated (merge-panel.tsx).
  const behind = (request as Partial<ChangeRequestDetail>).behind ?? asked.data?.behind ?? null;
  const gate = text === null ? ({ kind: 'running', done: 0, total: 0 } as const) : gateOf(fixtureRuns, text);
  const runAgain = () => text !== null && void runFixtures(runKey, { screenId: request.screenId, text, ...overlay });
  const needsRun = deciding && text !== null && gate.kind === 'unknown';
  useEffect(() => {
    if (needsRun && text !== null) void runFixtures(runKey, { screenId: request.screenId, text, ...overlay });
  }, [needsRun, runKey, request.screenId, text, runFixtures, overlay]);

  if (request.status === 'approved' || request.status === 'withdrawn') {
    return <Outcome request={request} screenTitle={screenTitle} onOpenScreen={onOpenScreen} />;
  }
  const isAuthor = request.authorId === session.user.id;
  const canReview = session.user.role === 'reviewer' || session.user.role === 'admin';

  // One decision at a time, even between two clicks the page has not redrawn after.
  const send = (chosen: Decision) => {
    if (busy.current) return;
    busy.current = true;
    decision.mutate(chosen, {
      onSuccess: () => setComment(''),
      onSettled: () => {
        busy.current = false;
      },
    });
  };

  const approve = () =>
    send({ kind: 'approve', comment: comment.trim(), fixtures: fixtureRuns.text === text ? (fixtureRuns.report ?? undefined) : undefined });
  const askForChanges = () => {
    const said = comment.trim();
    setCommentMissing(said === '');
    if (said === '') return commentRef.current?.focus();
    return send({ kind: 'request', comment: said });
  };
  const withdraw = () => send({ kind: 'withdraw' });

  const requestButton = (
    <button type="button" className="st-button" disabled={sending !== null} onClick={askForChanges}>
      {sending === 'request' ? 'Sending…' : 'Request changes'}
    </button>
  );
  const failureNote = failure ? (
    <div role="alert" className="rv-failure">
      <p>{failure.text}</p>
      {failure.stale ? (
        <button
          type="button"
          className="st-button st-button--small"
          onClick={() => {
            decision.reset();
            onReload();
          }}
        >
          Load this request again
        </button>
      ) : null}
    </div>
  ) : null;

  if (isAuthor) {
    return (
      <div className="rv-decision">
        <p className="rv-decision__note">
          {request.status === 'open'
            ? 'Waiting for someone else to review. You cannot approve your own change.'
            : 'A reviewer asked for changes. Make them in the editor and send the screen for review again, or withdraw this request.'}
        </p>
        {failureNote}
        <div className="rv-decision__actions">
          <button type="button" className="st-button" disabled={sending !== null} onClick={withdraw}>
            {sending === 'withdraw' ? 'Withdrawing…' : 'Withdraw'}
          </button>
        </div>
      </div>
    );
  }
  if (!canReview) return <p className="rv-decision__note">Only reviewers and admins can approve a change or ask for changes.</p>;
  if (request.status !== 'open') return <p className="rv-decision__note">Changes were requested: waiting for {request.author} to send it again.</p>;

  return (
    <div className="rv-decision">
      <div className="rv-field">
        <label htmlFor={`${ids}-comment`}>Comment</label>
        <p id={`${ids}-hint`} className="rv-field__hint">
          Optional when you approve; needed when you ask for changes, so {request.author} knows what to fix.
        </p>
        <textarea
          id={`${ids}-comment`}
          ref={commentRef}
          className="st-textarea rv-comment"
          rows={3}
          value={comment}
          aria-invalid={commentMissing || undefined}
          aria-describedby={commentMissing ? `${ids}-hint ${ids}-missing` : `${ids}-hint`}
          onChange={(event) => {
            setComment(event.target.value);
            if (event.target.value.trim() !== '') setCommentMissing(false);
          }}
        />
        {commentMissing ? (
          <p id={`${ids}-missing`} className="rv-field__error">
            Say what should change before asking for changes.
          </p>
        ) : null}
      </div>
      {failureNote}
      {gate.kind !== 'passed' ? (
        <FixtureGateNote
          gate={gate}
          state={fixtureRuns}
          text={text ?? ''}
          action={`Approve and publish to ${channelWords(request.target)}`}
          onRun={runAgain}
        >
          {requestButton}
        </FixtureGateNote>
      ) : (
        <div className="rv-decision__actions">
          {requestButton}
          <button type="button" className="st-button st-button--primary" disabled={sending !== null || behind !== null} onClick={approve}>
            {sending === 'approve' ? 'Publishing…' : `Approve and publish to ${channelWords(request.target)}`}
          </button>
          {behind ? <span className="st-muted">{behind.message} first (above).</span> : null}
        </div>
      )}
    </div>
  );
}
