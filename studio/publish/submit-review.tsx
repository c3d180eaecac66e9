/**
 * The "Submit for review" dialog's form: where it goes live, the screen before and after in two phones with the changed
 * widgets outlined and the JSON diff beside them (against what is live there now), why the screen
 * needs a second person (or "Publish now" when it does not), who else is editing it, the reason, and the buttons.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import type { ChangeRequest, Channel, Presence, ScreenSummary, VersionInfo } from '../studio-api.ts';
import { othersEditingWarning } from '../state/presence-words.ts';
import { ReviewPhones } from '../review/review-phones.tsx';
import { ChannelField, channelWords } from './channel-field.tsx';
import { DiffView } from './diff-view.tsx';
import { OlderBuildWarnings } from './problem-list.tsx';
import { describeSendFailure, staleText, type ListedProblem, type SendFailure } from './publish-check.ts';
import { reviewNeedText } from './review-need.ts';
import { SendFailureNote } from './send-failure-note.tsx';
import { useLiveTexts, versionName } from './use-live-texts.ts';
import { useSendEdit } from './publish-writes.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { useQuery } from '@tanstack/react-query';
import { experimentList } from '../releases/release-api.ts';
import { initialPlan, planOf, ReleasePlanField, type PlanChoice } from '../releases/release-plan-field.tsx';

/** What the form holds; kept by the panel so closing the dialog loses nothing typed. */
export interface SubmitFields {
  reason: string;
  target: Channel;
  /** How it goes live (studio/releases/release-plan-field.tsx); none: at once. */
  plan?: PlanChoice;
}

/** Props of SubmitReview. */
export interface SubmitReviewProps {
  screen: ScreenSummary;
  text: string;
  /** The latest version when the edit started. */
  baseVersion: number;
  /** Offer "Publish now" (an editor or above, on a screen that needs no review). */
  canPublishNow: boolean;
  others: readonly Presence[];
  warnings: ListedProblem[];
  fields: SubmitFields;
  onFields(fields: SubmitFields): void;
  onReveal(pointer: string): void;
  /** `problem`: the request was made but its proposed fixture updates were not attached, and why. */
  onSubmitted(changeRequest: ChangeRequest, problem?: string): void;
  onPublished(version: VersionInfo): void;
  onLoadLatest(): void;
  onCancel(): void;
  /** Fixture updates proposed with the change (sent with the change request). */
  fixtureUpdates?: { file: string; fixture: QaFixture }[];
  /** Their list, shown above the buttons. */
  fixtureNote?: ReactNode;
}

