import { Fragment, useId, useState } from 'react';
import type { FoldingListProps } from '../schemas/generated/widget-props.ts';
import { foldingListDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './folding-list.css';
import { useWords } from '../renderer/react/words-context.ts';

/** A list showing its first `fold` entries, with a "more" / "hide" toggle (aria-expanded) when there are more. */
export function FoldingListWidget({
  id,
  items,
  render,
  fold = defaults.fold,
  moreText = defaults.moreText,
  lessText = defaults.lessText,
}: FoldingListProps) {
  const w = useWords();
  const [open, setOpen] = useState(false);
  const rowsId = useId();
  if (items.length === 0) return null;
  const limit = Math.max(1, Math.floor(fold));
  const foldable = items.length > limit;
  const shown = foldable && !open ? items.slice(0, limit) : items;
  return (
    <div id={id} className="h-folding-list">
      <div id={rowsId} className="h-folding-list__rows">
        {shown.map((item, i) => (
          <Fragment key={i}>{render(item, i)}</Fragment>
        ))}
      </div>
      {foldable ? (
        <button type="button" className="h-folding-list__toggle" aria-expanded={open} aria-controls={rowsId} onClick={() => setOpen(!open)}>
          <span>{w(open ? lessText : moreText)}</span>
          <svg className="h-folding-list__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
