/** JSON Pointers (RFC 6901): how validation errors name a place in a document. */

/** Escapes one key for use in a pointer ('~' → '~0', '/' → '~1'). */
export function escapeToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer made of these keys ('' for the document itself). */
export function toPointer(keys: readonly (string | number)[]): string {
  return keys.map((k) => '/' + escapeToken(k)).join('');
}

/** The keys of a pointer, unescaped. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined when there is none. */
export function valueAt(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const key of parsePointer(pointer)) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}
