/** Between places in a JSON text and JSON Pointers: the pointer at a cursor offset, the range of the value at a pointer. */
import { findNodeAtOffset, getLocation, getNodePath, parseTree, type Node } from 'jsonc-parser';
import { parsePointer, toPointer } from '../../renderer/core/validation/json-pointer.ts';

/** The value a tree node stands for: a property's value for a property or its key, else the node itself. */
function valueNode(node: Node): Node | undefined {
  if (node.type === 'property') return node.children?.[1];
  const parent = node.parent;
  if (parent?.type === 'property' && parent.children?.[0] === node) return parent.children[1] ?? parent;
  return node;
}

/** The path (keys and list positions) of the innermost value at an offset; the key's value when on a property name. */
export function pathAtOffset(text: string, offset: number): (string | number)[] {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const node = tree && findNodeAtOffset(tree, offset, true);
  if (node) {
    const target = valueNode(node);
    if (target?.type === 'property') {
      const key = target.children?.[0]?.value;
      const parentPath = target.parent ? getNodePath(target.parent) : [];
      return typeof key === 'string' ? [...parentPath, key] : parentPath;
    }
    if (target) return getNodePath(target);
  }
  const path = getLocation(text, offset).path;
  return path[path.length - 1] === '' ? path.slice(0, -1) : path;
}

/** The JSON Pointer of the innermost value at an offset ("/body/0/text" on the key or the value of that text). */
export function pointerAtOffset(text: string, offset: number): string {
  return toPointer(pathAtOffset(text, offset));
}

/** The tree node of the value at a pointer, or undefined when the text has no value there. */
function nodeAtPointer(tree: Node, pointer: string): Node | undefined {
  let node: Node | undefined = tree;
  for (const key of parsePointer(pointer)) {
    if (!node) return undefined;
    if (node.type === 'object') node = node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
    else if (node.type === 'array' && /^\d+$/.test(key)) node = node.children?.[Number(key)];
    else return undefined;
  }
  return node;
}

/** The character range of the value at a pointer ('' = the whole document), or undefined when there is none. */
export function rangeOfPointer(text: string, pointer: string): { from: number; to: number } | undefined {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const node = tree && nodeAtPointer(tree, pointer);
  return node ? { from: node.offset, to: node.offset + node.length } : undefined;
}
