import type { ButtonProps } from '../schemas/generated/widget-props.ts';
import { buttonDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { useBusyAction } from './use-busy-action.ts';
import { useKeyboardOpen } from './use-keyboard-open.ts';
import './button.css';

/**
 * A tappable button; while its actions run it is busy (spinner or busyText) and ignores further taps. With hideOnKeyboard
 * it is not drawn while the on-screen keyboard is up.
 */
export function ButtonWidget({
  id,
  text,
  variant = defaults.variant,
  disabled = defaults.disabled,
  block,
  sticky = defaults.sticky,
  hideOnKeyboard = defaults.hideOnKeyboard,
  busyText,
  onTap,
}: ButtonProps) {
  const { busy, run } = useBusyAction(onTap);
  const keyboardUp = useKeyboardOpen(hideOnKeyboard);
  const wide = block ?? (variant === 'primary' || variant === 'secondary');
  const className = `h-button h-button--${variant}${wide ? ' h-button--block' : ''}`;
  const button = (
    <button id={id} type="button" className={className} disabled={disabled || busy} aria-busy={busy || undefined} onClick={() => run()}>
      {busy && !busyText ? <span className="h-spinner" aria-hidden="true" /> : null}
      <span>{busy && busyText ? busyText : text}</span>
    </button>
  );
  if (keyboardUp) return null;
  return sticky ? <div className="h-button-bar">{button}</div> : button;
}
