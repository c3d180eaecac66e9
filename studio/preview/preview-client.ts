/**
 * The borrower app as the studio's preview (started by preview-main.ts on studio/preview.html, inside the iframe named
 * `hatid-studio-preview`): mounts once the studio sends `init`, draws the studio's draft for its screen, and reports
 * native calls, API calls, navigations, toasts and the borrower's taps and typing back to the studio. In inspect mode
 * (the studio's `inspect` message) a click selects the widget under it instead (inspect-mode.ts). What the app draws is
 * seen through the renderer's inspection port (renderer/preview/inspection.tsx), given in the app's ports: the drawn
 * nodes for inspect mode and the review phones, each screen's store for the data panel.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { nativeLog } from '../../adapters/native-log.ts';
import { App } from '../../app/app.tsx';
import type { Route } from '../../renderer/core/routes.ts';
import { createBrowserPorts, currentQuery } from '../../app/browser-ports.ts';
import { prepareScreen, type LoadedScreen } from '../../app/load-screen.ts';
import { defaultScreenLoader, type ScreenLoader } from '../../app/screen-loader.ts';
import { setWordTable } from '../../renderer/core/i18n/app-words.ts';
import { languageOf, setLanguage } from '../../renderer/core/i18n/language.ts';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import { createInspection, withInspection, type DrawnNode } from '../../renderer/preview/inspection.tsx';
import { startInspector } from './inspect-mode.ts';
import { offerInspection } from './frame-inspection.ts';
import { readStudioMessage, type PreviewEvent, type StudioMessage } from './preview-protocol.ts';
import { reportNativeCalls, reportingPorts, scenarioFetch } from './preview-ports.ts';
import { recordSteps } from './step-recorder.ts';
import { sessionOf } from '../data/preview-values.ts';
import { createValuesReporter } from '../data/values-reporter.ts';

/** Sends one event to the studio (the parent window, same origin only). */
function reportToStudio(event: PreviewEvent): void {
  try {
    window.parent.postMessage({ source: 'hatid-preview', ...event }, window.location.origin);
  } catch (err) {
    console.error('[hatid preview] could not report to the studio', err);
  }
}

/**
 * A loader drawing the draft for the studio's screen and loading every other screen as the app does; `onDraft` gets
 * each loaded draft (what the inspector reads pointers against).
 */
export function draftLoader(
  current: () => StudioMessage | null,
  fallback: ScreenLoader = defaultScreenLoader,
  onDraft?: (loaded: LoadedScreen) => void,
): ScreenLoader {
  return (id, logger) => {
    const message = current();
    if (!message || id !== message.screenId) return fallback(id, logger);
    // A copy: the app must never change the studio's draft object, nor one draft leak into the next.
    const loaded = prepareScreen(structuredClone(message.document), logger);
    if (!onDraft) return loaded;
    return loaded.then((l) => {
      onDraft(l);
      return l;
    });
  };
}

/**
 * The pointer in the studio's text of a node drawn from the loaded draft, or undefined when the node is not the draft's
 * (the preview went on to another screen). Unknown widgets replaced by their fallbacks move places: originOf maps back.
 */
export function draftPointer(loaded: LoadedScreen | null, drawn: DrawnNode): string | undefined {
  if (!loaded?.ok || valueAt(loaded.document, drawn.pointer) !== drawn.node) return undefined;
  return loaded.originOf ? loaded.originOf(drawn.pointer) : drawn.pointer;
}

/** Starts the preview in `root`: says ready, mounts on `init`, draws again on `draft`. */
export function startPreviewClient(root: HTMLElement): void {
  let current: StudioMessage | null = null;
  let loadedDraft: LoadedScreen | null = null;
  let drawn = 0;
  // The sandbox lender at /api, whatever lender the build's VITE_HATID_API_BASE names: scenarios exist only there.
  const { ports, feedbackStore, urlPolicy } = createBrowserPorts({
    fetch: scenarioFetch(() => current?.scenario ?? 'default'),
    apiBaseURL: '/api',
    nativeLog,
  });
  const session = () => sessionOf(currentQuery());
  const values = createValuesReporter(reportToStudio, () => current, session);
  const inspection = createInspection();
  const previewPorts = withInspection(reportingPorts(ports, reportToStudio, { session, onAnswer: values.answer }), inspection);
  // The review phones outline changed widgets from the studio's window (same origin): they read the drawn nodes here.
  offerInspection(window, inspection);
  const loadScreen = draftLoader(
    () => current,
    defaultScreenLoader,
    (loaded) => {
      loadedDraft = loaded;
    },
  );
  const inspector = startInspector(window, {
    container: root,
    drawnNodes: inspection.drawnNodes,
    pointerOf: (node) => draftPointer(loadedDraft, node),
    onSelect: (pointer, widget) => reportToStudio({ type: 'select', pointer, widget }),
  });
  // The page's lang (a query row the studio may set, as the launcher does) picks the language the preview draws in; the
  // studio's own browser language and anything kept on the device do not.
  const language = languageOf(currentQuery().lang) ?? 'en';
  setLanguage(language);
  const filWords =
    language === 'fil'
      ? import('../../renderer/core/i18n/fil-words.ts').then(
          (m) => setWordTable(m.filWords),
          () => undefined,
        )
      : undefined;
  // A route the app's table does not know (a screen made in the studio) is the draft's: the studio put the page there.
  const draftRoute = async (): Promise<Route[]> => {
    const hash = window.location.hash.split('?')[0] ?? '';
    return current ? [{ path: /^#\/./.test(hash) ? hash : window.location.pathname, screen: current.screenId }] : [];
  };
  const reactRoot = createRoot(root);
  // The data panel's live values: the store of the screen drawn, each time a new one is.
  let stopWatching = () => {};
  inspection.onScreen((screen) => {
    stopWatching();
    stopWatching = values.watch(current?.screenId ?? '', screen.store);
  });
  const draw = () => {
    drawn += 1;
    values.reset();
    // A new key mounts the app afresh: the draft's screen is loaded again and starts from its first state.
    const app = createElement(App, { key: drawn, ports: previewPorts, feedbackStore, devConsole: false, loadScreen, moreRoutes: draftRoute });
    reactRoot.render(createElement(UrlPolicyContext.Provider, { value: urlPolicy }, app));
    reportToStudio({ type: 'location', href: window.location.pathname + window.location.search + window.location.hash });
  };

  window.addEventListener('message', (event) => {
    const message = readStudioMessage(event, window.location.origin, window.parent);
    if (message?.type === 'inspect') return inspector.set(message.on, message.selected);
    if (!message || (message.type === 'draft' && current === null)) return;
    current = message;
    if (filWords) void filWords.then(draw);
    else draw();
  });
  reportNativeCalls(nativeLog, reportToStudio);
  recordSteps(document, (step) => reportToStudio({ type: 'step', step }));
  reportToStudio({ type: 'ready' });
}
