import { useState } from 'react';
import type { CountdownButtonProps } from '../schemas/generated/widget-props.ts';
import { countdownButtonDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { useBusyAction } from './use-busy-action.ts';
import './button.css';
import './countdown-button.css';
import { useWords } from '../renderer/react/words-context.ts';

/** The whole seconds left to wait (0 when the value is missing or not above 0). */
function secondsLeft(seconds: number | undefined): number {
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 0;
}

/**
 * A button that waits while `seconds` is above 0 (label `waitText`, {s} filled in); it keeps no timer, a countdown
 * action drives the number. Unavailable is aria-disabled, not disabled, so keyboard and screen reader focus stays on it;
 * a polite live region says when the wait starts and when the button is ready again, not every tick.
 */
export function CountdownButtonWidget({
  id,
  text,
  seconds,
  waitText = defaults.waitText,
  busyText,
  variant = defaults.variant,
  disabled = defaults.disabled,
  onTap,
}: CountdownButtonProps) {
  const w = useWords();
  const { busy, run } = useBusyAction(onTap);
  const left = secondsLeft(seconds);
  const waiting = left > 0;
  const waitLabel = w(waitText).replaceAll('{s}', String(left));
  // What the live region says changes only when waiting starts or ends (nothing on the first draw).
  const [phase, setPhase] = useState({ waiting, said: '' });
  if (phase.waiting !== waiting) setPhase({ waiting, said: waiting ? waitLabel : text });
  const unavailable = disabled || waiting || busy;
  const wide = variant === 'primary' || variant === 'secondary';
  const label = busy && busyText ? busyText : waiting ? waitLabel : text;
  return (
    <>
      <button
        id={id}
        type="button"
        className={`h-button h-button--${variant}${wide ? ' h-button--block' : ''} h-countdown-button`}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!unavailable) run();
        }}
      >
        {busy && !busyText ? <span className="h-spinner" aria-hidden="true" /> : null}
        <span className="h-countdown-button__label">{label}</span>
      </button>
      <span className="h-visually-hidden" aria-live="polite">
        {phase.said}
      </span>
    </>
  );
}
