/**
 * What the panes do with the open text, as store actions: take the editor's changes, apply edits through the editor as
 * one undoable step (refused while read only), reveal a JSON Pointer, follow the cursor and the selection, the outline's
 * node operations, and the draft's own steps (discard, submit, publish, keep and put back an earlier text).
 */
import { clearDraft } from './drafts.ts';
import { applyEdits, type Edit } from 'jsonc-parser';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { enclosingNode } from '../outline/build-outline.ts';
import { nodeActionOutcome, nodeName, type NodeAction } from '../outline/node-action.ts';
import { dropNewEdits, moveToEdits } from '../outline/drop-edits.ts';
import type { DropPlace } from '../outline/drop-places.ts';
import { newNode } from '../form/new-node.ts';
import { parseText, propertyEdits, replaceAllEdits } from '../form/property-edits.ts';
import type { Problem } from '../studio-api.ts';
import type { ServerDraft } from './draft-saver.ts';
import type { OpenScreen } from './open-screen.ts';
import type { ProblemChecker } from './problem-checker.ts';
import { selectDirty, selectDoc, selectEditBase, selectOutline } from './studio-derived.ts';
import type { StudioState } from './studio-state.ts';

/** What is dropped: a new widget from the palette, or a node of the outline. */
export type DropSource = { kind: 'new'; type: string } | { kind: 'move'; pointer: string };

/** The text actions. */
export interface TextActions {
  /** A screen was (re)loaded with a new docKey: the text starts over from its initial text. */
  started(screen: OpenScreen): void;
  /** The editor's text changed (typed or applied). */
  textChanged(next: string): void;
  /** Applies the edits `make` returns for the current text as one undoable step. */
  edit(make: (current: string) => Edit[]): void;
  undo(): void;
  redo(): void;
  reveal(pointer: string): void;
  selectNode(pointer: string): void;
  /** The cursor moved onto the value at `pointer`. */
  cursorMoved(pointer: string): void;
  revealAndSelect(pointer: string): void;
  /** Shows `pointer` in the JSON editor, selecting its widget: with the form in the middle, the JSON tab first. */
  showInJson(pointer: string): void;
  pickProblem(problem: Problem): void;
  setProperty(pointer: string, prop: string, value: unknown): void;
  runNodeAction(pointer: string, action: NodeAction): void;
  /** A drop in the outline: a new widget of a type from the palette, or the node at a pointer moved, to `place`. */
  drop(source: DropSource, place: DropPlace): void;
  /** Applies a prepared change (edits, then select the node at `select`) and announces `message`. */
  applyChange(change: { edits: Edit[]; select: string }, message: string): void;
  announce(text: string): void;
  flushDraft(): void;
  discard(): void;
  loadLatest(): void;
  putBack(): void;
  dropKept(): void;
  submitted(id: number): void;
  published(): void;
  /** History changed what is live: load the screen again, keeping a draft. */
  historyChanged(): void;
  /** Checks the text again (after signing in again the check during the ended session failed). */
  recheck(): void;
}

