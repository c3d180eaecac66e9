/**
 * Readying a screen document that is the copy built into the app (or equal to it) without validating it at run time:
 * every bundled copy was checked when the app was built (vite.config.ts refuses to build with an invalid screen), so
 * the validators and the validation code are not downloaded nor run for the common case of an unchanged screen. A
 * document that differs from the bundled copy still goes through load-screen.ts's prepareScreen.
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';
import { afterPaint } from '../adapters/clock.ts';
import { loadTapHandlers } from '../renderer/core/actions/handlers.ts';
import { typesInDocument } from '../renderer/core/document-types.ts';
import { currentLanguage, type Language } from '../renderer/core/i18n/language.ts';
import { localizeScreen } from '../renderer/core/i18n/localize-document.ts';
import { preloadWidgetTypes } from '../renderer/react/registry.ts';
import { preloadVirtualRepeat } from '../renderer/react/repeat-view.tsx';
import { overlayWidgets } from './in-flow-widgets.ts';
import type { LoadedScreen, ScreenSource } from './load-screen.ts';

/**
 * Which lazy widgets the screen loads and waits for before it is handed over: `all` (stories, tests, replays: nothing
 * suspends when drawn, no tap waits for its action handlers) or `in-flow` (the app: only those drawn in the page's
 * flow; a dialog's or sheet's chunk is asked for once the drawn screen's data is in (`rest`, called by app.tsx), so on
 * a slow network it does not share the bandwidth with what the first drawing waits for, and nothing in the page moves
 * when it arrives).
 */
export type WidgetWait = 'all' | 'in-flow';

/** Runs a task later, when the main thread is idle. */
export type WhenIdle = (task: () => void) => void;

// Within 2 s even on a busy page, so a dialog opened by a tap rarely waits for its chunk.
const idleWithin = 2000;

/**
 * Once the next frame is on the display (afterPaint: the screen's data reaches the display first, its frame presented,
 * not merely drawn), the browser's idle callback, else a timer.
 */
export const whenIdle: WhenIdle = (task) => {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: idleWithin }) : setTimeout(task, 0));
  if (typeof requestAnimationFrame === 'function') void afterPaint().then(idle);
  else idle();
};

/**
 * Starts loading the lazy widgets a document needs (see WidgetWait) and returns the types it names (all, for its
 * validators), what to wait for before drawing it (settles whatever happens: a failed chunk retries when drawn) and, for
 * `in-flow`, `rest`: starts the others once the main thread is idle (once; a dialog drawn open before they arrive loads
 * its own chunk, as any lazy widget does), and with them the action handlers only a tap needs (a tap before they
 * arrive waits for them: renderer/core/actions/handlers.ts).
 */
export function preloadScreenWidgets(
  doc: unknown,
  widgetWait: WidgetWait,
  idle: WhenIdle = whenIdle,
): { types: ReadonlySet<string>; wait: Promise<unknown>; rest?: () => void } {
  const types = typesInDocument(doc, overlayWidgets);
  // A repeat may turn out long once its data is in: the list window is asked for too (waited for only with 'all'; with
  // 'in-flow', with the rest: a list drawn long before it is in loads it then, as any lazy widget does).
  const windowed = () => (types.all.has('repeat') ? preloadVirtualRepeat().catch(() => undefined) : undefined);
  // With 'all' the tap's action handlers too (a replay's tap then finds them in, before its clock is advanced).
  if (widgetWait === 'all') {
    return { types: types.all, wait: Promise.all([preloadWidgetTypes(types.all), windowed(), loadTapHandlers().catch(() => undefined)]) };
  }
  let asked = false;
  const rest = () => {
    if (asked) return;
    asked = true;
    idle(() => {
      void preloadWidgetTypes(types.all);
      void windowed();
      // A failed load is asked for again by the tap that needs it.
      loadTapHandlers().catch(() => undefined);
    });
  };
  return { types: types.all, wait: preloadWidgetTypes(types.inFlow), rest };
}

/**
 * Readies a document equal to the bundled copy of its screen (checked at build time): only its widgets are loaded, and
 * its texts put in the language (default the page's).
 */
export async function readyBundledCopy(
  doc: unknown,
  source: ScreenSource,
  widgetWait: WidgetWait = 'all',
  language: Language = currentLanguage(),
): Promise<LoadedScreen> {
  const widgets = preloadScreenWidgets(doc, widgetWait);
  const [document] = await Promise.all([localizeScreen(doc as ScreenDocument, language), widgets.wait]);
  return { ok: true, document, source, preloadRest: widgets.rest };
}

/** The bundled copy drawn as the loading view while the fresh one is on its way, in the page's language. */
export const heldCopy = (doc: ScreenDocument): Promise<ScreenDocument> => localizeScreen(doc, currentLanguage());
