// ESLint: TypeScript's recommended rules, the rules of hooks, no import cycles, and the architecture's never-arrows
// (README "How it fits together"): core imports no React, widgets or adapters; widgets never reach adapters; adapters
// never reach the UI; nothing of the app reaches the sandbox lender, and the sandbox reaches nothing of the client.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

/** A no-restricted-imports rule refusing imports whose path matches `regex`, saying why. */
const never = (...rules) => ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }];

const react = [
  '^react(-dom)?(/|$)|generated/widget-props',
  'The core is React-free: React (and the widget prop types) live in renderer/react and widgets/.',
];
const uiFromCore = ['(^|/)(renderer/)?react/|(^|/)widgets/', 'The core never imports the React binding or widgets.'];
const adaptersFromCore = ['(^|/)adapters/', 'The core talks to the world through ports (renderer/core/ports.ts), never adapters.'];
const adaptersFromWidgets = ['(^|/)adapters/', 'Widgets never call adapters: they run actions, and ports do the rest.'];
const uiFromAdapters = ['^react(-dom)?(/|$)|(^|/)widgets/|(^|/)renderer/react/', 'Adapters never import the UI.'];
const sandbox = ['(^|/)adapters/sandbox(/|$)', 'The app never imports the sandbox lender (it stands in for the real one).'];
const clientFromSandbox = [
  '^\\.\\./http/|(^|/)adapters/http/',
  'The sandbox lender never shares code with the client it stands in for: it routes and encodes by its own table (lender-routes.ts).',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-studio/**',
      'dist-server/**',
      'storybook-static/**',
      'schemas/generated/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.hatid-*/**',
      'node_modules/**',
      'public/**',
      '.storybook/public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
  },
  // Tests may type loosely, and Playwright's `use…` helpers are not React hooks.
  { files: ['tests/**', 'stories/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['tests/e2e/**', 'tests/setup/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The node tree is recursive: a node's view draws its body, whose children and repeats draw node views again.
  {
    files: [
      'renderer/react/node-view.tsx',
      'renderer/react/node-body.tsx',
      'renderer/react/repeat-view.tsx',
      'renderer/react/virtual-repeat.tsx',
      'renderer/react/widget-view.tsx',
    ],
    rules: { 'import-x/no-cycle': 'off' },
  },
  { files: ['renderer/core/**'], rules: { 'no-restricted-imports': never(react, uiFromCore, adaptersFromCore, sandbox) } },
  { files: ['widgets/**'], rules: { 'no-restricted-imports': never(adaptersFromWidgets) } },
  { files: ['adapters/**'], ignores: ['adapters/sandbox/**'], rules: { 'no-restricted-imports': never(uiFromAdapters, sandbox) } },
  { files: ['renderer/react/**', 'renderer/app/**', 'renderer/*.ts', 'renderer/*.tsx'], rules: { 'no-restricted-imports': never(sandbox) } },
  { files: ['adapters/sandbox/**'], rules: { 'no-restricted-imports': never(uiFromAdapters, clientFromSandbox) } },
);
