/** The borrower app's entry: wires the adapters and mounts the app shell. */
import { createRoot } from 'react-dom/client';
import './react/theme.css';
import { App } from './app/app.tsx';
import { createBrowserPorts } from './app/browser-ports.ts';
import { UrlPolicyContext } from './react/url-policy-context.ts';

type BridgeWindow = Window & { android?: unknown; webkit?: { messageHandlers?: unknown } };

const root = document.getElementById('root');
if (root) {
  const { ports, feedbackStore, urlPolicy } = createBrowserPorts();
  const w = window as BridgeWindow;
  const hasBridge = Boolean(w.android || w.webkit?.messageHandlers);
  createRoot(root).render(
    <UrlPolicyContext.Provider value={urlPolicy}>
      <App ports={ports} feedbackStore={feedbackStore} devConsole={!hasBridge} />
    </UrlPolicyContext.Provider>,
  );
}
