import type { ListedProblem } from './publish-check.ts';

/** Props of ProblemList: the problems and what a "Show in editor" press does with a pointer. */
export interface ProblemListProps {
  problems: ListedProblem[];
  onReveal?(pointer: string): void;
  label: string;
}

/** A list of problems, each with its message, its JSON Pointer and a button that shows the place in the editor. */
export function ProblemList({ problems, onReveal, label }: ProblemListProps) {
  return (
    <ul className="st-pub-problems" aria-label={label}>
      {problems.map((problem, index) => (
        <li key={`${problem.pointer}-${index}`} className="st-pub-problems__item">
          <span className="st-pub-problems__message">{problem.message}</span>
          <code className="st-pub-problems__pointer">{problem.pointer === '' ? '(whole screen)' : problem.pointer}</code>
          {onReveal ? (
            <button type="button" className="st-button st-button--small" onClick={() => onReveal(problem.pointer)}>
              Show in editor
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The capability warnings under "Older app builds": listed, never blocking. */
export function OlderBuildWarnings({ warnings }: { warnings: ListedProblem[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className="st-publish__warnings" aria-label="Older app builds">
      <p className="st-publish__warnings-title">Older app builds: these do not block publishing.</p>
      <ProblemList problems={warnings} label="Older app builds" />
    </section>
  );
}
