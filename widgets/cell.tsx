import type { CellProps } from '../schemas/generated/types.ts';
import { useBusyAction } from './use-busy-action.ts';
import './cell.css';

/** A list row (title, optional description, value, icon, chevron); the whole row is a button when it has onTap. */
export function CellWidget({ id, title, value, description, icon, chevron = false, onTap }: CellProps) {
  const { busy, run } = useBusyAction(onTap);
  const layout = value ? ' h-cell--pair' : '';
  const content = (
    <>
      {icon ? <img className="h-cell__icon" src={icon} alt="" loading="lazy" decoding="async" /> : null}
      <span className="h-cell__main">
        <span className="h-cell__title">{title}</span>
        {description ? <span className="h-cell__description">{description}</span> : null}
      </span>
      {value ? <span className="h-cell__value">{value}</span> : null}
      {busy ? (
        <span className="h-spinner h-cell__end" aria-hidden="true" />
      ) : chevron ? (
        <svg className="h-cell__end h-cell__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </>
  );
  if (!onTap) {
    return (
      <div id={id} className={`h-cell${layout}`}>
        {content}
      </div>
    );
  }
  return (
    <button id={id} type="button" className={`h-cell h-cell--tappable${layout}`} disabled={busy} aria-busy={busy || undefined} onClick={() => run()}>
      {content}
    </button>
  );
}
