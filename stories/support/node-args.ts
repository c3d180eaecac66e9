/**
 * Story args ↔ JSON nodes: a widget story's args are the properties of its widget's node (the first node of that type in
 * the story's JSON, depth first), and edited args are written back into a copy of the JSON before it is drawn.
 */
import { isRecord } from '../../renderer/core/is-record.ts';

type Path = (string | number)[];

/** Where the first node of a widget type sits in a JSON value (depth first), or undefined. */
export function findNodePath(value: unknown, widget: string, path: Path = []): Path | undefined {
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findNodePath(entry, widget, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if (value.type === widget) return path;
  for (const [key, entry] of Object.entries(value)) {
    const found = findNodePath(entry, widget, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) current = Array.isArray(current) ? current[step as number] : isRecord(current) ? current[step] : undefined;
  return current;
}

function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return next;
  if (Array.isArray(value)) return value.map((entry, index) => (index === step ? replaceAt(entry, rest, next) : entry));
  if (isRecord(value)) return { ...value, [step]: replaceAt(value[step], rest, next) };
  return value;
}

/** The story's initial args: the properties (without `type`) of the first node of the widget type, or none. */
export function argsOfNode(node: unknown, widget: string | undefined): Record<string, unknown> {
  if (!widget) return {};
  const path = findNodePath(node, widget);
  const target = path ? at(node, path) : undefined;
  if (!isRecord(target)) return {};
  const { type: _type, ...props } = target;
  return props;
}

/** A copy of the story's JSON whose widget node has the given args as its properties (unset args left out). */
export function nodeWithArgs<T>(node: T, args: Record<string, unknown>, widget: string | undefined): T {
  if (!widget) return node;
  const path = findNodePath(node, widget);
  if (!path) return node;
  const props = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return replaceAt(node, path, { type: widget, ...props }) as T;
}
