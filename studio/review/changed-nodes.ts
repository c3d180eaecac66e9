/**
 * Which widgets a change added, changed, moved or removed, comparing two screen documents node by node. Nodes are paired
 * by their `id` where it is unique in both, then inside each pair of parents slot by slot: equal subtrees first, then
 * equal own properties, then the same type in order. Only the smallest nodes that changed are named: a parent is not
 * "changed" because a child is, and the widgets inside an added or removed one are not listed again.
 */
import { isTranslations } from '../../renderer/core/i18n/translations.ts';
import { nodeLabel } from '../outline/build-outline.ts';
import { allNodes, nodeTree, type TreeNode } from './node-tree.ts';

/** What happened to a widget. */
export type ChangeKind = 'added' | 'changed' | 'moved' | 'removed';

/** One changed widget. */
export interface NodeChange {
  kind: ChangeKind;
  /** Its JSON Pointer in the new document (null when removed; '' for the screen itself). */
  after: string | null;
  /** Its JSON Pointer in the old document (null when added). */
  before: string | null;
  /** Its widget type ('screen' for the document itself). */
  type: string;
  /** A short label: its literal text, title or label, else its id (as the outline shows it). */
  label: string;
  /** The own properties that differ (for a changed widget), such as "text" or "visible". */
  props: string[];
  /** A changed widget that also moved. */
  moved: boolean;
}

/** Index pairs of the longest common subsequence of two lists under `same`. */
function commonPairs<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Array<number>(rows * cols).fill(0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = same(a[i]!, b[j]!) ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (same(a[i]!, b[j]!)) pairs.push([i++, j++]);
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Positions of `seq` on one longest increasing run (the siblings that kept their order). */
function keptOrder(seq: readonly number[]): Set<number> {
  const best: number[] = seq.map(() => 1);
  const prev: number[] = seq.map(() => -1);
  for (let i = 0; i < seq.length; i++) {
    for (let j = 0; j < i; j++) {
      if (seq[j]! < seq[i]! && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1;
        prev[i] = j;
      }
    }
  }
  let end = -1;
  best.forEach((n, i) => (end = end < 0 || n > best[end]! ? i : end));
  const kept = new Set<number>();
  for (let i = end; i >= 0; i = prev[i]!) kept.add(i);
  return kept;
}

/** Pairs of old and new nodes, found as the module comment says. */
class Pairing {
  readonly toAfter = new Map<TreeNode, TreeNode>();
  readonly toBefore = new Map<TreeNode, TreeNode>();

  pair(b: TreeNode, a: TreeNode): void {
    this.toAfter.set(b, a);
    this.toBefore.set(a, b);
  }

  byId(before: TreeNode[], after: TreeNode[]): void {
    const unique = (nodes: TreeNode[]) => {
      const seen = new Map<string, TreeNode | null>();
      for (const n of nodes) {
        const id = n.node.id;
        if (n.parent && typeof id === 'string' && id !== '') seen.set(id, seen.has(id) ? null : n);
      }
      return seen;
    };
    const old = unique(before);
    for (const [id, a] of unique(after)) {
      const b = old.get(id);
      if (a && b) this.pair(b, a);
    }
  }

  children(b: TreeNode, a: TreeNode): void {
    const slots = new Set([...b.children, ...a.children].map((c) => c.slot));
    for (const slot of slots) {
      const tests: ((x: TreeNode, y: TreeNode) => boolean)[] = [
        (x, y) => x.fullText === y.fullText,
        (x, y) => x.type === y.type && x.ownText === y.ownText,
        (x, y) => x.type === y.type,
      ];
      for (const same of tests) {
        const olds = b.children.filter((c) => c.slot === slot && !this.toAfter.has(c));
        const news = a.children.filter((c) => c.slot === slot && !this.toBefore.has(c));
        for (const [i, j] of commonPairs(olds, news, same)) this.pair(olds[i]!, news[j]!);
      }
    }
  }
}

function ownDifferences(b: TreeNode, a: TreeNode): string[] {
  if (b.ownText === a.ownText) return [];
  const keys = [...new Set([...Object.keys(b.own), ...Object.keys(a.own)])];
  return keys.filter((k) => JSON.stringify(b.own[k]) !== JSON.stringify(a.own[k]) && !(k === '$schema' && a.parent === null)).sort();
}

/** The nodes of `after` whose place changed: another parent or slot, or out of order among the siblings that stayed. */
function movedNodes(afterNodes: TreeNode[], pairing: Pairing): Set<TreeNode> {
  const moved = new Set<TreeNode>();
  const groups = new Map<string, { node: TreeNode; oldIndex: number }[]>();
  for (const a of afterNodes) {
    const b = pairing.toBefore.get(a);
    if (!b || !a.parent || !b.parent) continue;
    if (pairing.toAfter.get(b.parent) !== a.parent || b.slot !== a.slot) {
      moved.add(a);
      continue;
    }
    const key = `${a.parent.pointer} ${a.slot}`;
    groups.set(key, [...(groups.get(key) ?? []), { node: a, oldIndex: b.index }]);
  }
  for (const siblings of groups.values()) {
    const kept = keptOrder(siblings.map((s) => s.oldIndex));
    siblings.forEach((s, i) => kept.has(i) || moved.add(s.node));
  }
  return moved;
}

function change(kind: ChangeKind, b: TreeNode | null, a: TreeNode | null, props: string[] = [], moved = false): NodeChange {
  const shown = (a ?? b)!;
  const title = isTranslations(shown.node.title) ? shown.node.title.en : shown.node.title;
  const label = shown.parent ? nodeLabel(shown.node) : typeof title === 'string' ? title : '';
  return { kind, after: a?.pointer ?? null, before: b?.pointer ?? null, type: shown.type, label, props, moved };
}

/** The widgets that differ between two parsed screen documents, in the new document's order, removed ones last. */
export function changedNodes(beforeDoc: unknown, afterDoc: unknown): NodeChange[] {
  const beforeRoot = nodeTree(beforeDoc);
  const afterRoot = nodeTree(afterDoc);
  if (!beforeRoot || !afterRoot) return [];
  const before = allNodes(beforeRoot);
  const after = allNodes(afterRoot);
  const pairing = new Pairing();
  pairing.pair(beforeRoot, afterRoot);
  pairing.byId(before, after);
  for (const a of after) {
    const b = pairing.toBefore.get(a);
    if (b) pairing.children(b, a);
  }
  const moved = movedNodes(after, pairing);
  const changes: NodeChange[] = [];
  for (const a of after) {
    const b = pairing.toBefore.get(a);
    if (!b) {
      if (!a.parent || pairing.toBefore.has(a.parent)) changes.push(change('added', null, a));
      continue;
    }
    const props = ownDifferences(b, a);
    if (props.length > 0) changes.push(change('changed', b, a, props, moved.has(a)));
    else if (moved.has(a)) changes.push(change('moved', b, a));
  }
  for (const b of before) {
    if (!pairing.toAfter.has(b) && b.parent && pairing.toAfter.has(b.parent)) changes.push(change('removed', b, null));
  }
  return changes;
}
