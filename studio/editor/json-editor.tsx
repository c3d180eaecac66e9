/** The studio's screen JSON editor: CodeMirror 6 with schema completion, hover help and inline problems. */
import { useEffect, useRef } from 'react';
import { redo, undo, isolateHistory } from '@codemirror/commands';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import type { Problem } from '../studio-api.ts';
import { editorExtensions } from './editor-extensions.ts';
import { pointerAtOffset, rangeOfPointer } from './json-pointer-map.ts';
import { showProblems } from './problems-lint.ts';
import { revealRange } from './reveal-highlight.ts';

/** What the studio can do with the editor from outside. */
export interface JsonEditorHandle {
  /** Applies edits (offsets into the current text, not overlapping) as one undoable step. */
  applyEdits(edits: { offset: number; length: number; content: string }[]): void;
  undo(): void;
  redo(): void;
  /** Puts the cursor at the start of the value at a JSON Pointer, highlights it for a moment and scrolls it into view (selects nothing). */
  reveal(pointer: string): void;
  getText(): string;
}

/** The editor's inputs. */
export interface JsonEditorProps {
  /** A new key resets the text (to initialText) and the undo history. */
  docKey: string;
  /** The text when the editor opens or docKey changes; later changes of it are ignored (use applyEdits). */
  initialText: string;
  problems: Problem[];
  /** Called after every change of the text, typed or applied. */
  onChange(text: string): void;
  /** Called when the user moves the cursor (click, arrow keys, undo/redo; not typing) onto another value, with its JSON Pointer. */
  onCursorPointer?(pointer: string): void;
  handleRef: { current: JsonEditorHandle | null };
  /** Typing is refused (a viewer's editor); the text can still be read, searched and copied. */
  readOnly?: boolean;
}

const readOnlyState = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.contentAttributes.of({ 'aria-readonly': String(readOnly) }),
];

/** True when the user moved the cursor (clicks, arrow keys) or undid/redid; not while typing, not on reveal. */
function cursorMovedByUser(update: ViewUpdate): boolean {
  return update.transactions.some((tr) => tr.isUserEvent('select') || tr.isUserEvent('undo') || tr.isUserEvent('redo'));
}

/** The handle over one editor view. */
function editorHandle(view: EditorView): JsonEditorHandle {
  return {
    applyEdits(edits) {
      if (edits.length === 0) return;
      view.dispatch({
        changes: edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.content })),
        annotations: isolateHistory.of('full'),
        userEvent: 'input.studio',
      });
    },
    undo: () => void undo(view),
    redo: () => void redo(view),
    reveal(pointer) {
      const range = rangeOfPointer(view.state.doc.toString(), pointer);
      if (!range) return;
      revealRange(view, range);
    },
    getText: () => view.state.doc.toString(),
  };
}

/** The screen JSON editor. */
export function JsonEditor({ docKey, initialText, problems, onChange, onCursorPointer, handleRef, readOnly = false }: JsonEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const readOnlyRef = useRef(new Compartment());
  const latest = useRef({ onChange, onCursorPointer, problems, initialText, readOnly, pointer: '' });
  latest.current = { ...latest.current, onChange, onCursorPointer, problems, initialText, readOnly };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const view = new EditorView({ parent: host });
    viewRef.current = view;
    handleRef.current = editorHandle(view);
    return () => {
      view.destroy();
      viewRef.current = null;
      handleRef.current = null;
    };
  }, [handleRef]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const listener = EditorView.updateListener.of((update) => {
      const text = update.state.doc.toString();
      if (update.docChanged) latest.current.onChange(text);
      if (update.selectionSet && cursorMovedByUser(update)) {
        const pointer = pointerAtOffset(text, update.state.selection.main.head);
        if (pointer !== latest.current.pointer) {
          latest.current.pointer = pointer;
          latest.current.onCursorPointer?.(pointer);
        }
      }
    });
    const lock = readOnlyRef.current.of(readOnlyState(latest.current.readOnly));
    view.setState(EditorState.create({ doc: latest.current.initialText, extensions: [editorExtensions('Screen JSON'), lock, listener] }));
    latest.current.pointer = '';
    showProblems(view, latest.current.problems);
  }, [docKey]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) showProblems(view, problems);
  }, [problems]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: readOnlyRef.current.reconfigure(readOnlyState(readOnly)) });
  }, [readOnly]);

  return <div ref={hostRef} className="json-editor" style={{ height: '100%', minHeight: 0, overflow: 'hidden' }} />;
}
