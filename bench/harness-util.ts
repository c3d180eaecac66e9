/** Small page-side helpers of the benchmark harness: waiting on the DOM, medians, counting elements. */

/** Resolves once `done()` holds, checking after every DOM mutation under `target`; rejects after `timeoutMs`. */
export function until(target: HTMLElement, done: () => boolean, timeoutMs = 120_000): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the case did not finish drawing within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (done()) {
        clearTimeout(timer);
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** The median of a list of numbers (NaN when empty). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Resolves on the next macrotask, so pending effects and timers of the previous step run first. */
export const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** The number of elements in an HTML fragment. */
export function countNodes(html: string): number {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content.querySelectorAll('*').length;
}

/** Whether the page's text holds every one of `texts`. */
export function hasAll(target: HTMLElement, texts: readonly string[]): boolean {
  const shown = target.textContent ?? '';
  return texts.every((t) => shown.includes(t));
}
