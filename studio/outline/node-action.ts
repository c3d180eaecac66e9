/** The node operations of the toolbar and the outline's shortcuts: what each does to the text and the words announced. */
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { parseText } from '../form/property-edits.ts';
import { newNode } from '../form/new-node.ts';
import { nodeLabel } from './build-outline.ts';
import { deleteNodeEdits, duplicateNodeEdits, insertNodeAfterEdits, moveNodeEdits, type NodeChange } from './node-moves.ts';

/** One node operation: move up (-1) or down (1), duplicate, delete, or add a new widget of a type after the node. */
export type NodeAction = { kind: 'move'; by: -1 | 1 } | { kind: 'duplicate' } | { kind: 'delete' } | { kind: 'add'; type: string };

/** The text change of an operation on the node at `pointer`, or undefined when it cannot be done there. */
export function nodeActionChange(text: string, pointer: string, action: NodeAction): NodeChange | undefined {
  switch (action.kind) {
    case 'move':
      return moveNodeEdits(text, pointer, action.by);
    case 'duplicate':
      return duplicateNodeEdits(text, pointer);
    case 'delete':
      return deleteNodeEdits(text, pointer);
    case 'add': {
      const node = newNode(action.type);
      return node ? insertNodeAfterEdits(text, pointer, node) : undefined;
    }
  }
}

/** How messages and labels name a node: its type and label, such as "cell E-mail" ("node" when it is none). */
export function nodeName(node: unknown): string {
  if (!isJsonObject(node)) return 'node';
  const type = typeof node.type === 'string' && node.type !== '' ? node.type : 'node';
  const label = nodeLabel(node);
  return label ? `${type} ${label}` : type;
}

/** The words announced after an operation, such as "Moved cell E-mail up". */
export function nodeActionMessage(action: NodeAction, name: string): string {
  switch (action.kind) {
    case 'move':
      return `Moved ${name} ${action.by < 0 ? 'up' : 'down'}`;
    case 'duplicate':
      return `Duplicated ${name}`;
    case 'delete':
      return `Deleted ${name}. Undo brings it back.`;
    case 'add':
      return `Added ${action.type} after ${name}`;
  }
}

/** The words announced when an operation cannot be done, such as "cell E-mail is already first in its list". */
export function nodeActionRefusal(action: NodeAction, name: string): string {
  if (action.kind === 'move') return `${name} is already ${action.by < 0 ? 'first' : 'last'} in its list`;
  if (action.kind === 'delete') return `${name} cannot be deleted here`;
  return `${name} is not in a list: nothing can be added after it here`;
}

/** A node operation on the text: its change (none when it cannot be done there) and the words to announce. */
export function nodeActionOutcome(text: string, pointer: string, action: NodeAction): { change?: NodeChange; message: string } {
  const name = nodeName(valueAt(parseText(text), pointer));
  const change = nodeActionChange(text, pointer, action);
  return change ? { change, message: nodeActionMessage(action, name) } : { message: nodeActionRefusal(action, name) };
}
