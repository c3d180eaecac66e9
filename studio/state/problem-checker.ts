/** The problems of the text being edited, validated by the server a moment after typing stops. */
import type { Problem } from '../studio-api.ts';

/** What the problems list knows: the problems of `text`, whether a newer text is being checked, and a failure. */
export interface ProblemsState {
  problems: Problem[];
  /** The screen and the text these problems belong to. */
  id: string | null;
  text: string;
  checking: boolean;
  failure: string | null;
}

/** No problems known yet for screen `id`. */
export const noProblems = (id: string | null = null): ProblemsState => ({ problems: [], id, text: '', checking: false, failure: null });

/** How long typing must pause before the text is sent for validation. */
export const validateDelayMs = 300;

/** The checker: `check` asks again for a text; `cancel` forgets what waits. */
export interface ProblemChecker {
  check(text: string, id: string): void;
  cancel(): void;
}

/**
 * Validates each text given to `check` (as screen `id`) after `delayMs` without a newer one; answers for an older text
 * than the newest one asked about are dropped, so a slow answer never overwrites a newer one. `update` receives the
 * next state from the current one.
 */
export function createProblemChecker(
  update: (next: (current: ProblemsState) => ProblemsState) => void,
  validate: (text: string, id: string) => Promise<Problem[]>,
  delayMs = validateDelayMs,
): ProblemChecker {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    check(text, id) {
      const ask = ++latest;
      clearTimeout(timer);
      // Problems of another screen are not shown while its own are checked.
      update((s) => (s.id === id ? { ...s, checking: true } : { ...noProblems(id), checking: true }));
      timer = setTimeout(() => {
        validate(text, id).then(
          (problems) => {
            if (ask === latest) update(() => ({ problems, id, text, checking: false, failure: null }));
          },
          (err: unknown) => {
            if (ask === latest) update((s) => ({ ...s, checking: false, failure: err instanceof Error ? err.message : String(err) }));
          },
        );
      }, delayMs);
    },
    cancel() {
      latest += 1;
      clearTimeout(timer);
    },
  };
}
