/** A temporary highlight over a revealed range of the editor: it marks where a node is without selecting it. */
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** How long a revealed range stays highlighted. */
export const revealHighlightMs = 1800;

const setHighlight = StateEffect.define<{ from: number; to: number } | null>();

const highlightMark = Decoration.mark({ class: 'cm-revealed' });

/** The highlighted range: set by a reveal, moved along with edits, cleared after a moment or by the next reveal. */
const highlightField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setHighlight)) continue;
      const range = effect.value;
      next = range && range.to > range.from ? Decoration.set([highlightMark.range(range.from, range.to)]) : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The highlight's state and its look. */
export const revealHighlight: Extension = [
  highlightField,
  EditorView.baseTheme({ '.cm-revealed': { backgroundColor: '#fff3bf', outline: '1px solid #f0c24b', borderRadius: '2px' } }),
];

const timers = new WeakMap<EditorView, ReturnType<typeof setTimeout>>();

/**
 * Puts the cursor at the start of a range (no selection, so typing never replaces it), scrolls it into view and
 * highlights it for `ms`.
 */
export function revealRange(view: EditorView, range: { from: number; to: number }, ms = revealHighlightMs): void {
  clearTimeout(timers.get(view));
  view.dispatch({
    selection: { anchor: range.from },
    effects: [setHighlight.of(range), EditorView.scrollIntoView(range.from, { y: 'center' })],
  });
  timers.set(
    view,
    setTimeout(() => {
      timers.delete(view);
      if (view.dom.isConnected) view.dispatch({ effects: setHighlight.of(null) });
    }, ms),
  );
}

/** The ranges highlighted now (for tests and callers that need to know). */
export function highlightedRanges(view: EditorView): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  view.state.field(highlightField, false)?.between(0, view.state.doc.length, (from, to) => {
    out.push({ from, to });
  });
  return out;
}
