/**
 * A form field's own copy of its value while it is being typed: the change is applied to the text a moment after
 * typing pauses, on Enter and on leaving the field, so one burst of typing is one undoable step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a field's value is applied to the text. */
export const commitDelayMs = 500;

/** The local value, a change handler, and `flush` to apply a pending change now (Enter, blur). */
export interface CommittedValue {
  draft: string;
  change(next: string): void;
  flush(): void;
}

/** Keeps a field's typed value, applies it with `commit`, and takes outside changes while nothing is pending. */
export function useCommittedValue(value: string, commit: (next: string) => void, delayMs = commitDelayMs): CommittedValue {
  const [draft, setDraft] = useState(value);
  const latest = useRef({ draft: value, dirty: false, commit });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  latest.current.commit = commit;

  useEffect(() => {
    if (!latest.current.dirty) {
      latest.current.draft = value;
      setDraft(value);
    }
  }, [value]);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (!latest.current.dirty) return;
    latest.current.dirty = false;
    latest.current.commit(latest.current.draft);
  }, []);

  const change = useCallback(
    (next: string) => {
      latest.current.draft = next;
      latest.current.dirty = true;
      setDraft(next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => flush, [flush]);

  return { draft, change, flush };
}
