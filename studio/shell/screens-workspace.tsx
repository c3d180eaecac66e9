/**
 * The Screens tab: the screen list, outline and form, the JSON editor with its draft bar and problems, and the
 * preview, with the toolbar (who else has the screen open, Undo/Redo, Submit for review…, History). The text of the
 * open screen is the single source of truth: the editor and the form change it, everything else is derived from it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JsonEditorHandle } from '../editor/json-editor.tsx';
import { JsonEditor } from '../editor/json-editor.tsx';
import { replaceAllEdits } from '../form/property-edits.ts';
import { HistoryPanel } from '../history/history-panel.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';
import { publishableWithoutReview } from '../publish/review-need.ts';
import { SubmitPanel } from '../publish/submit-panel.tsx';
import { atLeast } from '../session/roles.ts';
import { draftIds } from '../state/drafts.ts';
import { alsoOpenText } from '../state/presence-words.ts';
import { useEditorActions } from '../state/use-editor-actions.ts';
import { useOpenScreen, type RefreshMode } from '../state/use-open-screen.ts';
import { usePresence } from '../state/use-presence.ts';
import { useProblems } from '../state/use-problems.ts';
import { useServerDraft } from '../state/use-server-draft.ts';
import { validateText, type ScreenSummary, type SessionInfo } from '../studio-api.ts';
import { DraftBar } from './draft-bar.tsx';
import { Inspector } from './inspector.tsx';
import { KeptTextBar, type KeptText } from './kept-text-bar.tsx';
import { ProblemsList } from './problems-list.tsx';
import { ScreenList } from './screen-list.tsx';
import { StudioHeader } from './studio-header.tsx';
import './workspace.css';

/** Props of ScreensWorkspace. */
export interface ScreensWorkspaceProps {
  session: SessionInfo;
  /** The session has not ended (heartbeats go only then). */
  active: boolean;
  /** Counts up each time the person signs in again after the session ended. */
  resumed: number;
  screens: ScreenSummary[] | null;
  listFailure: string | null;
  openId: string | null;
  onOpen(id: string): void;
  /** Something changed what the screen list shows (a draft, a publish, a rollback). */
  onScreensChanged(): void;
}

/** The document for the preview: the text parsed strictly, or null while it is not valid JSON. */
function strictParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Below this width the screen list, once a screen is open, is a drawer over the outline instead of a column. */
const narrow = () => window.matchMedia?.('(max-width: 1499px)').matches === true;

