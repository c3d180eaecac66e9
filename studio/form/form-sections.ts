/**
 * The order of the property form: what product staff change first (texts, then visibility, then choices and rules, the
 * taps, the widgets inside), and the schema's plumbing ($schema, schemaVersion, ids, fallbacks) apart, under Advanced.
 */
import type { PropInfo, PropKind } from '../schema/schema-index.ts';

/** Properties that only developers change: which schema and version the text follows, names for tests, fallbacks. */
export const advancedProps: ReadonlySet<string> = new Set(['$schema', 'schemaVersion', 'id', 'fallback']);

/** The form's two parts: the fields it opens on, and those behind Advanced. */
export interface FormSections {
  main: PropInfo[];
  advanced: PropInfo[];
}

const kindRank: Partial<Record<PropKind, number>> = { text: 0, enum: 2, boolean: 2, number: 2, integer: 2, actions: 3, node: 4, nodes: 4 };

/** Where a property goes among the main fields: texts, `visible`, choices and rules, actions, widgets, the rest. */
function rank(info: PropInfo): number {
  if (info.name === 'visible') return 1;
  return kindRank[info.kind] ?? 5;
}

/** Splits and orders a node's properties (schema order within each group). */
export function formSections(props: readonly PropInfo[]): FormSections {
  const main = props.filter((p) => !advancedProps.has(p.name));
  const ranked = main.map((info, at) => ({ info, at })).sort((a, b) => rank(a.info) - rank(b.info) || a.at - b.at);
  return { main: ranked.map((r) => r.info), advanced: props.filter((p) => advancedProps.has(p.name)) };
}
