/**
 * The borrower-visible texts a change adds, changes or removes, each with its English and Filipino before and after and
 * the state of its Filipino after the change (written for this English, stale, missing, or not needed), so a reviewer
 * reads both languages of every changed text and sees a stale Filipino flagged. Widgets are paired as the change list
 * pairs them (changedNodes); a text belongs to the nearest widget holding it.
 */
import { documentTexts } from '../../renderer/core/i18n/document-texts.ts';
import { needsFilipino } from '../../renderer/core/i18n/translation-check.ts';
import { fingerprint, type Translations } from '../../renderer/core/i18n/translations.ts';
import { changedNodes, type NodeChange } from './changed-nodes.ts';
import { allNodes, canonical, nodeTree } from './node-tree.ts';

/** The state of a text's Filipino after the change. */
export type FilipinoState = 'written' | 'stale' | 'missing' | 'not-needed' | 'removed';

/** One changed text. */
export interface TextChange {
  /** The change of the widget holding it. */
  change: NodeChange;
  /** Where it is inside that widget, e.g. "text" or "onTap › 0 › text". */
  field: string;
  /** Before and after, as English and Filipino (null where the text is not there). */
  before: Translations | null;
  after: Translations | null;
  filipino: FilipinoState;
  /** For a stale Filipino: the English it was written for, when that is the English before the change. */
  writtenFor?: string;
}

/** The texts of a document by the widget holding them: widget pointer → (pointer below the widget → text). */
function textsByWidget(doc: unknown): Map<string, Map<string, Translations>> {
  const root = nodeTree(doc);
  const widgets = root ? allNodes(root).map((n) => n.pointer) : [];
  const out = new Map<string, Map<string, Translations>>(widgets.map((p) => [p, new Map()]));
  for (const { pointer, value } of documentTexts(doc)) {
    const owner = widgets.reduce((best, p) => (pointer.startsWith(`${p}/`) && p.length > best.length ? p : best), '');
    out.get(owner)?.set(pointer.slice(owner.length + 1), typeof value === 'string' ? { en: value } : value);
  }
  return out;
}

function stateOf(before: Translations | null, after: Translations | null): Pick<TextChange, 'filipino' | 'writtenFor'> {
  if (!after) return { filipino: 'removed' };
  if (after.fil) {
    if (after.filFrom === fingerprint(after.en)) return { filipino: 'written' };
    return before && before.en !== after.en && after.filFrom === fingerprint(before.en)
      ? { filipino: 'stale', writtenFor: before.en }
      : { filipino: 'stale' };
  }
  return { filipino: needsFilipino(after.en) ? 'missing' : 'not-needed' };
}

const fieldWords = (rest: string) => rest.split('/').join(' › ');

/** The texts under a widget and the widgets inside it (for an added or removed one). */
function subtreeTexts(texts: Map<string, Map<string, Translations>>, at: string): [string, Translations][] {
  const out: [string, Translations][] = [];
  for (const [widget, own] of texts) {
    if (widget !== at && !widget.startsWith(`${at}/`)) continue;
    const inside = widget.slice(at.length + 1);
    for (const [rest, text] of own) out.push([inside ? `${inside}/${rest}` : rest, text]);
  }
  return out;
}

/** The texts that differ between two parsed screen documents, in the order of the change list. */
export function changedTexts(beforeDoc: unknown, afterDoc: unknown): TextChange[] {
  const before = textsByWidget(beforeDoc);
  const after = textsByWidget(afterDoc);
  const out: TextChange[] = [];
  const push = (change: NodeChange, rest: string, b: Translations | null, a: Translations | null) =>
    out.push({ change, field: fieldWords(rest), before: b, after: a, ...stateOf(b, a) });
  for (const change of changedNodes(beforeDoc, afterDoc)) {
    if (change.kind === 'added' && change.after !== null) {
      for (const [rest, text] of subtreeTexts(after, change.after)) push(change, rest, null, text);
    } else if (change.kind === 'removed' && change.before !== null) {
      for (const [rest, text] of subtreeTexts(before, change.before)) push(change, rest, text, null);
    } else if (change.kind === 'changed' && change.before !== null && change.after !== null) {
      const was = before.get(change.before) ?? new Map<string, Translations>();
      const now = after.get(change.after) ?? new Map<string, Translations>();
      for (const rest of new Set([...now.keys(), ...was.keys()])) {
        const b = was.get(rest) ?? null;
        const a = now.get(rest) ?? null;
        if (canonical(b) !== canonical(a)) push(change, rest, b, a);
      }
    }
  }
  return out;
}
