/**
 * Hatid Studio: the page product staff edit screens in. The text of the open screen is the single source of truth:
 * the editor and the property form change it (the form through the editor, one undoable step per edit), and the
 * outline, the form, the problems and the preview are derived from it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyEdits, type Edit } from 'jsonc-parser';
import { valueAt } from '../renderer/core/validation/json-pointer.ts';
import { JsonEditor, type JsonEditorHandle } from './editor/json-editor.tsx';
import { PreviewPanel } from './preview/preview-panel.tsx';
import { PublishPanel } from './publish/publish-panel.tsx';
import { HistoryPanel } from './history/history-panel.tsx';
import { listScreens, type Problem, type Published, type ScreenSummary } from './studio-api.ts';
import { buildOutline, enclosingNode, flattenOutline } from './outline/build-outline.ts';
import { useNodeActions } from './outline/use-node-actions.ts';
import { parseText, propertyEdits, replaceAllEdits } from './form/property-edits.ts';
import { draftIds, saveDraft } from './state/drafts.ts';
import { useHashScreen } from './state/use-hash-screen.ts';
import { useOpenScreen } from './state/use-open-screen.ts';
import { useProblems } from './state/use-problems.ts';
import { StudioHeader } from './shell/studio-header.tsx';
import { ScreenList } from './shell/screen-list.tsx';
import { Inspector } from './shell/inspector.tsx';
import { ProblemsList } from './shell/problems-list.tsx';
import { DraftBar } from './shell/draft-bar.tsx';

/** The document for the preview: the text parsed strictly, or null while it is not valid JSON. */
function strictParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Below this width the screen list, once a screen is open, is a drawer over the outline instead of a column. */
const narrowQuery = '(max-width: 1499px)';
const narrow = () => window.matchMedia?.(narrowQuery).matches === true;

