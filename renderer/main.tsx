/** The borrower app's entry: wires the adapters and mounts the app shell. */
import { createRoot } from 'react-dom/client';
import './react/theme.css';
import { App } from './app/app.tsx';
import { createBrowserPorts } from './app/browser-ports.ts';

type BridgeWindow = Window & { android?: unknown; webkit?: { messageHandlers?: unknown } };

const root = document.getElementById('root');
if (root) {
  const { ports, feedbackStore } = createBrowserPorts();
  const w = window as BridgeWindow;
  const hasBridge = Boolean(w.android || w.webkit?.messageHandlers);
  createRoot(root).render(<App ports={ports} feedbackStore={feedbackStore} devConsole={!hasBridge} />);
}