/** The dialog's body. */
export function SubmitReview(props: SubmitReviewProps) {
  const { screen, text, baseVersion, canPublishNow, others, warnings, fields, onFields, onReveal, onSubmitted, onPublished, onLoadLatest, onCancel } =
    props;
  const { fixtureUpdates = [], fixtureNote } = props;
  const ids = useId();
  const { live, retry } = useLiveTexts(screen.id);
  const client = useStudioClient();
  const sendEdit = useSendEdit(screen.id);
  const sending = sendEdit.isPending ? sendEdit.variables.how : null;
  const failure: SendFailure | null = sendEdit.error
    ? describeSendFailure(sendEdit.error, sendEdit.variables?.how === 'publish' ? 'published' : 'submitted')
    : null;
  const [reasonMissing, setReasonMissing] = useState(false);
  const sendingNow = useRef(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const target = fields.target;
  const liveNow = live.state === 'ready' ? live.detail.live : screen.live;
  const targetName = channelWords[target].name;
  // A screen made in the studio and live nowhere yet is new as it is: its first text needs no change to be sent.
  const brandNew = screen.made !== undefined && liveNow[target].version === 0;
  const unchanged = !brandNew && live.state === 'ready' && live.texts[target] === text;
  const latest = live.state === 'ready' ? (live.detail.latest ?? null) : null;
  const movedOn = latest !== null && latest.version > baseVersion;
  const warning = othersEditingWarning(others, canPublishNow ? 'submitting or publishing' : 'submitting');
  const experiments = useQuery(experimentList(client, screen.id));
  const drafts = (experiments.data ?? []).filter((e) => e.status === 'draft');
  const plan = fields.plan ?? initialPlan;
  const [planProblem, setPlanProblem] = useState<string | null>(null);
  const asVariant = target === 'production' && plan.how === 'variant';

  function send(how: 'submit' | 'publish') {
    if (sendingNow.current || live.state !== 'ready' || unchanged) return;
    const reason = fields.reason.trim();
    setReasonMissing(reason === '');
    if (reason === '') return reasonRef.current?.focus();
    const planned = planOf(plan, target);
    setPlanProblem(planned.kind === 'invalid' ? planned.message : null);
    if (planned.kind === 'invalid') return;
    sendingNow.current = true;
    sendEdit.mutate(
      {
        how,
        edit: { text, baseVersion, reason, target, ...(planned.kind === 'plan' && planned.plan ? { plan: planned.plan } : {}) },
        ...(planned.kind === 'variant' ? { experimentId: planned.experimentId } : {}),
        ...(fixtureUpdates.length > 0 && how === 'submit' ? { fixtureUpdates } : {}),
      },
      {
        onSuccess: (sent) => (sent.how === 'submit' ? onSubmitted(sent.changeRequest, sent.fixtureProblem) : onPublished(sent.version)),
        onSettled: () => {
          sendingNow.current = false;
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send('submit');
  }

  const liveLabel = (channel: Channel) =>
    screen.made !== undefined && liveNow[channel].version === 0
      ? `the screen it was made from (nothing live on ${channelWords[channel].name.toLowerCase()} yet)`
      : `live on ${channelWords[channel].name.toLowerCase()} (${versionName(liveNow[channel].version)})`;
  return (
    <form className="st-publish__form" onSubmit={onSubmit} noValidate>
      <OlderBuildWarnings warnings={warnings} />
      <ChannelField
        ids={ids}
        legend="Where it goes live once approved"
        value={target}
        onChange={(channel) => onFields({ ...fields, target: channel })}
        live={{ staging: versionName(liveNow.staging.version), production: versionName(liveNow.production.version) }}
      />
      <ReleasePlanField
        ids={ids}
        target={target}
        value={plan}
        onChange={(choice) => onFields({ ...fields, plan: choice })}
        drafts={drafts}
        problem={planProblem}
      />
      <section className="st-publish__changes" aria-label="Changes">
        <h3 className="st-publish__json-title">Before and after</h3>
        {live.state === 'loading' ? <p className="st-muted">Loading what is live now…</p> : null}
        {live.state === 'failed' ? (
          <div role="alert" className="st-publish__failure">
            <p>Could not load what is live now to compare: {live.message}</p>
            <button type="button" className="st-button" onClick={retry}>
              Try again
            </button>
          </div>
        ) : null}
        {live.state === 'ready' ? (
          <ReviewPhones
            screenId={screen.id}
            routes={screen.routes}
            before={{ text: live.texts[target], caption: liveLabel(target) }}
            after={{ text, caption: 'your draft' }}
            aside={
              <section className="st-publish__json" aria-label="Changes to the JSON">
                <h4 className="st-publish__json-title">Changes to the JSON</h4>
                <DiffView
                  before={live.texts[target]}
                  after={text}
                  beforeLabel={liveLabel(target)}
                  afterLabel="your draft"
                  emptyText={`No changes: this is what is live on ${targetName.toLowerCase()}`}
                />
              </section>
            }
          />
        ) : null}
      </section>
      {movedOn ? (
        <div className="st-publish__stale" role="status">
          <p>
            {staleText(latest)} Your edit started from {versionName(baseVersion)}.
          </p>
          <button type="button" className="st-button st-button--small" onClick={onLoadLatest}>
            Load the latest text (keep mine to compare)
          </button>
        </div>
      ) : null}
      <p className={`st-publish__need${screen.money ? ' st-publish__need--money' : ''}`}>{reviewNeedText(screen)}</p>
      {warning ? (
        <p className="st-publish__others" role="alert">
          {warning}
        </p>
      ) : null}
      <div className="st-pub-field">
        <label htmlFor={`${ids}-reason`}>Why this change (reviewers and the audit log read it)</label>
        <textarea
          ref={reasonRef}
          id={`${ids}-reason`}
          className="st-input st-pub-area"
          rows={3}
          required
          value={fields.reason}
          aria-invalid={reasonMissing || undefined}
          aria-describedby={reasonMissing ? `${ids}-reason-error` : undefined}
          onChange={(event) => onFields({ ...fields, reason: event.target.value })}
        />
        {reasonMissing ? (
          <p id={`${ids}-reason-error`} className="st-pub-field__error">
            Write what changed and why.
          </p>
        ) : null}
      </div>
      {fixtureNote}
      {failure ? <SendFailureNote failure={failure} onReveal={onReveal} onLoadLatest={onLoadLatest} /> : null}
      <div className="st-pub-actions">
        <button type="button" className="st-button" onClick={onCancel}>
          Cancel
        </button>
        {canPublishNow && !asVariant ? (
          <button
            type="button"
            className="st-button"
            disabled={sending !== null || live.state !== 'ready' || unchanged}
            onClick={() => void send('publish')}
          >
            {sending === 'publish' ? 'Publishing…' : `Publish now to ${targetName.toLowerCase()}`}
          </button>
        ) : null}
        <button type="submit" className="st-button st-button--primary" disabled={sending !== null || live.state !== 'ready' || unchanged}>
          {sending === 'submit' ? 'Submitting…' : 'Submit for review'}
        </button>
      </div>
    </form>
  );
}
