/** Which lazily loaded widgets a screen needs before it is drawn: those in the page's flow, not in its dialogs. */

/**
 * Widgets drawn over the page (closed when a screen opens): what they hold never moves the page when it loads, so the
 * app does not wait for their chunks (`preloadWidgetsOf(doc, overlayWidgets)`).
 */
export const overlayWidgets: ReadonlySet<string> = new Set(['dialog', 'sheet']);
