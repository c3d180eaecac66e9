/**
 * What a drawn screen may need later: the chunks of the lazy widgets its first drawing did not wait for (those in its
 * dialogs and sheets, ready-bundled-copy.ts's `in-flow`), asked for once its data is in and the main thread is idle.
 */
import { typesInDocument } from '../core/document-types.ts';
import { builtinWidgets } from '../react/generated/builtin-widgets.ts';
import type { WidgetRegistry } from '../react/widget-registry.ts';

/** Runs a task later, when the main thread is idle. */
export type WhenIdle = (task: () => void) => void;

// Within 2 s even on a busy page, so a dialog opened by a tap rarely waits for its chunk.
const idleWithin = 2000;

/** After the next frame is painted (the screen's data reaches the display first), the browser's idle callback, else a timer. */
export const whenIdle: WhenIdle = (task) => {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: idleWithin }) : setTimeout(task, 0));
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0));
  else idle();
};

const asked = new WeakSet<object>();

/**
 * Starts loading, once the main thread is idle, every lazy widget a drawn document uses (those already in cost nothing);
 * once per document. A dialog drawn open before they arrive loads its own chunk, as any lazy widget does.
 */
export function preloadRest(doc: object, idle: WhenIdle = whenIdle, widgets: Readonly<WidgetRegistry> = builtinWidgets): void {
  if (asked.has(doc)) return;
  asked.add(doc);
  idle(() => {
    for (const type of typesInDocument(doc).all) {
      const widget: unknown = Object.hasOwn(widgets, type) ? widgets[type as keyof WidgetRegistry] : undefined;
      // A failure is left to the widget's own retry when it is drawn.
      if (typeof widget === 'function' && 'preload' in widget && typeof widget.preload === 'function')
        void (widget.preload as () => Promise<void>)().catch(() => undefined);
    }
  });
}
