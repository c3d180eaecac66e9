/** The lint wiring: the server's problems kept in the editor state (moved along with edits) plus local syntax errors. */
import { forceLinting, linter, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { Problem } from '../studio-api.ts';
import { editorDiagnostics, problemDiagnostics } from './problem-diagnostics.ts';

/** Replaces the server's problems shown in the editor. */
const setProblems = StateEffect.define<readonly Problem[]>();

/** The server's problems as diagnostics, their ranges mapped through the edits made since they arrived. */
const problemsField = StateField.define<readonly Diagnostic[]>({
  create: () => [],
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setProblems)) return problemDiagnostics(effect.value, tr.newDoc.length);
    if (!tr.docChanged) return value;
    return value.map((d) => {
      const from = tr.changes.mapPos(d.from, 1);
      return { ...d, from, to: Math.max(from, tr.changes.mapPos(d.to, -1)) };
    });
  },
});

/** The lint extensions: the problems field and a linter showing a syntax error at once, else the problems. */
export function problemsLint(): Extension {
  return [
    problemsField,
    linter((view) => editorDiagnostics(view.state.doc.toString(), view.state.field(problemsField)), {
      delay: 150,
      // forceLinting alone does nothing when no run is pending: new problems must schedule one themselves.
      needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(setProblems))),
    }),
  ];
}

/** Shows new server problems in an editor. */
export function showProblems(view: EditorView, problems: readonly Problem[]): void {
  view.dispatch({ effects: setProblems.of(problems) });
  forceLinting(view);
}
