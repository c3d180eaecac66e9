/**
 * The borrower app's entry: wires the adapters and mounts the app shell. A page the server drew (its first view,
 * app/first-view.ts) is hydrated: the same drawing is attached to the HTML already there, never drawn again; a
 * mismatch between the two is reported as an error (app/hydrate.ts), not silently redrawn.
 */
import { createRoot } from 'react-dom/client';
import '../renderer/react/theme.css';
import { App } from './app.tsx';
import { createBrowserPorts, currentQuery } from './browser-ports.ts';
import { nativeLog } from '../adapters/native-log.ts';
import { readFirstView, type FirstView } from './first-view.ts';
import { setWordTable } from '../renderer/core/i18n/app-words.ts';
import { chooseLanguage, languageKey, languageOf, setLanguage } from '../renderer/core/i18n/language.ts';
import { keepLanguageCookie } from '../adapters/language-cookie.ts';
import { UrlPolicyContext } from '../renderer/react/url-policy-context.ts';

type BridgeWindow = Window & { android?: unknown; webkit?: { messageHandlers?: unknown } };

const root = document.getElementById('root');
if (root) {
  // Native calls are recorded for the developer console only (development builds).
  const { ports, feedbackStore, urlPolicy } = createBrowserPorts(import.meta.env.DEV ? { nativeLog } : {});
  const w = window as BridgeWindow;
  const hasBridge = Boolean(w.android || w.webkit?.messageHandlers);
  // The launcher's lang, else the one kept on the device, else the browser's (core/i18n/language.ts).
  const language = chooseLanguage(currentQuery(), ports.storage, navigator.language);
  setLanguage(language);
  // The choice kept on the device, kept for the server too: a later page without `lang` is drawn in it.
  keepLanguageCookie(languageOf(ports.storage.get(languageKey)));
  // The server draws its first view in the language the app chooses as far as it can know it (the page's `lang`, the
  // kept choice's cookie, the browser's Accept-Language): the app hydrates a page drawn in its own language; one in
  // another (a choice kept before the cookie was) is drawn afresh, from the same inlined document (the screen loader
  // takes it as the fresh copy either way: it is not fetched again).
  const inlined = readFirstView();
  const firstView = inlined && (inlined.language ?? 'en') === language ? inlined : null;
  const app = (drawn?: FirstView) => (
    <UrlPolicyContext.Provider value={urlPolicy}>
      <App ports={ports} feedbackStore={feedbackStore} devConsole={!hasBridge} firstView={drawn} />
    </UrlPolicyContext.Provider>
  );
  const draw = () => createRoot(root).render(app());
  // The app's own Filipino words are their own chunk, waited for so nothing is drawn in English first; true once set.
  let worded = Promise.resolve(true);
  if (language === 'fil') {
    document.documentElement.lang = 'fil';
    worded = import('../renderer/core/i18n/fil-words.ts').then(
      (m) => {
        setWordTable(m.filWords);
        return true;
      },
      () => false,
    );
  }
  // Hydrating is its own chunk (a page the server drew names it for preloading): pages the app draws never load it. A
  // page drawn in Filipino whose words could not be had is drawn afresh (hydrating it with English words would differ).
  if (firstView)
    Promise.all([import('./hydrate.ts'), worded]).then(
      ([m, ok]) => (ok ? m.hydrateFirstView(root, app, firstView, ports.logger) : draw()),
      () => draw(),
    );
  else void worded.then(draw);
}