/** The workspace. */
export function ScreensWorkspace({ session, active, resumed, screens, listFailure, openId, onOpen, onScreensChanged }: ScreensWorkspaceProps) {
  const userId = session.user.id;
  const canEdit = atLeast(session.user.role, 'editor');
  const { screen, failure, refresh, forgetDraftBase } = useOpenScreen(openId, userId);
  const [text, setText] = useState<string | null>(null);
  const [kept, setKept] = useState<KeptText | null>(null);
  const [submitted, setSubmitted] = useState<{ id: number; text: string } | null>(null);
  const [localDrafts, setLocalDrafts] = useState(() => new Set(draftIds({ userId })));
  const [listShown, setListShown] = useState(true);
  const editor = useRef<JsonEditorHandle | null>(null);

  const dirty = screen !== null && text !== null && text !== screen.baseText;
  const editBase = screen === null ? 0 : dirty ? (screen.draftBase ?? screen.baseVersion) : screen.baseVersion;
  const editing = canEdit && dirty && submitted?.text !== text;
  const presence = usePresence(screen?.id ?? null, editing, active);
  const target = useMemo(
    () => (screen && canEdit ? { screenId: screen.id, baseVersion: editBase, baseText: screen.baseText, userId } : null),
    [screen, canEdit, editBase, userId],
  );
  const draft = useServerDraft(target, resumed, presence.setOthers);

  useEffect(() => {
    if (openId !== null && narrow()) setListShown(false);
  }, [openId]);

  useEffect(() => {
    setText(screen ? screen.initialText : null);
    setSubmitted(null);
    if (!screen || !canEdit) return draft.reset({ kind: 'idle' });
    if (screen.restored?.source === 'server') draft.reset({ kind: 'saved', at: screen.restored.at });
    // A draft only this browser had (typed offline or signed out) goes to the server now.
    else if (screen.restored?.source === 'browser') draft.change(screen.initialText);
    else draft.reset({ kind: 'idle' });
    // Only a newly loaded screen (a new docKey) resets the text; publishing keeps the editor as it is.
  }, [screen?.docKey]);

  useEffect(() => setKept(null), [openId]);

  const onChange = useCallback(
    (next: string) => {
      setText(next);
      if (!screen || !canEdit) return;
      draft.change(next);
      if (next === screen.baseText) forgetDraftBase();
      setLocalDrafts((d) => {
        const has = next !== screen.baseText;
        if (has === d.has(screen.id)) return d;
        const copy = new Set(d);
        if (has) copy.add(screen.id);
        else copy.delete(screen.id);
        return copy;
      });
    },
    [screen, canEdit, draft.change, forgetDraftBase],
  );

  const id = screen?.id ?? null;
  // A new validate function after signing in again checks the text once more (the check during the ended session failed).
  const validate = useMemo(() => (t: string, screenId?: string) => validateText(t, screenId), [resumed]);
  const problemsState = useProblems(text, id, validate);
  const problems = problemsState.problems;
  const actions = useEditorActions(editor, text, onChange, canEdit);
  useEffect(() => actions.setSelected(''), [screen?.docKey]);
  const previewDoc = useMemo(() => (text === null ? null : strictParse(text)), [text]);
  const summary = screens?.find((s) => s.id === id) ?? screen?.detail ?? null;
  const drafts = useMemo(() => {
    const all = new Set([...localDrafts, ...(screens ?? []).filter((s) => s.hasMyDraft).map((s) => s.id)]);
    if (id !== null && !dirty) all.delete(id);
    return all;
  }, [localDrafts, screens, id, dirty]);

  const reload = useCallback(
    (mode: RefreshMode) => {
      refresh(mode).catch(() => undefined);
      onScreensChanged();
    },
    [refresh, onScreensChanged],
  );
  const loadLatest = useCallback(() => {
    if (screen && text !== null && dirty) setKept({ text, baseVersion: editBase });
    reload('reset');
  }, [screen, text, dirty, editBase, reload]);

  const discard = useCallback(() => {
    if (!screen) return;
    actions.edit((current) => replaceAllEdits(current, screen.baseText));
    draft.flush();
  }, [screen, actions.edit, draft.flush]);

  return (
    <div className="st-workspace">
      <StudioHeader
        screenId={id}
        listShown={listShown || !screen}
        onToggleList={() => setListShown((v) => !v)}
        canEdit={screen !== null && canEdit}
        onUndo={() => editor.current?.undo()}
        onRedo={() => editor.current?.redo()}
        presence={alsoOpenText(presence.others)}
      >
        {screen && text !== null && summary ? (
          <>
            {canEdit ? (
              <SubmitPanel
                screen={summary}
                text={text}
                baseVersion={editBase}
                problems={problems}
                checkedText={problemsState.text}
                checkFailure={problemsState.checking ? null : problemsState.failure}
                canPublishNow={publishableWithoutReview(summary)}
                others={presence.others}
                onReveal={actions.revealAndSelect}
                onSubmitted={(cr) => {
                  setSubmitted({ id: cr.id, text });
                  onScreensChanged();
                }}
                onPublished={() => {
                  setLocalDrafts((d) => new Set([...d].filter((x) => x !== screen.id)));
                  draft.discard().catch(() => undefined);
                  reload('follow');
                }}
                onLoadLatest={loadLatest}
              />
            ) : null}
            <HistoryPanel
              screenId={screen.id}
              live={screen.detail.live}
              canAct={atLeast(session.user.role, 'reviewer')}
              onChanged={() => reload(dirty ? 'keep' : 'reset')}
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
          onOpen={onOpen}
          onClose={screen && narrow() ? () => setListShown(false) : undefined}
        />
        {screen && text !== null ? (
          <>
            <Inspector
              outline={actions.outline}
              doc={actions.doc}
              selected={actions.selected}
              problems={problems}
              onSelect={actions.selectNode}
              onSet={actions.setProperty}
              onReveal={actions.reveal}
              onAction={actions.runNodeAction}
              announcement={actions.announcement}
              readOnly={!canEdit}
            />
            <section className="st-editor-pane" aria-label="JSON">
              <div className="st-editor-pane__bars">
                <DraftBar
                  readOnly={!canEdit}
                  dirty={dirty}
                  baseVersion={editBase}
                  latestVersion={screen.baseVersion}
                  restored={screen.restored}
                  status={draft.status}
                  submitted={submitted !== null && submitted.text === text ? submitted.id : null}
                  onDiscard={discard}
                  onLoadLatest={loadLatest}
                />
                {kept ? (
                  <KeptTextBar
                    kept={kept}
                    currentText={text}
                    readOnly={!canEdit}
                    onPutBack={() => {
                      actions.edit((current) => replaceAllEdits(current, kept.text));
                      setKept(null);
                    }}
                    onDrop={() => setKept(null)}
                  />
                ) : null}
              </div>
              <div className="st-editor-pane__editor" onBlur={draft.flush}>
                <JsonEditor
                  docKey={screen.docKey}
                  initialText={screen.initialText}
                  problems={problems}
                  onChange={onChange}
                  onCursorPointer={actions.onCursorPointer}
                  handleRef={editor}
                  readOnly={!canEdit}
                />
              </div>
              <ProblemsList problems={problems} checking={problemsState.checking} failure={problemsState.failure} onPick={actions.pickProblem} />
            </section>
            <section className="st-preview-pane" aria-label="Preview">
              <PreviewPanel
                screenId={screen.id}
                document={previewDoc}
                routes={summary?.routes ?? []}
                sandbox={session.sandbox}
                selected={actions.selected}
                onSelect={actions.revealAndSelect}
                inspectFirst={canEdit}
              />
            </section>
          </>
        ) : (
          <p className="st-welcome">{failure ?? (openId ? `Opening ${openId}…` : 'Pick a screen on the left to edit it.')}</p>
        )}
      </main>
    </div>
  );
}
