/**
 * The middle column: the draft bar (and the kept earlier text), the editor over the store's text, and the problems
 * list. With the form in the middle (as the person chose), the form of the selected node and the JSON are two tabs
 * there; the editor stays mounted under its tab, since the form's edits and Undo go through it.
 */
import { useId } from 'react';
import { JsonEditor } from '../editor/json-editor.tsx';
import type { MiddlePane } from '../state/middle-pane.ts';
import { selectDirty, selectEditBase } from '../state/studio-derived.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import type { OpenScreen } from '../state/open-screen.ts';
import { DraftBar } from './draft-bar.tsx';
import { KeptTextBar } from './kept-text-bar.tsx';
import { ProblemsList } from './problems-list.tsx';
import { SelectedForm } from './selected-form.tsx';
import { TabList } from './tab-list.tsx';

const tabs: readonly { id: MiddlePane; label: string }[] = [
  { id: 'form', label: 'Form' },
  { id: 'json', label: 'JSON' },
];

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
  const formInMiddle = useStudio((s) => s.middle === 'form');
  const tab = useStudio((s) => (s.middle === 'form' ? s.middleTab : 'json'));
  const ids = useId();
  const json = (
    <JsonEditor
      docKey={screen.docKey}
      initialText={screen.initialText}
      problems={problems.problems}
      onChange={actions.textChanged}
      onCursorPointer={actions.cursorMoved}
      handleRef={editor}
      readOnly={readOnly}
    />
  );
  return (
    <section className={`st-editor-pane${formInMiddle ? ' st-editor-pane--tabs' : ''}`} aria-label={formInMiddle ? 'Form and JSON' : 'JSON'}>
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
      {formInMiddle ? (
        <TabList
          ids={ids}
          label="Form or JSON"
          tabs={tabs}
          tab={tab}
          onPick={actions.showMiddleTab}
          className="st-middle-tabs"
          tabClassName="st-middle-tabs__tab"
        />
      ) : null}
      {formInMiddle ? (
        <div id={`${ids}-panel-form`} role="tabpanel" aria-labelledby={`${ids}-tab-form`} className="st-editor-pane__form" hidden={tab !== 'form'}>
          <SelectedForm onReveal={actions.showInJson} />
        </div>
      ) : null}
      <div
        className="st-editor-pane__editor"
        onBlur={actions.flushDraft}
        hidden={tab !== 'json'}
        {...(formInMiddle ? { id: `${ids}-panel-json`, role: 'tabpanel', 'aria-labelledby': `${ids}-tab-json` } : {})}
      >
        {json}
      </div>
      <ProblemsList problems={problems.problems} checking={problems.checking} failure={problems.failure} onPick={actions.pickProblem} />
    </section>
  );
}
