import type { ReactNode } from 'react';
import type { CellProps } from '../schemas/generated/widget-props.ts';
import { cellDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { keepClass, keepTogether } from './keep-together.tsx';
import { useBusyAction } from './use-busy-action.ts';
import './cell.css';

const tick = (
  <svg className="h-cell__end h-cell__tick" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path d="M7 12.5l3.2 3.2L17 9" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const untick = (
  <svg className="h-cell__end h-cell__untick" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

// A one-word title ("Telephone/WhatsApp") wraps after its slashes on a narrow phone rather than mid-word.
function titleWithBreaks(title: string): ReactNode {
  const kept = keepTogether(title);
  if (typeof kept !== 'string' || !kept.includes('/')) return kept;
  return kept.split('/').flatMap((part, i) => (i === 0 ? [part] : ['/', <wbr key={i} />, part]));
}

/** A list row (title, optional description, value, icon, chevron or a tick when selected); a button when it has onTap. */
export function CellWidget({ id, title, value, description, icon, chevron = defaults.chevron, selected, onTap }: CellProps) {
  const { busy, run } = useBusyAction(onTap);
  const choice = selected === undefined ? undefined : selected === true;
  const layout = value ? ' h-cell--pair' : '';
  const content = (
    <>
      {icon ? <img className="h-cell__icon" src={icon} alt="" loading="lazy" decoding="async" /> : null}
      <span className="h-cell__main">
        <span className={`h-cell__title${keepClass(title)}`}>{titleWithBreaks(title)}</span>
        {description ? <span className={`h-cell__description${keepClass(description)}`}>{keepTogether(description)}</span> : null}
      </span>
      {value ? <span className={`h-cell__value${keepClass(value)}`}>{keepTogether(value)}</span> : null}
      {busy ? (
        <span className="h-spinner h-cell__end" aria-hidden="true" />
      ) : choice !== undefined ? (
        choice ? (
          tick
        ) : (
          untick
        )
      ) : chevron ? (
        <svg className="h-cell__end h-cell__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </>
  );
  if (!onTap) {
    return (
      <div id={id} className={`h-cell${layout}${choice ? ' h-cell--selected' : ''}`}>
        {content}
      </div>
    );
  }
  return (
    <button
      id={id}
      type="button"
      className={`h-cell h-cell--tappable${layout}${choice ? ' h-cell--selected' : ''}`}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-pressed={choice}
      onClick={() => run()}
    >
      {content}
    </button>
  );
}
