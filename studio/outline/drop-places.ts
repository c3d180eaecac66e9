/**
 * Where a dragged widget can go in the outline: first in a container's list (an empty one too), after a node in a list,
 * as a new case of a switch, or into an empty single slot such as a switch's default. Each place sits in the outline's
 * row order, right where it would land, so a drop line under a row means "here".
 */
import { isWidgetType, nodeSlots, screenSlots } from '../../renderer/core/validation/node-slots.ts';
import { parsePointer, toPointer } from '../../renderer/core/validation/json-pointer.ts';
import type { OutlineNode } from './build-outline.ts';

/** A place a widget can be dropped: an insertion into a list, or a property that does not exist yet. */
export type DropTarget = { kind: 'list'; list: string; index: number } | { kind: 'property'; at: string };

/** One drop place: a stable id, its target, and the words that name it ("First in stack #help"). */
export interface DropPlace {
  id: string;
  target: DropTarget;
  label: string;
}

/** The outline in row order with the drop places between its rows; `depth` indents both. */
export type OutlineEntry = { kind: 'row'; node: OutlineNode; depth: number } | { kind: 'place'; place: DropPlace; depth: number };

/** Single slots that hold plumbing rather than what the screen shows (no drop place offered). */
const hiddenSingles = new Set(['fallback']);

/** How a node is named in a drop place's words: its type and label, "the screen" for the root. */
function nodeWords(node: OutlineNode): string {
  if (node.pointer === '') return 'the screen';
  return node.label ? `${node.type || 'node'} ${node.label}` : node.type || 'node';
}

const place = (target: DropTarget, label: string): DropPlace => ({
  id: target.kind === 'list' ? `list:${target.list}:${target.index}` : `property:${target.at}`,
  target,
  label,
});

/** The places inside `node` that show right under its row: first in each list slot, new case, empty single slots. */
function placesInside(node: OutlineNode, doc: Record<string, unknown> | undefined): DropPlace[] {
  const slots = node.pointer === '' ? screenSlots : isWidgetType(node.type) ? nodeSlots[node.type] : undefined;
  if (!slots || !doc) return [];
  const out: DropPlace[] = [];
  const simple = (path: string) => !path.includes('/');
  for (const slot of slots.lists.filter(simple)) {
    const words = node.children.some((c) => c.slot.startsWith(`${slot}.`)) ? 'First in' : 'Into';
    out.push(
      place({ kind: 'list', list: `${node.pointer}/${slot}`, index: 0 }, `${words} ${nodeWords(node)}${slot === 'children' ? '' : ` (${slot})`}`),
    );
  }
  for (const slot of slots.maps.filter(simple)) {
    const cases = doc[slot];
    const taken = new Set(cases && typeof cases === 'object' ? Object.keys(cases) : []);
    let n = taken.size + 1;
    while (taken.has(`case ${n}`)) n += 1;
    out.push(place({ kind: 'property', at: `${node.pointer}/${slot}/${`case ${n}`}` }, `New case of ${nodeWords(node)}`));
  }
  for (const slot of slots.single.filter((s) => simple(s) && !hiddenSingles.has(s) && doc[s] === undefined)) {
    out.push(place({ kind: 'property', at: `${node.pointer}/${slot}` }, `As the ${slot} of ${nodeWords(node)}`));
  }
  return out;
}

/** The value at a pointer of the document when it is an object. */
function objectAt(doc: unknown, pointer: string): Record<string, unknown> | undefined {
  let cur: unknown = doc;
  for (const key of parsePointer(pointer)) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined;
  return cur && typeof cur === 'object' && !Array.isArray(cur) ? (cur as Record<string, unknown>) : undefined;
}

/** The outline's rows with every drop place where it would land. */
export function outlineWithPlaces(root: OutlineNode, doc: unknown): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  const visit = (node: OutlineNode, depth: number) => {
    out.push({ kind: 'row', node, depth });
    for (const p of placesInside(node, objectAt(doc, node.pointer))) out.push({ kind: 'place', place: p, depth: depth + 1 });
    for (const child of node.children) visit(child, depth + 1);
    const keys = parsePointer(node.pointer);
    const last = keys.pop();
    if (node.pointer !== '' && last !== undefined && /^\d+$/.test(last)) {
      const target: DropTarget = { kind: 'list', list: toPointer(keys), index: Number(last) + 1 };
      out.push({ kind: 'place', place: place(target, `After ${nodeWords(node)}`), depth });
    }
  };
  visit(root, 0);
  return out;
}

/** The pointer a node dropped at `target` gets. */
export function droppedPointer(target: DropTarget): string {
  return target.kind === 'list' ? `${target.list}/${target.index}` : target.at;
}
