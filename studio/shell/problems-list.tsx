/** Every problem of the open screen; picking one reveals it in the editor and selects its node in the outline. */
import type { Problem } from '../studio-api.ts';

/** Props of ProblemsList. */
export interface ProblemsListProps {
  problems: readonly Problem[];
  checking: boolean;
  failure: string | null;
  onPick(problem: Problem): void;
}

/** A heading with counts, and one button per problem: line:column, pointer and message. */
export function ProblemsList({ problems, checking, failure, onPick }: ProblemsListProps) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary =
    problems.length === 0 ? 'No problems' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return (
    <section className="st-problem-pane" aria-label="Problems">
      <h2 className="st-problem-pane__title">
        Problems <span className="st-muted">{summary}</span>
        {checking ? <span className="st-muted"> · checking…</span> : null}
      </h2>
      {failure ? <p className="st-problem st-problem--error">Could not check the screen: {failure}</p> : null}
      <ul className="st-problem-pane__list" aria-live="polite">
        {problems.map((p) => (
          <li key={`${p.from} ${p.pointer} ${p.message}`}>
            <button type="button" className={`st-problem-pane__item st-problem--${p.severity}`} onClick={() => onPick(p)}>
              <span className="st-problem-pane__where">
                {p.line}:{p.column}
              </span>
              <code className="st-problem-pane__pointer">{p.pointer || '/'}</code>
              <span>{p.message}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
