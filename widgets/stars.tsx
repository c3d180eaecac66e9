import { useRef, type KeyboardEvent } from 'react';
import type { StarsProps } from '../schemas/generated/widget-props.ts';
import { starsDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './stars.css';
import { fill } from '../renderer/core/i18n/app-words.ts';
import { useWords } from '../renderer/react/words-context.ts';

/** A five-pointed star outline, filled with currentColor when `on`. */
function StarIcon({ on }: { on: boolean }) {
  return (
    <svg className={`h-stars__icon${on ? ' h-stars__icon--on' : ''}`} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A row of rating stars bound to a number: tapping star k sets k; read-only (or given a value and no bind) shows the
 * rating as one image.
 */
export function StarsWidget({
  id,
  bind,
  value: shown,
  count = defaults.count,
  readOnly = defaults.readOnly,
  label = defaults.label,
  size = defaults.size,
}: StarsProps) {
  const w = useWords();
  const total = Math.max(1, Math.floor(count));
  const given = bind ? bind.value : shown;
  const raw = typeof given === 'number' ? given : Number(given ?? 0);
  const value = Number.isFinite(raw) ? Math.min(total, Math.max(0, Math.round(raw))) : 0;
  const rowRef = useRef<HTMLDivElement>(null);
  const stars = Array.from({ length: total }, (_, i) => i + 1);

  if (readOnly || !bind) {
    return (
      <div
        id={id}
        className={`h-stars h-stars--${size} h-stars--readonly`}
        role="img"
        aria-label={fill(w('{0}: {1} of {2}'), w(label), value, total)}
      >
        {stars.map((k) => (
          <StarIcon key={k} on={k <= value} />
        ))}
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, k: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = Math.min(total, Math.max(1, k + step));
    bind.set(next);
    rowRef.current?.querySelectorAll<HTMLButtonElement>('button')[next - 1]?.focus();
  };

  return (
    <div id={id} ref={rowRef} className={`h-stars h-stars--${size}`} role="group" aria-label={w(label)}>
      {stars.map((k) => (
        <button
          key={k}
          type="button"
          className="h-stars__star"
          aria-label={k === 1 ? w('1 star') : fill(w('{0} stars'), k)}
          aria-pressed={k <= value}
          onClick={() => bind.set(k)}
          onKeyDown={(e) => onKeyDown(e, k)}
        >
          <StarIcon on={k <= value} />
        </button>
      ))}
    </div>
  );
}
