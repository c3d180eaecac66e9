import type { ReactNode } from 'react';
import type { EmptyStateProps } from '../schemas/generated/widget-props.ts';
import { emptyStateDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { ButtonWidget } from './button.tsx';
import './empty-state.css';

type Icon = NonNullable<EmptyStateProps['icon']>;

const glyphs: Record<Icon, ReactNode> = {
  success: <path d="M15 24.5l6 6 12-13" />,
  error: <path d="M17 17l14 14M31 17L17 31" />,
  info: <path d="M24 22v10M24 16v.5" />,
  empty: <path d="M14 26h7l2 3h2l2-3h7M14 26l3-9h14l3 9v6H14z" />,
  search: <path d="M22 29a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM27 27l6 6" />,
};

/** A centred icon, title, explanation and optional button for empty lists, successes and failures. */
export function EmptyStateWidget({ id, icon = defaults.icon, title, text, actionText, onAction }: EmptyStateProps) {
  return (
    <section id={id} className={`h-empty-state h-empty-state--${icon}`}>
      <svg className="h-empty-state__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="23" className="h-empty-state__disc" />
        <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          {glyphs[icon]}
        </g>
      </svg>
      <h2 className="h-empty-state__title">{title}</h2>
      {text ? <p className="h-empty-state__text">{text}</p> : null}
      {actionText && onAction ? <ButtonWidget text={actionText} onTap={onAction} block={false} /> : null}
    </section>
  );
}
