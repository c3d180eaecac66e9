import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { OutcomeBannerProps } from '../schemas/generated/widget-props.ts';
import { ButtonWidget } from './button.tsx';
import './outcome-banner.css';

type Tone = OutcomeBannerProps['tone'];

/** Per tone: its drawing on a 24×24 grid. */
const glyphs: Record<Tone, ReactNode> = {
  success: <path d="M7 12.5l3.5 3.5L17 9" />,
  pending: (
    <>
      <circle cx="12" cy="12" r="6.5" />
      <path d="M12 8.5V12l2.5 1.5" />
    </>
  ),
  failure: <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />,
};

/** Brings the banner into view when it appears below or above what the borrower is looking at. */
function useRevealOnAppear() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.scrollIntoView !== 'function') return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}

/**
 * A money moment's outcome that stays on the page: a coloured panel that says whether money moved, read out at once
 * (role alert; a confirmed success is a polite status), with optional details and a button such as Check my order.
 */
export function OutcomeBannerWidget({ id, tone, title, text, actionText, busyText, onAction, children }: OutcomeBannerProps) {
  const titleId = useId();
  const ref = useRevealOnAppear();
  return (
    <section
      id={id}
      ref={ref}
      className={`h-outcome-banner h-outcome-banner--${tone}`}
      role={tone === 'success' ? 'status' : 'alert'}
      aria-labelledby={titleId}
      data-tone={tone}
    >
      <div className="h-outcome-banner__head">
        <svg className="h-outcome-banner__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="12" className="h-outcome-banner__disc" />
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            {glyphs[tone]}
          </g>
        </svg>
        <h2 id={titleId} className="h-outcome-banner__title">
          {title}
        </h2>
      </div>
      {text ? <p className="h-outcome-banner__text">{text}</p> : null}
      {children ? <div className="h-outcome-banner__body">{children}</div> : null}
      {actionText && onAction ? (
        <ButtonWidget text={actionText} variant={tone === 'success' ? 'secondary' : 'primary'} block busyText={busyText} onTap={onAction} />
      ) : null}
    </section>
  );
}
