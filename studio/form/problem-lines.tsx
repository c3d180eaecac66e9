/** A node's, action's or load's own problems, one line each, as the form shows them above its fields. */
import type { Problem } from '../studio-api.ts';

/** The problems as lines (nothing when there are none). */
export function ProblemLines({ problems }: { problems: readonly Problem[] }) {
  return problems.map((p) => (
    <p key={`${p.pointer} ${p.message}`} className={`st-problem st-problem--${p.severity}`}>
      {p.message}
    </p>
  ));
}

/** The problems in an alert box, or nothing when there are none. */
export function OwnProblems({ problems }: { problems: readonly Problem[] }) {
  return problems.length > 0 ? (
    <div className="st-form__problems" role="alert">
      <ProblemLines problems={problems} />
    </div>
  ) : null;
}
