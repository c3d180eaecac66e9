import { diffLines } from 'diff';

/** An unchanged line with its numbers on both sides. */
export interface SameRow {
  kind: 'same';
  oldLine: number;
  newLine: number;
  text: string;
}

/** One row of a unified line diff: a line on one side or both, or a collapsed run of unchanged lines. */
export type DiffRow =
  SameRow | { kind: 'removed'; oldLine: number; text: string } | { kind: 'added'; newLine: number; text: string } | { kind: 'gap'; lines: SameRow[] };

/** The rows of a diff with how many lines were added and removed. */
export interface LineDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
}

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

function allRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const change of diffLines(before, after)) {
    for (const text of splitLines(change.value)) {
      if (change.added) rows.push({ kind: 'added', newLine: newLine++, text });
      else if (change.removed) rows.push({ kind: 'removed', oldLine: oldLine++, text });
      else rows.push({ kind: 'same', oldLine: oldLine++, newLine: newLine++, text });
    }
  }
  return rows;
}

/**
 * The unified line diff of `before` → `after`, with runs of unchanged lines collapsed to a `gap` row except `context`
 * lines next to each change. Equal texts give no rows.
 */
export function buildLineDiff(before: string, after: string, context = 3): LineDiff {
  if (before === after) return { rows: [], added: 0, removed: 0 };
  const rows = allRows(before, after);
  const near = new Array<boolean>(rows.length).fill(false);
  rows.forEach((row, index) => {
    if (row.kind === 'same') return;
    for (let i = Math.max(0, index - context); i <= Math.min(rows.length - 1, index + context); i++) near[i] = true;
  });
  const out: DiffRow[] = [];
  let index = 0;
  while (index < rows.length) {
    const row = rows[index];
    if (!row) break;
    if (near[index] || row.kind !== 'same') {
      out.push(row);
      index++;
      continue;
    }
    let end = index;
    while (end < rows.length && !near[end]) end++;
    const hidden = rows.slice(index, end).filter((line): line is SameRow => line.kind === 'same');
    if (hidden.length === 1) out.push(row);
    else out.push({ kind: 'gap', lines: hidden });
    index = end;
  }
  return {
    rows: out,
    added: rows.filter((row) => row.kind === 'added').length,
    removed: rows.filter((row) => row.kind === 'removed').length,
  };
}
