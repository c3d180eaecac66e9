/** The problems of the text being edited, validated by the server a moment after typing stops. */
import { useEffect, useRef, useState } from 'react';
import { validateText, type Problem } from '../studio-api.ts';

/** What the problems list knows: the problems of `text`, whether a newer text is being checked, and a failure. */
export interface ProblemsState {
  problems: Problem[];
  /** The screen and the text these problems belong to. */
  id: string | null;
  text: string;
  checking: boolean;
  failure: string | null;
}

/** How long typing must pause before the text is sent for validation. */
export const validateDelayMs = 300;

/**
 * Validates `text` (as screen `id`) after `delayMs` without changes; answers for an older text than the newest
 * one asked about are dropped, so a slow answer never overwrites a newer one.
 */
export function useProblems(text: string | null, id: string | null, validate = validateText, delayMs = validateDelayMs): ProblemsState {
  const [state, setState] = useState<ProblemsState>({ problems: [], id: null, text: '', checking: false, failure: null });
  const latest = useRef(0);

  useEffect(() => {
    if (text === null || id === null) return undefined;
    const ask = ++latest.current;
    setState((s) => ({ ...s, checking: true }));
    const timer = setTimeout(() => {
      validate(text, id).then(
        (problems) => {
          if (ask === latest.current) setState({ problems, id, text, checking: false, failure: null });
        },
        (err: unknown) => {
          if (ask === latest.current) {
            setState((s) => ({ ...s, checking: false, failure: err instanceof Error ? err.message : String(err) }));
          }
        },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, id, validate, delayMs]);

  return state.id === id ? state : { ...state, problems: [], id, text: '' };
}