type Set = (partial: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => void;
type Get = () => StudioState;

/** The text actions over the store's `set` and `get`, saving drafts with `saver` and checking with `checker`. */
export function textActions(set: Set, get: Get, saver: ServerDraft, checker: ProblemChecker): TextActions {
  const check = () => {
    const { text, screen } = get();
    if (text !== null && screen !== null) checker.check(text, screen.id);
  };
  const reveal = (pointer: string) => {
    const doc = selectDoc(get());
    let at = pointer;
    while (at !== '' && valueAt(doc, at) === undefined) at = at.slice(0, at.lastIndexOf('/'));
    get().editor.current?.reveal(at);
  };
  const edit = (make: (current: string) => Edit[]) => {
    const { editor, text, canEdit } = get();
    const handle = editor.current;
    const current = handle?.getText() ?? text;
    if (current === null || !canEdit) return;
    const edits = make(current);
    if (edits.length === 0) return;
    if (handle) handle.applyEdits(edits);
    else a.textChanged(applyEdits(current, edits));
  };
  const a: TextActions = {
    started(screen) {
      set({ screen, text: screen.initialText, submitted: null, selected: '' });
      const { canEdit } = get();
      if (!canEdit) set({ saveStatus: { kind: 'idle' } });
      else if (screen.restored?.source === 'server') set({ saveStatus: { kind: 'saved', at: screen.restored.at } });
      // A draft only this browser had (typed offline or signed out) goes to the server now.
      else if (screen.restored?.source === 'browser') saver.change(screen.initialText);
      else set({ saveStatus: { kind: 'idle' } });
      check();
    },
    textChanged(next) {
      set({ text: next });
      const { screen, canEdit } = get();
      check();
      if (!screen || !canEdit) return;
      saver.change(next);
      const has = next !== screen.baseText;
      set((s) => {
        const forget = !has && s.screen?.draftBase != null ? { screen: { ...screen, draftBase: null } } : {};
        if (has === s.localDrafts.has(screen.id)) return forget;
        const copy = new Set(s.localDrafts);
        if (has) copy.add(screen.id);
        else copy.delete(screen.id);
        return { ...forget, localDrafts: copy };
      });
    },
    edit,
    undo: () => get().editor.current?.undo(),
    redo: () => get().editor.current?.redo(),
    reveal,
    selectNode(pointer) {
      set({ selected: pointer });
      // Revealing the root would only highlight the whole text and jump to its top.
      if (pointer !== '') reveal(pointer);
    },
    cursorMoved: (pointer) => set({ selected: enclosingNode(selectOutline(get()), pointer) }),
    revealAndSelect(pointer) {
      set({ selected: enclosingNode(selectOutline(get()), pointer) });
      reveal(pointer);
    },
    showInJson(pointer) {
      const { middle, middleTab } = get();
      if (middle !== 'form' || middleTab === 'json') return a.revealAndSelect(pointer);
      set({ middleTab: 'json', selected: enclosingNode(selectOutline(get()), pointer) });
      // The editor was hidden under the Form tab: it can scroll to the place once it is drawn again.
      requestAnimationFrame(() => reveal(pointer));
    },
    pickProblem: (problem) => a.showInJson(problem.pointer),
    setProperty: (pointer, prop, value) => edit((current) => propertyEdits(current, pointer, prop, value)),
    runNodeAction(pointer, action) {
      const { editor, text, canEdit } = get();
      const current = editor.current?.getText() ?? text;
      if (!canEdit || current === null || pointer === '') return;
      const { change, message } = nodeActionOutcome(current, pointer, action);
      if (change) a.applyChange(change, message);
      else a.announce(message);
    },
    drop(source, place) {
      const { editor, text, canEdit } = get();
      const current = editor.current?.getText() ?? text;
      if (!canEdit || current === null) return;
      const where = place.label.charAt(0).toLowerCase() + place.label.slice(1);
      if (source.kind === 'new') {
        const node = newNode(source.type);
        const change = node ? dropNewEdits(current, place.target, node) : undefined;
        if (change) a.applyChange(change, `Added ${source.type}: ${where}`);
        else a.announce(`A ${source.type} cannot go there`);
        return;
      }
      const name = nodeName(valueAt(parseText(current), source.pointer));
      const change = moveToEdits(current, source.pointer, place.target);
      if (change) a.applyChange(change, `Moved ${name}: ${where}`);
      else a.announce(`${name} stays where it is`);
    },
    applyChange(change, message) {
      if (!get().canEdit) return;
      edit(() => change.edits);
      // The selection follows the node; the editor shows where it now is.
      set({ selected: change.select });
      get().editor.current?.reveal(change.select);
      a.announce(message);
    },
    announce: (text) => set((s) => ({ announcement: { text, n: s.announcement.n + 1 } })),
    flushDraft: () => saver.flush(),
    discard() {
      const { screen } = get();
      if (!screen) return;
      edit((current) => replaceAllEdits(current, screen.baseText));
      saver.flush();
    },
    loadLatest() {
      const s = get();
      if (s.screen && s.text !== null && selectDirty(s)) set({ kept: { text: s.text, baseVersion: selectEditBase(s) } });
      s.actions.reload('reset');
    },
    putBack() {
      const { kept } = get();
      if (!kept) return;
      edit((current) => replaceAllEdits(current, kept.text));
      set({ kept: null });
    },
    dropKept: () => set({ kept: null }),
    submitted(id) {
      // The text is kept in the change request now: this browser's copy would only come back as a stale draft after
      // the change is published or rolled back (the server dropped its own copy when the request was made).
      const screenId = get().screen?.id;
      if (screenId) clearDraft(screenId);
      set((s) => ({
        submitted: s.text === null ? null : { id, text: s.text },
        localDrafts: new Set([...s.localDrafts].filter((x) => x !== screenId)),
      }));
      get().actions.reloadList();
    },
    published() {
      const id = get().screen?.id;
      set((s) => ({ localDrafts: new Set([...s.localDrafts].filter((x) => x !== id)) }));
      saver.discard().catch(() => undefined);
      get().actions.reload('follow');
    },
    historyChanged: () => get().actions.reload(selectDirty(get()) ? 'keep' : 'reset'),
    recheck: check,
  };
  return a;
}
