/**
 * The complaint-list reference screen of the benchmark: screens/complaint-list.json as it is (tabs, each tab a repeat
 * of card cells) with its load left out: two tabs, the first holding 500 complaints, the second none, given up front.
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';
import complaintList from '../screens/complaint-list.json';

/** How many complaints the first tab lists. */
export const complaintCount = 500;

const types = ['Collection', 'Repayment', 'Loan application', 'App problem'];

/** One complaint as complaint.list sends it. */
export interface ComplaintEntry {
  id: number;
  time: string;
  type: string;
  content: string;
}

/** The complaints of the first tab, newest first. */
export const complaints: ComplaintEntry[] = Array.from({ length: complaintCount }, (_, i) => ({
  id: 10_000 + i,
  time: `2026-11-${String(28 - (i % 28)).padStart(2, '0')} ${String(9 + (i % 9)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
  type: types[i % types.length]!,
  content: `#${i + 1}: the collector called me three times before the due date about this loan.`,
}));

/** The screen's tabs data, as complaint.list would answer. */
export const complaintTabs = [
  { title: 'Pending', list: complaints },
  { title: 'Completed', list: [] as ComplaintEntry[] },
];

/** What the first complaint shows (a description starts with the complaint's number). */
export const firstComplaintText = '#1:';
/** What the last complaint shows. */
export const lastComplaintText = `#${complaintCount}:`;

/** The selector of one drawn complaint. */
export const complaintSelector = '.h-cell';

const { load: _load, $schema: _schema, ...screen } = complaintList as Record<string, unknown>;

/** Sets `virtualize` on every repeat node of a document (a deep copy). */
function withVirtualize(value: unknown, virtualize: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => withVirtualize(v, virtualize));
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withVirtualize(v, virtualize)]));
  return copy.type === 'repeat' ? { ...copy, virtualize } : copy;
}

/** complaint-list.json without its load, every entry drawn (`virtualize: false`): like for like with the hand-written page. */
export const complaintListDocument = withVirtualize(screen, false) as ScreenDocument;
/** complaint-list.json without its load, as shipped: past 200 entries only those near the screen are drawn. */
export const complaintListWindowedDocument = screen as unknown as ScreenDocument;
