import { Fragment, useMemo, useState } from 'react';
import { buildLineDiff, type DiffRow, type SameRow } from './line-diff.ts';
import './publish.css';

/** Props of DiffView: the two texts and how the sides are called. */
export interface DiffViewProps {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
  /** Shown instead of the table when the texts are equal. */
  emptyText?: string;
}

function Line({ row }: { row: Exclude<DiffRow, { kind: 'gap' }> }) {
  const oldLine = row.kind === 'added' ? '' : row.oldLine;
  const newLine = row.kind === 'removed' ? '' : row.newLine;
  const mark = row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' ';
  const said = row.kind === 'added' ? 'added' : row.kind === 'removed' ? 'removed' : '';
  return (
    <tr className={`st-diff__row st-diff__row--${row.kind}`} data-kind={row.kind}>
      <td className="st-diff__num">{oldLine}</td>
      <td className="st-diff__num">{newLine}</td>
      <td className="st-diff__mark">
        <span aria-hidden="true">{mark}</span>
        {said ? <span className="st-visually-hidden">{said}</span> : null}
      </td>
      <td className="st-diff__text">{row.text}</td>
    </tr>
  );
}

function Gap({ lines, onExpand }: { lines: SameRow[]; onExpand(): void }) {
  return (
    <tr className="st-diff__row st-diff__row--gap" data-kind="gap">
      <td className="st-diff__gap" colSpan={4}>
        <button type="button" className="st-diff__expand" onClick={onExpand}>
          ⋯ {lines.length} unchanged lines (show)
        </button>
      </td>
    </tr>
  );
}

/** A unified line diff: added and removed lines coloured and marked +/−, line numbers, unchanged runs collapsed (expandable). */
export function DiffView({ before, after, beforeLabel, afterLabel, emptyText = 'No changes' }: DiffViewProps) {
  const diff = useMemo(() => buildLineDiff(before, after), [before, after]);
  const [opened, setOpened] = useState<{ of: unknown; gaps: ReadonlySet<number> }>({ of: null, gaps: new Set() });
  const expanded = opened.of === diff ? opened.gaps : new Set<number>();
  if (diff.rows.length === 0) return <p className="st-diff__empty">{emptyText}</p>;
  return (
    <div className="st-diff">
      <p className="st-diff__summary">
        <span className="st-diff__count st-diff__count--added">+{diff.added}</span>{' '}
        <span className="st-diff__count st-diff__count--removed">−{diff.removed}</span>{' '}
        <span>
          lines, {beforeLabel} → {afterLabel}
        </span>
      </p>
      <div className="st-diff__scroll">
        <table className="st-diff__table">
          <caption className="st-visually-hidden">
            Changes from {beforeLabel} to {afterLabel}
          </caption>
          <tbody>
            {diff.rows.map((row, index) => {
              if (row.kind !== 'gap') return <Line key={index} row={row} />;
              if (!expanded.has(index)) {
                return <Gap key={index} lines={row.lines} onExpand={() => setOpened({ of: diff, gaps: new Set(expanded).add(index) })} />;
              }
              return (
                <Fragment key={index}>
                  {row.lines.map((line) => (
                    <Line key={`${index}-${line.oldLine}`} row={line} />
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
