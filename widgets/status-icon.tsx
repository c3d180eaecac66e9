import type { ReactNode } from 'react';
import type { StatusIconProps } from '../schemas/generated/widget-props.ts';
import { statusIconDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './status-icon.css';
import { useWords } from '../renderer/react/words-context.ts';

type Name = StatusIconProps['name'];
type Tone = 'primary' | 'success' | 'warning' | 'danger';

/** Per status: its colour, its name in words (the default label) and its drawing on a 48×48 grid. */
const icons: Record<Name, { tone: Tone; words: string; glyph: ReactNode }> = {
  processing: {
    tone: 'primary',
    words: 'Processing',
    glyph: (
      <>
        <circle cx="24" cy="24" r="11" />
        <path d="M24 17.5V24l4.5 3" />
      </>
    ),
  },
  pending: {
    tone: 'primary',
    words: 'Pending',
    glyph: <path d="M17 13h14M17 35h14M18.5 13c0 6 11 7 11 11s-11 5-11 11M29.5 13c0 6-11 7-11 11s11 5 11 11" />,
  },
  repaying: {
    tone: 'primary',
    words: 'Repaying',
    glyph: (
      <>
        <rect x="12" y="16" width="24" height="16" rx="3" />
        <circle cx="24" cy="24" r="3.5" />
        <path d="M16.5 20.5v.5M31.5 27v.5" />
      </>
    ),
  },
  overdue: {
    tone: 'warning',
    words: 'Overdue',
    glyph: <path d="M24 12.5l12.5 22h-25zM24 21v6M24 31v.5" />,
  },
  failed: {
    tone: 'danger',
    words: 'Failed',
    glyph: <path d="M17.5 17.5l13 13M30.5 17.5l-13 13" />,
  },
  error: {
    tone: 'danger',
    words: 'Error',
    glyph: <path d="M24 15v11M24 32v.5" />,
  },
  finished: {
    tone: 'success',
    words: 'Finished',
    glyph: <path d="M15.5 24.5l6 6 11-12" />,
  },
};

/** An order status picture (a drawing on a soft disc in the status colour), named for screen readers. */
export function StatusIconWidget({ id, name, label, size = defaults.size }: StatusIconProps) {
  const w = useWords();
  const icon = icons[name] ?? icons.finished;
  const px = size === 'lg' ? 96 : 64;
  return (
    <svg
      id={id}
      className={`h-status-icon h-status-icon--${icon.tone}`}
      viewBox="0 0 48 48"
      width={px}
      height={px}
      role="img"
      aria-label={label || w(icon.words)}
    >
      <circle className="h-status-icon__disc" cx="24" cy="24" r="23" />
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {icon.glyph}
      </g>
    </svg>
  );
}
