/** Reading and immutably writing values at dotted paths ("state.form.acct") inside plain JSON. */

const forbidden = new Set(['__proto__', 'prototype', 'constructor']);

/** Splits "=state.a.b" (the '=' of schemaVersion 2 is optional) into its keys. */
export function splitPath(path: string): string[] {
  return path.replace(/^=\s*/, '').split('.').filter(Boolean);
}

/** Reads the value at a key path; missing places read as undefined. */
export function getAt(root: unknown, keys: readonly (string | number)[]): unknown {
  let cur = root;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Returns a copy of root with value written at the key path, creating objects on the way; shares untouched branches. */
export function setAt(root: unknown, keys: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined) return value;
  if (forbidden.has(String(head))) throw new Error(`cannot write \`${String(head)}\``);
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = root.slice();
    copy[head] = setAt(root[head], rest, value);
    return copy;
  }
  const base = root !== null && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  return { ...base, [head]: setAt(Object.hasOwn(base, head) ? base[head] : undefined, rest, value) };
}
