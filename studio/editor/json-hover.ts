/** Hover help for screen JSON: the plain-language description of the property (or widget/action) under the pointer. */
import { findNodeAtOffset, getNodePath, parse, parseTree, type Node } from 'jsonc-parser';
import { schemaAt } from '../schema/schema-index.ts';
import { kindLabel } from './json-completion.ts';

/** What to show for a place of the text: the range it covers, a title line and the description. */
export interface HoverHelp {
  from: number;
  to: number;
  title: string;
  description: string;
}

/** The key and value path of the property a key string belongs to. */
function propertyPath(key: Node): (string | number)[] | undefined {
  const property = key.parent;
  if (property?.type !== 'property' || property.children?.[0] !== key || typeof key.value !== 'string') return undefined;
  const value = property.children[1];
  if (value) return getNodePath(value);
  return property.parent ? [...getNodePath(property.parent), key.value] : undefined;
}

/** The help for the text at an offset: on a property name, that property; on a "type"/"do" value, that widget/action. */
export function hoverAt(text: string, offset: number): HoverHelp | null {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const node = tree && findNodeAtOffset(tree, offset, false);
  if (node?.type !== 'string') return null;
  const doc: unknown = parse(text, [], { allowTrailingComma: true });
  const range = { from: node.offset, to: node.offset + node.length };
  const keyPath = propertyPath(node);
  if (keyPath) {
    const info = schemaAt(doc, keyPath);
    const parent = schemaAt(doc, keyPath.slice(0, -1));
    const name = String(keyPath[keyPath.length - 1]);
    const prop = parent?.props?.find((p) => p.name === name);
    if (!info && !prop) return null;
    const title = `${name}: ${kindLabel(prop ?? { kind: info?.kind ?? 'unknown', allowsExpression: info?.allowsExpression ?? false })}`;
    return { ...range, title, description: prop?.description || info?.description || '' };
  }
  const property = node.parent;
  const key = property?.type === 'property' ? property.children?.[0]?.value : undefined;
  if ((key === 'type' || key === 'do') && property?.parent) {
    const info = schemaAt(doc, getNodePath(property.parent));
    const unknownVariant = info?.props?.length === 1 && (info.props[0]?.values?.length ?? 0) > 1;
    if (!info?.props || unknownVariant) return null;
    return { ...range, title: `${key === 'type' ? 'widget' : 'action'} ${String(node.value)}`, description: info.description ?? '' };
  }
  return null;
}
