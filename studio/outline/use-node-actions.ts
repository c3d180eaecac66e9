/** Running node operations on the open text (one undoable edit each), moving the selection along and announcing the result. */
import { useCallback, useState } from 'react';
import type { Edit } from 'jsonc-parser';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { parseText } from '../form/property-edits.ts';
import { nodeActionChange, nodeActionMessage, nodeActionRefusal, nodeName, type NodeAction } from './node-action.ts';

/** A message for the polite live region; `n` changes with every message so a repeated one is read again. */
export interface Announcement {
  text: string;
  n: number;
}

/** What the hook needs from the studio. */
export interface NodeActionPorts {
  /** The current text (the editor's), or null when no screen is open. */
  getText(): string | null;
  /** Applies edits to the text as one undoable step. */
  applyEdits(edits: Edit[]): void;
  /** Selects (and reveals) the node at a pointer. */
  select(pointer: string): void;
}

/** `run(pointer, action)` does one node operation; `announcement` says what happened, for an aria-live region. */
export function useNodeActions({ getText, applyEdits, select }: NodeActionPorts) {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const run = useCallback(
    (pointer: string, action: NodeAction) => {
      const text = getText();
      if (text === null || pointer === '') return;
      const name = nodeName(valueAt(parseText(text), pointer));
      const change = nodeActionChange(text, pointer, action);
      if (!change) {
        announce(nodeActionRefusal(action, name));
        return;
      }
      applyEdits(change.edits);
      select(change.select);
      announce(nodeActionMessage(action, name));
    },
    [getText, applyEdits, select, announce],
  );
  return { run, announcement };
}
