/**
 * What the panes do with the open text through the editor: apply edits as one undoable step (refused while read
 * only), reveal a JSON Pointer, follow the cursor and the selection in the outline, and the outline's node operations.
 */
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { applyEdits, type Edit } from 'jsonc-parser';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import type { JsonEditorHandle } from '../editor/json-editor.tsx';
import { buildOutline, enclosingNode, flattenOutline } from '../outline/build-outline.ts';
import type { NodeAction } from '../outline/node-action.ts';
import { useNodeActions } from '../outline/use-node-actions.ts';
import { parseText, propertyEdits } from '../form/property-edits.ts';
import type { Problem } from '../studio-api.ts';

/** The editor-facing actions of the open screen. */
export function useEditorActions(
  editor: RefObject<JsonEditorHandle | null>,
  text: string | null,
  onChange: (text: string) => void,
  canEdit: boolean,
) {
  const [selected, setSelected] = useState('');
  const doc = useMemo(() => (text === null ? undefined : parseText(text)), [text]);
  const outline = useMemo(() => buildOutline(text ?? ''), [text]);
  const shownSelected = useMemo(
    () => (flattenOutline(outline).some((r) => r.node.pointer === selected) ? selected : enclosingNode(outline, selected)),
    [outline, selected],
  );
  const outlineRef = useRef(outline);
  outlineRef.current = outline;

  const edit = useCallback(
    (make: (current: string) => Edit[]) => {
      const handle = editor.current;
      const current = handle?.getText() ?? text;
      if (current === null || !canEdit) return;
      const edits = make(current);
      if (edits.length === 0) return;
      if (handle) handle.applyEdits(edits);
      else onChange(applyEdits(current, edits));
    },
    [editor, text, onChange, canEdit],
  );

  const reveal = useCallback(
    (pointer: string) => {
      let at = pointer;
      while (at !== '' && valueAt(doc, at) === undefined) at = at.slice(0, at.lastIndexOf('/'));
      editor.current?.reveal(at);
    },
    [editor, doc],
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
  const currentText = useCallback(() => editor.current?.getText() ?? text, [editor, text]);
  const applyNodeEdits = useCallback((edits: Edit[]) => edit(() => edits), [edit]);
  const followNode = useCallback(
    (pointer: string) => {
      // The selection follows the node; the editor shows where it now is.
      setSelected(pointer);
      editor.current?.reveal(pointer);
    },
    [editor],
  );
  const nodeActions = useNodeActions({ getText: currentText, applyEdits: applyNodeEdits, select: followNode });
  const runNode = nodeActions.run;
  const runNodeAction = useCallback(
    (pointer: string, action: NodeAction) => {
      if (canEdit) runNode(pointer, action);
    },
    [canEdit, runNode],
  );

  return {
    doc,
    outline,
    selected: shownSelected,
    setSelected,
    edit,
    reveal,
    selectNode,
    onCursorPointer,
    revealAndSelect,
    pickProblem,
    setProperty,
    runNodeAction,
    announcement: nodeActions.announcement,
  };
}
