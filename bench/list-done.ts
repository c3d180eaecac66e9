/**
 * When a long list counts as drawn, robust to a renderer that virtualises it: its first item is drawn, and either all
 * `count` items are (the last one holding `lastText`) or the items drawn so far reach the bottom of what shows them
 * (the viewport, or the list's own scrolling box): what a virtualised list draws of a long list, a full screen.
 */
export function listDrawn(target: HTMLElement, itemSelector: string, firstText: string, lastText: string, count: number): boolean {
  const items = target.querySelectorAll(itemSelector);
  if (items.length === 0 || !(items[0]!.textContent ?? '').includes(firstText)) return false;
  const last = items[items.length - 1]!;
  if (items.length >= count) return (last.textContent ?? '').includes(lastText);
  const bottom = last.getBoundingClientRect().bottom;
  const box = scrollingBox(last, target);
  return bottom >= window.innerHeight || (box !== null && bottom >= box.getBoundingClientRect().bottom);
}

/** The nearest ancestor of `el` (inside `stop`) that scrolls its content, or null. */
function scrollingBox(el: Element, stop: HTMLElement): Element | null {
  for (let at = el.parentElement; at && at !== stop; at = at.parentElement) {
    const overflow = getComputedStyle(at).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return at;
  }
  return null;
}

/** How many list items (matching `itemSelector`) were drawn. */
export function drawnItems(target: HTMLElement, itemSelector: string): number {
  return target.querySelectorAll(itemSelector).length;
}
