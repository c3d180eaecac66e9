/**
 * Keeping node ids unique when a node is copied: the ids a document already uses, and a copy's text with every node
 * id in it given a free suffix ("email" → "email-2"), changed in place so the copy keeps its layout.
 */
import { applyEdits, parseTree, type Edit, type Node } from 'jsonc-parser';

/** The `id` of every node (an object with a string `type`) anywhere in a value. */
export function usedIds(value: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      const type = entries.find(([k]) => k === 'type')?.[1];
      const id = entries.find(([k]) => k === 'id')?.[1];
      if (typeof type === 'string' && typeof id === 'string') found.add(id);
      for (const [, child] of entries) visit(child);
    }
  };
  visit(value);
  return found;
}

/** The first of `base-2`, `base-3`, … not in `used` (a trailing `-N` of the id is replaced, not extended). */
export function freeId(id: string, used: ReadonlySet<string>): string {
  const base = id.replace(/-\d+$/, '') || id;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The string value of property `key` of an object tree node, with its tree node. */
function stringProp(object: Node, key: string): Node | undefined {
  const value = object.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
  return value?.type === 'string' ? value : undefined;
}

/**
 * The text of a JSON value with the `id` of every node in it renamed to a free one (added to `used` as it goes).
 * Only the id strings change; everything else of the text stays as it is.
 */
export function renameIds(text: string, used: Set<string>): string {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  if (!tree) return text;
  const edits: Edit[] = [];
  const visit = (node: Node) => {
    if (node.type === 'object' && stringProp(node, 'type')) {
      const id = stringProp(node, 'id');
      if (id && typeof id.value === 'string') {
        const next = freeId(id.value, used);
        used.add(next);
        edits.push({ offset: id.offset, length: id.length, content: JSON.stringify(next) });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return applyEdits(text, edits);
}
