/** The JSON pane: the draft bar (and the kept earlier text), the editor over the store's text, and the problems list. */
import { JsonEditor } from '../editor/json-editor.tsx';
import { selectDirty, selectEditBase } from '../state/studio-derived.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import type { OpenScreen } from '../state/open-screen.ts';
import { DraftBar } from './draft-bar.tsx';
import { KeptTextBar } from './kept-text-bar.tsx';
import { ProblemsList } from './problems-list.tsx';

/** The pane of the open screen `screen` (its text is in the store). */
export function EditorPane({ screen }: { screen: OpenScreen }) {
  const actions = useStudio((s) => s.actions);
  const editor = useStudio((s) => s.editor);
  const readOnly = useStudio((s) => !s.canEdit);
  const text = useStudio((s) => s.text ?? '');
  const dirty = useStudio(selectDirty);
  const editBase = useStudio(selectEditBase);
  const kept = useStudio((s) => s.kept);
  const status = useStudio((s) => s.saveStatus);
  const submitted = useStudio((s) => (s.submitted !== null && s.submitted.text === s.text ? s.submitted.id : null));
  const problems = useStudio((s) => s.problems);
  return (
    <section className="st-editor-pane" aria-label="JSON">
      <div className="st-editor-pane__bars">
        <DraftBar
          readOnly={readOnly}
          dirty={dirty}
          baseVersion={editBase}
          latestVersion={screen.baseVersion}
          restored={screen.restored}
          status={status}
          submitted={submitted}
          madeFrom={screen.detail.made?.from ?? null}
          onDiscard={actions.discard}
          onLoadLatest={actions.loadLatest}
        />
        {kept ? <KeptTextBar kept={kept} currentText={text} readOnly={readOnly} onPutBack={actions.putBack} onDrop={actions.dropKept} /> : null}
      </div>
      <div className="st-editor-pane__editor" onBlur={actions.flushDraft}>
        <JsonEditor
          docKey={screen.docKey}
          initialText={screen.initialText}
          problems={problems.problems}
          onChange={actions.textChanged}
          onCursorPointer={actions.cursorMoved}
          handleRef={editor}
          readOnly={readOnly}
        />
      </div>
      <ProblemsList problems={problems.problems} checking={problems.checking} failure={problems.failure} onPick={actions.pickProblem} />
    </section>
  );
}
