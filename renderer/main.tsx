/** The borrower app's entry: wires the adapters and mounts the app shell. */
import { createRoot } from 'react-dom/client';
import './react/theme.css';
import { App } from './app/app.tsx';
import { createBrowserPorts, currentQuery } from './app/browser-ports.ts';
import { nativeLog } from '../adapters/native-log.ts';
import { setWordTable } from './core/i18n/app-words.ts';
import { chooseLanguage, setLanguage } from './core/i18n/language.ts';
import { UrlPolicyContext } from './react/url-policy-context.ts';

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
  const draw = () =>
    createRoot(root).render(
      <UrlPolicyContext.Provider value={urlPolicy}>
        <App ports={ports} feedbackStore={feedbackStore} devConsole={!hasBridge} />
      </UrlPolicyContext.Provider>,
    );
  if (language === 'fil') {
    // The app's own Filipino words are their own chunk, waited for so nothing is drawn in English first.
    document.documentElement.lang = 'fil';
    import('./core/i18n/fil-words.ts')
      .then(
        (m) => setWordTable(m.filWords),
        () => undefined,
      )
      .then(draw);
  } else draw();
}
