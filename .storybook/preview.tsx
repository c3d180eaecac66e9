/**
 * Storybook preview: the app's design tokens around every story, and an MSW service worker answering /api from the
 * sandbox lender, reset before each story to `parameters.sandbox.scenario` (default 'default').
 */
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import '../renderer/react/theme.css';
import { sandboxHandlers } from '../adapters/sandbox/msw-handlers.ts';
import { storySandbox } from './story-sandbox.ts';

const worker = setupWorker(...sandboxHandlers(storySandbox, '/api'));
let workerStarted: Promise<unknown> | undefined;

function startWorker(): Promise<unknown> {
  workerStarted ??= worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return workerStarted;
}

function scenarioOf(parameters: Record<string, unknown>): string {
  const sandbox = parameters.sandbox;
  if (typeof sandbox === 'object' && sandbox !== null && 'scenario' in sandbox && typeof sandbox.scenario === 'string') {
    return sandbox.scenario;
  }
  return 'default';
}

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ parameters }) => {
      await startWorker();
      storySandbox.reset(scenarioOf(parameters));
      return {};
    },
  ],
};

export default preview;