/** The whole studio: header, screen list, outline and form, JSON editor with problems, preview. */
export function StudioApp() {
  const [screens, setScreens] = useState<ScreenSummary[] | null>(null);
  const [listFailure, setListFailure] = useState<string | null>(null);
  const [drafts, setDrafts] = useState(() => new Set(draftIds()));
  const [openId, openScreen] = useHashScreen();
  const { screen, failure, setPublished } = useOpenScreen(openId);
  const [text, setText] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const editor = useRef<JsonEditorHandle | null>(null);
  const [listShown, setListShown] = useState(true);
  useEffect(() => {
    if (openId !== null && narrow()) setListShown(false);
  }, [openId]);

  useEffect(() => {
    listScreens().then(setScreens, (err: unknown) => setListFailure(err instanceof Error ? err.message : String(err)));
  }, []);

  useEffect(() => {
    setText(screen ? screen.initialText : null);
    setSelected('');
    // Only a newly loaded screen (a new docKey) resets the text; publishing keeps the editor as it is.
  }, [screen?.docKey]);

  const id = screen?.id ?? null;
  const problemsState = useProblems(text, id);
  const problems = problemsState.problems;
  const doc = useMemo(() => (text === null ? undefined : parseText(text)), [text]);
  const outline = useMemo(() => buildOutline(text ?? ''), [text]);
  const previewDoc = useMemo(() => (text === null ? null : strictParse(text)), [text]);
  const routes = screens?.find((s) => s.id === id)?.routes ?? [];
  const shownSelected = useMemo(
    () => (flattenOutline(outline).some((r) => r.node.pointer === selected) ? selected : enclosingNode(outline, selected)),
    [outline, selected],
  );
  const outlineRef = useRef(outline);
  outlineRef.current = outline;

  const onChange = useCallback(
    (next: string) => {
      setText(next);
      if (!screen) return;
      saveDraft(screen.id, next, { text: screen.publishedText, version: screen.published?.version ?? 0 });
      setDrafts((d) => {
        const dirty = next !== screen.publishedText;
        if (dirty === d.has(screen.id)) return d;
        const copy = new Set(d);
        if (dirty) copy.add(screen.id);
        else copy.delete(screen.id);
        return copy;
      });
    },
    [screen],
  );

  const edit = useCallback(
    (make: (current: string) => Edit[]) => {
      const handle = editor.current;
      const current = handle?.getText() ?? text;
      if (current === null) return;
      const edits = make(current);
      if (edits.length === 0) return;
      if (handle) handle.applyEdits(edits);
      else onChange(applyEdits(current, edits));
    },
    [text, onChange],
  );

  const reveal = useCallback(
    (pointer: string) => {
      let at = pointer;
      while (at !== '' && valueAt(doc, at) === undefined) at = at.slice(0, at.lastIndexOf('/'));
      editor.current?.reveal(at);
    },
    [doc],
  );

  const selectNode = useCallback(
    (pointer: string) => {
      setSelected(pointer);
      // Revealing the root would only highlight the whole text and jump to its top.
      if (pointer !== '') reveal(pointer);
    },
    [reveal],
  );
  const onCursorPointer = useCallback((pointer: string) => setSelected(enclosingNode(outlineRef.current, pointer)), []);
  const revealAndSelect = useCallback(
    (pointer: string) => {
      setSelected(enclosingNode(outlineRef.current, pointer));
      reveal(pointer);
    },
    [reveal],
  );
  const pickProblem = useCallback((p: Problem) => revealAndSelect(p.pointer), [revealAndSelect]);
  const setProperty = useCallback(
    (pointer: string, prop: string, value: unknown) => edit((current) => propertyEdits(current, pointer, prop, value)),
    [edit],
  );

  const currentText = useCallback(() => editor.current?.getText() ?? text, [text]);
  const applyNodeEdits = useCallback((edits: Edit[]) => edit(() => edits), [edit]);
  const followNode = useCallback((pointer: string) => {
    // The selection follows the node; the editor shows where it now is.
    setSelected(pointer);
    editor.current?.reveal(pointer);
  }, []);
  const nodeActions = useNodeActions({ getText: currentText, applyEdits: applyNodeEdits, select: followNode });

  const afterPublish = useCallback(
    (p: Published, publishedText: string) => {
      if (!screen) return;
      setPublished(p, publishedText);
      saveDraft(screen.id, editor.current?.getText() ?? publishedText, { text: publishedText, version: p.version });
      setScreens((list) => list?.map((s) => (s.id === screen.id ? { ...s, published: p } : s)) ?? list);
      setDrafts(new Set(draftIds()));
    },
    [screen, setPublished],
  );

  return (
    <div className="st-app">
      <StudioHeader
        screenId={id}
        listShown={listShown || !screen}
        onToggleList={() => setListShown((v) => !v)}
        onUndo={() => editor.current?.undo()}
        onRedo={() => editor.current?.redo()}
      >
        {screen && text !== null ? (
          <>
            <PublishPanel
              screenId={screen.id}
              text={text}
              problems={problems}
              checkedText={problemsState.text}
              checkFailure={problemsState.checking ? null : problemsState.failure}
              published={screen.published}
              onReveal={revealAndSelect}
              onPublished={(p) => afterPublish(p, text)}
            />
            <HistoryPanel
              screenId={screen.id}
              currentText={text}
              onRolledBack={(p, rolled) => {
                afterPublish(p, rolled);
                edit((current) => replaceAllEdits(current, rolled));
              }}
            />
          </>
        ) : null}
      </StudioHeader>
      <main className={`st-main${screen ? '' : ' is-empty'}${listShown || !screen ? '' : ' is-list-hidden'}`}>
        <ScreenList
          screens={screens}
          failure={listFailure}
          openId={openId}
          drafts={drafts}
          onOpen={openScreen}
          onClose={screen && narrow() ? () => setListShown(false) : undefined}
        />
        {screen && text !== null ? (
          <>
            <Inspector
              outline={outline}
              doc={doc}
              selected={shownSelected}
              problems={problems}
              onSelect={selectNode}
              onSet={setProperty}
              onReveal={reveal}
              onAction={nodeActions.run}
              announcement={nodeActions.announcement}
            />
            <section className="st-editor-pane" aria-label="JSON">
              <DraftBar
                dirty={text !== screen.publishedText}
                published={screen.published}
                restored={screen.restoredDraft}
                onDiscard={() => edit((current) => replaceAllEdits(current, screen.publishedText))}
              />
              <div className="st-editor-pane__editor">
                <JsonEditor
                  docKey={screen.docKey}
                  initialText={screen.initialText}
                  problems={problems}
                  onChange={onChange}
                  onCursorPointer={onCursorPointer}
                  handleRef={editor}
                />
              </div>
              <ProblemsList problems={problems} checking={problemsState.checking} failure={problemsState.failure} onPick={pickProblem} />
            </section>
            <section className="st-preview-pane" aria-label="Preview">
              <PreviewPanel screenId={screen.id} document={previewDoc} routes={routes} />
            </section>
          </>
        ) : (
          <p className="st-welcome">{failure ?? (openId ? `Opening ${openId}…` : 'Pick a screen on the left to edit it.')}</p>
        )}
      </main>
    </div>
  );
}
