/** Keeping typed or pasted text within a maximum length (shared by the textarea and the one-line fields). */

/** Keeps an edit within `max` characters: refuses it when the text was already full, else cuts the inserted part to fit. */
export function limitEdit(previous: string, next: string, caret: number, max: number | undefined): string {
  if (max === undefined || next.length <= max) return next;
  if (previous.length >= max) return previous;
  const overflow = next.length - max;
  const cut = Math.max(0, Math.min(caret, next.length) - overflow);
  return next.slice(0, cut) + next.slice(cut + overflow);
}
