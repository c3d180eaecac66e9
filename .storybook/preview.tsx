/**
 * Storybook preview: the app's design tokens around every story, an MSW service worker answering /api from the
 * sandbox lender, reset before each story to `parameters.sandbox.scenario` (default 'default'), a widget story's args
 * taken from its JSON node (see stories/support/node-args.ts), and axe run on every story: a violation fails its test.
 */
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import '../renderer/react/theme.css';
import './docs.css';
import { sandboxHandlers } from '../adapters/sandbox/msw-handlers.ts';
import { setWordTable } from '../renderer/core/i18n/app-words.ts';
import { languageOf, setLanguage } from '../renderer/core/i18n/language.ts';
import { argsOfNode } from '../stories/support/node-args.ts';
import { storySandbox } from './story-sandbox.ts';
import { timeouts } from '../tests/setup/timeouts.ts';

// Play functions' findBy…/waitFor give up after the suite's one limit (tests/setup/timeouts.ts), not testing-library's
// 1 s: with the e2e stage running beside the story tests (load average 27), a screen story's first draw outlasted 1 s.
configure({ asyncUtilTimeout: timeouts.asyncUtil });

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
  // The toolbar's Language switch: every story drawn in English or Filipino (screens and the app's own words).
  globalTypes: {
    lang: {
      description: 'The language the borrower reads',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fil', title: 'Filipino' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: {
    layout: 'fullscreen',
    // 'error': the story tests (addon-vitest) fail on any axe violation; the a11y panel lists them in Storybook. In the
    // story tests axe details only the violations (every rule still runs, passes and needs-review keep one node each):
    // the selectors and snippets of every passing node were about a sixth of Chromium's CPU there.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK === 'true' ? { options: { resultTypes: ['violations'] } } : {}) },
    // Screens in the order a borrower meets them: joining, borrowing, repaying, getting help.
    options: {
      storySort: {
        order: [
          'Foundations',
          'Widgets',
          'Screens',
          [
            'Joining',
            ['Promotion', 'Joint login failed'],
            'Borrowing',
            ['Loan confirm', 'Loan confirm v2', 'Bank binding', 'Loan agreement'],
            'Repaying',
            [
              'Order details',
              'Repayment way',
              'Repayment by period',
              'Rollover repayment',
              'Repayment by code',
              'Repayment by code v2',
              'Payment instructions',
              'Pay with an e-wallet',
            ],
            'Help',
            ['Customer service', 'Complaint entry', 'Complaint description', 'Complaint list', 'Complaint detail'],
            'Website',
            'Tools',
          ],
        ],
      },
    },
  },
  argsEnhancers: [
    ({ parameters }) => {
      const hatid = parameters.hatid as { node?: unknown; widget?: string } | undefined;
      return argsOfNode(hatid?.node, hatid?.widget);
    },
  ],
  loaders: [
    async ({ parameters, globals }) => {
      const language = languageOf(globals.lang) ?? 'en';
      setLanguage(language);
      setWordTable(language === 'fil' ? (await import('../renderer/core/i18n/fil-words.ts')).filWords : undefined);
      await startWorker();
      storySandbox.reset(scenarioOf(parameters));
      return {};
    },
  ],
};

export default preview;
