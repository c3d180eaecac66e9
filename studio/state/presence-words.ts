/** Who else has a screen open, in words: the header's "Also open: …" and the warning before sending an edit. */
import type { Presence } from '../studio-api.ts';

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Also open: Ana (editing), Bo", or '' when nobody else has the screen open. */
export function alsoOpenText(others: readonly Presence[]): string {
  if (others.length === 0) return '';
  return `Also open: ${others.map((o) => (o.editing ? `${o.name} (editing)` : o.name)).join(', ')}`;
}

/** "Ana is editing this screen too — submitting may overwrite their work", or '' when nobody else is editing it. */
export function othersEditingWarning(others: readonly Presence[], doing = 'submitting'): string {
  const editing = others.filter((o) => o.editing).map((o) => o.name);
  if (editing.length === 0) return '';
  return `${namesInWords(editing)} ${editing.length === 1 ? 'is' : 'are'} editing this screen too — ${doing} may overwrite their work.`;
}
