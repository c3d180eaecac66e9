/**
 * "Submit for review…": waits until the problems of the newest text have arrived; refuses while the text has errors
 * (each revealable in the editor); then replays the screen's QA fixtures on the text and refuses while any fails (the
 * Fixtures panel says which step and why); otherwise a dialog with the diff against what is live, a reason and the
 * target channel, which submits a change request — or, on a screen that needs no review, publishes it now. Beside it,
 * **Fixtures** opens the panel at any time.
 */
import { useEffect, useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { ChangeRequest, Channel, Presence, Problem, ScreenSummary, VersionInfo } from '../studio-api.ts';
import { blockingProblems, capabilityWarnings, refusalText } from './publish-check.ts';
import { OlderBuildWarnings, ProblemList } from './problem-list.tsx';
import { SubmitReview, type SubmitFields } from './submit-review.tsx';
import { planOf, type PlanChoice } from '../releases/release-plan-field.tsx';
import { manilaTime } from '../releases/release-words.ts';
import { FixtureGateNote } from '../fixture/fixture-gate-note.tsx';
import { FixturesDialog } from '../fixture/fixtures-dialog.tsx';
import { gateOf, useFixtureRuns, useRunFixtures } from '../fixture/use-fixture-runs.ts';
import { useFixtureProposals } from '../fixture/use-fixture-proposals.tsx';
import { useStudio } from '../state/studio-store-context.tsx';
import './publish.css';

/** Props of SubmitPanel. */
export interface SubmitPanelProps {
  screen: ScreenSummary;
  text: string;
  /** The latest version when the edit started. */
  baseVersion: number;
  problems: Problem[];
  /** The text `problems` belong to; while it is not `text` (the newest text is still being checked) the dialog waits. */
  checkedText: string | null;
  /** Why the newest text could not be checked, if so; sending is refused then. */
  checkFailure?: string | null;
  canPublishNow: boolean;
  others: readonly Presence[];
  onReveal(pointer: string): void;
  onSubmitted(changeRequest: ChangeRequest): void;
  onPublished(version: VersionInfo): void;
  /** Loads the latest text into the editor, keeping the person's own to compare (after "published while you edited"). */
  onLoadLatest(): void;
}

type Stage = { kind: 'checking' } | { kind: 'unchecked'; reason: string } | { kind: 'refused' } | { kind: 'fixtures' } | { kind: 'review' };

/** What a publish now did, by its plan: "Published version 3 to production", a rollout's first step, or its time. */
function publishedWords(version: number, target: Channel, choice: PlanChoice | undefined): string {
  const planned = choice ? planOf(choice, target) : undefined;
  const plan = planned?.kind === 'plan' ? planned.plan : undefined;
  if (plan?.at) return `Version ${version} goes live on ${target} on ${manilaTime(plan.at)} (Manila)`;
  if (plan?.rollout)
    return `Published version ${version}: it reaches ${plan.rollout.steps[0] ?? 0} % of production's borrowers (History shows the rollout)`;
  return `Published version ${version} to ${target}`;
}

/** The trigger button, its dialog and the note after sending. */
export function SubmitPanel(props: SubmitPanelProps) {
  const { screen, text, problems, checkedText, checkFailure, onReveal } = props;
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fields, setFields] = useState<SubmitFields>({ reason: '', target: 'staging' });
  const blocking = useMemo(() => blockingProblems(text, problems), [text, problems]);
  const warnings = useMemo(() => capabilityWarnings(problems), [problems]);
  const pending: Stage = checkFailure ? { kind: 'unchecked', reason: checkFailure } : { kind: 'checking' };
  const runKey = `draft:${screen.id}`;
  const fixtureRuns = useFixtureRuns(runKey);
  const runFixtures = useRunFixtures();
  const gate = gateOf(fixtureRuns, text);
  // Fixture updates the author proposes with the change (a text a fixture checks changed on purpose).
  const proposed = useFixtureProposals(screen.id, text, runKey);
  const overlay = proposed.overlay ? { overlay: proposed.overlay } : {};
  const checked: Stage = checkedText !== text ? pending : blocking.length > 0 ? { kind: 'refused' } : { kind: 'review' };
  const stage: Stage = checked.kind === 'review' && gate.kind !== 'passed' ? { kind: 'fixtures' } : checked;
  const titles: Record<Stage['kind'], string> = {
    checking: 'Checking the screen…',
    unchecked: 'The screen could not be checked',
    refused: 'Not ready to submit',
    fixtures: gate.kind === 'failed' ? 'Not ready: a QA fixture fails' : 'Running the QA fixtures…',
    review: `Submit ${screen.title || screen.id} for review`,
  };
  const runAgain = () => void runFixtures(runKey, { screenId: screen.id, text, ...overlay });
  // Opening the dialog on a checked text replays the fixtures on it, unless they ran on it already.
  const needsRun = open && checked.kind === 'review' && gate.kind === 'unknown';
  // A run of an earlier text is no longer needed: stop it rather than keep its frames busy.
  const stopStaleRun = useStudio((s) => s.actions.stopStaleRun);
  useEffect(() => {
    stopStaleRun(runKey, text);
  }, [runKey, text, stopStaleRun]);
  useEffect(() => {
    if (needsRun) void runFixtures(runKey, { screenId: screen.id, text, ...(proposed.overlay ? { overlay: proposed.overlay } : {}) });
  }, [needsRun, runKey, screen.id, text, runFixtures, proposed.overlay]);

  function close(then: () => void) {
    setOpen(false);
    then();
  }

  function done(note: string) {
    setOpen(false);
    setFields({ reason: '', target: fields.target });
    setNotice(note);
  }

  return (
    <div className="st-publish">
      <FixturesDialog screenId={screen.id} text={text} runKey={runKey} {...overlay} />
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setNotice(null);
          setOpen(next);
        }}
      >
        <Dialog.Trigger className="st-button st-button--primary">Submit for review…</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="st-pub-overlay" />
          <Dialog.Content className="st-pub-dialog" aria-describedby={undefined}>
            <Dialog.Title className="st-pub-dialog__title">{titles[stage.kind]}</Dialog.Title>
            {stage.kind === 'review' ? (
              <SubmitReview
                {...props}
                // A proposed fixture update goes with a change request: publishing now would leave it behind.
                canPublishNow={props.canPublishNow && proposed.updates.length === 0}
                fixtureUpdates={proposed.updates}
                fixtureNote={proposed.note}
                warnings={warnings}
                fields={fields}
                onFields={setFields}
                onReveal={(pointer) => close(() => onReveal(pointer))}
                onSubmitted={(cr, problem) => {
                  const sent = cr.experiment ? `Variant ${cr.experiment.variant} sent for review (#${cr.id})` : `Sent for review (#${cr.id})`;
                  const withUpdates =
                    proposed.updates.length > 0 ? ` with ${proposed.updates.length === 1 ? 'its fixture update' : 'its fixture updates'}` : '';
                  done(problem ? `${sent}, but the fixture update did not go with it: ${problem}` : `${sent}${withUpdates}`);
                  if (!problem) proposed.clear();
                  props.onSubmitted(cr);
                }}
                onPublished={(version) => {
                  done(publishedWords(version.version, fields.target, fields.plan));
                  props.onPublished(version);
                }}
                onLoadLatest={() => close(props.onLoadLatest)}
                onCancel={() => setOpen(false)}
              />
            ) : stage.kind === 'fixtures' ? (
              gate.kind !== 'passed' ? (
                <FixtureGateNote
                  gate={gate}
                  state={fixtureRuns}
                  text={text}
                  action={props.canPublishNow ? 'Publish now' : 'Submit for review'}
                  onRun={runAgain}
                  rowExtra={proposed.rowExtra}
                  note={proposed.note}
                >
                  <Dialog.Close className="st-button">Close</Dialog.Close>
                </FixtureGateNote>
              ) : null
            ) : (
              <div className="st-publish__refusal">
                {stage.kind === 'refused' ? (
                  <>
                    <p role="alert" className="st-publish__refusal-text">
                      {refusalText(blocking.length)}
                    </p>
                    <ProblemList problems={blocking} onReveal={(pointer) => close(() => onReveal(pointer))} label="Problems to fix" />
                    <OlderBuildWarnings warnings={warnings} />
                  </>
                ) : (
                  <p role={stage.kind === 'checking' ? 'status' : 'alert'} className="st-publish__refusal-text">
                    {stage.kind === 'checking'
                      ? 'Checking the screen… This opens as soon as your latest change has been checked.'
                      : `Your latest change could not be checked, so it cannot be sent yet: ${stage.reason}`}
                  </p>
                )}
                <div className="st-pub-actions">
                  <Dialog.Close className="st-button">Close</Dialog.Close>
                </div>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {notice ? (
        <p className="st-publish__notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
