/**
 * The ClockPort over the global timers and performance.now (looked up at each call, so vitest fake timers drive it).
 * Time is monotonic: changing the device's date or time moves nothing. A webview in the background throttles or
 * pauses timers; when the page is shown again, every timer already due runs at once instead of whenever the
 * throttled timer happens to fire, so countdowns catch up the moment the borrower returns.
 */
import type { ClockPort } from '../renderer/core/ports.ts';

interface Pending {
  fn: () => void;
  due: number;
  native: ReturnType<typeof setTimeout>;
}

/** Milliseconds from a monotonic clock (performance.now), never the device's wall clock when that is available. */
function monotonic(): number {
  return typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now();
}

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Creates a clock over performance.now, setTimeout and clearTimeout that catches up when the page is shown again; its
 * wallTime is the device's date (Date.now), which now() is not.
 */
export function createClock(): ClockPort {
  const pending = new Map<object, Pending>();
  let watching = false;

  /** Runs, in order, the timers whose time has come while the page was hidden. */
  const catchUp = () => {
    if (pageHidden()) return;
    const now = monotonic();
    const due = [...pending].filter(([, p]) => p.due <= now).sort(([, a], [, b]) => a.due - b.due);
    for (const [handle, p] of due) {
      if (!pending.delete(handle)) continue;
      globalThis.clearTimeout(p.native);
      try {
        p.fn();
      } catch (err) {
        // Reported as an uncaught error, like a throw from a real timer, without stopping the other timers.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  };

  const watch = () => {
    if (watching || typeof document === 'undefined') return;
    watching = true;
    document.addEventListener('visibilitychange', catchUp);
    globalThis.addEventListener?.('pageshow', catchUp);
  };

  return {
    now: monotonic,
    wallTime: () => Date.now(),
    setTimeout(fn, ms) {
      watch();
      const handle = {};
      const native = globalThis.setTimeout(() => {
        if (pending.delete(handle)) fn();
      }, ms);
      pending.set(handle, { fn, due: monotonic() + ms, native });
      return handle;
    },
    clearTimeout(handle) {
      if (typeof handle !== 'object' || handle === null) return;
      const p = pending.get(handle);
      if (!p) return;
      pending.delete(handle);
      globalThis.clearTimeout(p.native);
    },
  };
}

/** The app's clock. */
export const clock: ClockPort = createClock();

/** The longest a frame is waited for (a page kept from painting, such as one in the background, must not hold calls). */
const paintWaitMs = 100;

/** True where the browser reports the page's largest paints (each once its frame has been presented). */
const reportsLargestPaint = () =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Settles once the next frame is on the display. Where the browser reports the page's largest paints, at the next one
 * it reports: its entry comes once that frame has been presented (the opened page's data is its largest paint on the
 * borrower pages), which the second animation frame only approaches — on a busy phone the frame can reach the display
 * later, and a call sent at that frame shared the network with the paint still to come. Elsewhere at the second
 * animation frame from now. Never later than 100 ms (a page kept from painting, or whose next paint is not its largest).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || pageHidden()) return void globalThis.setTimeout(resolve, 0);
    let observer: PerformanceObserver | undefined;
    const done = () => {
      globalThis.clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = globalThis.setTimeout(done, paintWaitMs);
    if (reportsLargestPaint()) {
      observer = new PerformanceObserver(done);
      observer.observe({ type: 'largest-contentful-paint' });
    } else requestAnimationFrame(() => requestAnimationFrame(done));
  });
}
