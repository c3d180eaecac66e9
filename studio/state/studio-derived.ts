/** Values worked out from the studio's store (the parsed document, the outline, dirty, …), each cached on its inputs so panels re-render only when they change. */
import { buildOutline, enclosingNode, flattenOutline, type OutlineNode } from '../outline/build-outline.ts';
import { parseText } from '../form/property-edits.ts';
import type { DraftTarget } from './draft-saver.ts';
import type { StudioData } from './studio-state.ts';

/** A selector that computes from `inputs` only when one of them changed (by identity) since the last call. */
export function cached<S, const I extends readonly unknown[], R>(inputs: (s: S) => I, compute: (...values: I) => R): (s: S) => R {
  let last: { values: I; result: R } | undefined;
  return (s) => {
    const values = inputs(s);
    if (last && last.values.length === values.length && last.values.every((v, i) => Object.is(v, values[i]))) return last.result;
    const result = compute(...values);
    last = { values, result };
    return result;
  };
}

/** The text differs from the version it is based on. */
export const selectDirty = (s: StudioData): boolean => s.screen !== null && s.text !== null && s.text !== s.screen.baseText;

/** The version the open edit starts from: the draft's older base while there is a draft, else the latest version. */
export const selectEditBase = (s: StudioData): number =>
  s.screen === null ? 0 : selectDirty(s) ? (s.screen.draftBase ?? s.screen.baseVersion) : s.screen.baseVersion;

/** The person is editing (a draft not yet sent as a change request), as the heartbeat tells the others. */
export const selectEditing = (s: StudioData): boolean => s.canEdit && selectDirty(s) && s.submitted?.text !== s.text;

/** The draft the saver saves now (null: nothing open, or read only). */
export const selectDraftTarget = (s: StudioData): DraftTarget | null =>
  s.screen && s.canEdit ? { screenId: s.screen.id, baseVersion: selectEditBase(s), baseText: s.screen.baseText, userId: s.session.user.id } : null;

/** The text parsed leniently (undefined when none). */
export const selectDoc = cached(
  (s: StudioData) => [s.text] as const,
  (text) => (text === null ? undefined : parseText(text)),
);

/** The outline of the text. */
export const selectOutline = cached(
  (s: StudioData) => [s.text] as const,
  (text): OutlineNode => buildOutline(text ?? ''),
);

/** The selected node as the outline shows it: the selection when it is a node, else the node holding it. */
export const selectShownSelected = cached(
  (s: StudioData) => [selectOutline(s), s.selected] as const,
  (outline, selected) => (flattenOutline(outline).some((r) => r.node.pointer === selected) ? selected : enclosingNode(outline, selected)),
);

/** The document for the preview: the text parsed strictly, or null while it is not valid JSON. */
export const selectPreviewDoc = cached(
  (s: StudioData) => [s.text] as const,
  (text): unknown => {
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  },
);

/** The others on the open screen. */
export const selectOthers = (s: StudioData) => (s.presence.screenId === (s.screen?.id ?? null) ? s.presence.others : noOthers);
const noOthers: never[] = [];
