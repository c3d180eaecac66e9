// ESLint: TypeScript's recommended rules, the rules of hooks, and the architecture's never-arrows
// (docs/architecture.md): core imports no React, widgets, adapters or the composition root; widgets, the React binding
// and the preview never reach adapters (a composition root wires them: app/, or a tool's own); adapters never reach the
// UI; nothing the composition root (app/) wires imports it (renderer/, widgets/, adapters/, checks/); nothing of the app
// reaches the sandbox lender, and the sandbox reaches nothing of the client. Around the renderer: the server never
// reaches the studio, the scripts or the tests, and takes of app/ only types and the screen loader; the studio (a
// browser app) takes only types of the server and nothing of checks/ (Node) or scripts/; scripts/ take only types of
// the studio; checks/ reads only where the files are of the server; the preview and the fixture harness never reach
// the studio, the server, the scripts or checks/, and of app/ the fixture harness takes only the screen loader.
// Import cycles are checked after ESLint by scripts/import-cycles.ts (`npm run lint`), over the files ESLint lints: keep
// its list of ignores the same as the one below (tests/unit/lint/import-cycles.test.ts compares them).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** A no-restricted-imports rule refusing imports whose path matches `regex`, saying why. */
const never = (...rules) => ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }];

const react = [
  '^react(-dom)?(/|$)|generated/widget-props',
  'The core is React-free: React (and the widget prop types) live in renderer/react and widgets/.',
];
const uiFromCore = ['(^|/)(renderer/)?react/|(^|/)widgets/', 'The core never imports the React binding or widgets.'];
const adaptersFromCore = ['(^|/)adapters/', 'The core talks to the world through ports (renderer/core/ports.ts), never adapters.'];
const adaptersFromWidgets = ['(^|/)adapters/', 'Widgets never call adapters: they run actions, and ports do the rest.'];
const adaptersFromRenderer = ['(^|/)adapters/', 'Adapters are wired into ports by a composition root (app/, a tool), never by the renderer.'];
const uiFromAdapters = ['^react(-dom)?(/|$)|(^|/)widgets/|(^|/)renderer/react/', 'Adapters never import the UI.'];
const sandbox = ['(^|/)adapters/sandbox(/|$)', 'The app never imports the sandbox lender (it stands in for the real one).'];
/** app/ is the composition root: it wires the renderer, widgets and adapters, so none of them imports it. */
const appFrom = (who) => ['(^|/)app/', `${who} never imports the composition root (app/ wires it, not the other way).`];
const appButLoaderFromHarness = [
  '(^|/)app/(?!load-screen\\.ts$)',
  'The fixture harness takes of the composition root only the screen loader (app/load-screen.ts); it wires its own ports.',
];
const toolsFromCore = ['(^|/)(studio|server|scripts|checks|fixtures|fixture-harness|preview)/', 'The core imports nothing of the tools built on it.'];
const studioFromServer = ['(^|/)studio/', 'The server never imports the studio (a browser app); shared shapes live in schemas/ or the core.'];
const scriptsFrom = (who) => ['(^|/)scripts/', `${who} never imports scripts/: what both need moves out (document checks: checks/).`];
const testsFrom = (who) => ['(^|/)tests/', `${who} never imports tests/.`];
const checksFromStudio = ['(^|/)checks/', 'checks/ runs in Node (it reads schemas/ from disk): the studio asks the server to check a text.'];
const serverValuesFromStudio = ['(^|/)server/', 'The studio takes only types of the server (import type); it talks to it over HTTP (studio-api.ts).'];
const serverFromChecks = ['(^|/)server/(?!app-paths\\.ts$)', 'checks/ reads of the server only where the files are (server/app-paths.ts).'];
const toolsFromHarness = (who) => [
  '(^|/)(studio|server|scripts|checks)/',
  `${who} runs inside the page and the fixture replay: it never reaches the studio, the server, scripts/ or checks/.`,
];
const appValuesFromServer = [
  '(^|/)app/(?!load-screen\\.ts$|preload-app-modules\\.ts$)',
  "The server takes only types of app/ (and the screen loader and the lazy modules' preload, for the fixture replay): it draws first views with the bundle scripts/build-server.ts builds from app/ssr/.",
];
/** @typescript-eslint's form of `never`, whose type-only imports (`import type`) pass. */
const neverValues = (...rules) => ['error', { patterns: rules.map(([regex, message]) => ({ regex, message, allowTypeImports: true })) }];
/**
 * Time reaches the core, the React binding and widgets only through the clock port (renderer/core/ports.ts's ClockPort:
 * now, wallTime, setTimeout, clearTimeout), so tests, stories, fixture replays and the server's first view drive it.
 */
const viaClock = 'Read time and set timers through the clock port (ports.clock in the core, useClock() in the binding and widgets).';
const timeThroughClock = {
  'no-restricted-globals': ['error', ...['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].map((name) => ({ name, message: viaClock }))],
  'no-restricted-properties': [
    'error',
    ...['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].flatMap((property) =>
      ['window', 'globalThis', 'self'].map((object) => ({ object, property, message: viaClock })),
    ),
    { object: 'Date', property: 'now', message: viaClock },
    { object: 'performance', property: 'now', message: viaClock },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `new Date() reads the time. ${viaClock}` },
    { selector: "CallExpression[callee.name='Date']", message: `Date() reads the time. ${viaClock}` },
  ],
};
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // Tests may type loosely, and Playwright's `use…` helpers are not React hooks.
  { files: ['tests/**', 'stories/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['tests/e2e/**', 'tests/setup/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['renderer/core/**'],
    rules: { 'no-restricted-imports': never(react, uiFromCore, adaptersFromCore, sandbox, appFrom('The core'), toolsFromCore) },
  },
  { files: ['widgets/**'], rules: { 'no-restricted-imports': never(adaptersFromWidgets, appFrom('A widget')) } },
  {
    files: ['adapters/**'],
    ignores: ['adapters/sandbox/**'],
    rules: { 'no-restricted-imports': never(uiFromAdapters, sandbox, appFrom('An adapter')) },
  },
  { files: ['renderer/react/**'], rules: { 'no-restricted-imports': never(adaptersFromRenderer, appFrom('The React binding')) } },
  { files: ['app/**'], rules: { 'no-restricted-imports': never(sandbox) } },
  { files: ['adapters/sandbox/**'], rules: { 'no-restricted-imports': never(uiFromAdapters, clientFromSandbox, appFrom('The sandbox')) } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': never(studioFromServer, scriptsFrom('The server'), testsFrom('The server')),
      '@typescript-eslint/no-restricted-imports': neverValues(appValuesFromServer),
    },
  },
  {
    files: ['studio/**'],
    rules: {
      'no-restricted-imports': never(checksFromStudio, scriptsFrom('The studio'), testsFrom('The studio'), sandbox),
      '@typescript-eslint/no-restricted-imports': neverValues(serverValuesFromStudio),
    },
  },
  {
    files: ['checks/**'],
    rules: { 'no-restricted-imports': never(serverFromChecks, scriptsFrom('checks/'), testsFrom('checks/'), appFrom('checks/')) },
  },
  {
    files: ['scripts/**'],
    rules: { '@typescript-eslint/no-restricted-imports': neverValues(['(^|/)studio/', 'scripts/ take only types of the studio.']) },
  },
  {
    files: ['renderer/preview/**'],
    rules: { 'no-restricted-imports': never(toolsFromHarness('The preview'), adaptersFromRenderer, appFrom('The preview')) },
  },
  // The fixture harness drives real time on purpose (its fixture clock); the preview's recording ports are a clock.
  { files: ['renderer/core/**', 'renderer/react/**', 'widgets/**'], rules: timeThroughClock },
  {
    files: ['renderer/fixture-harness/**'],
    rules: { 'no-restricted-imports': never(toolsFromHarness('The fixture harness'), appButLoaderFromHarness) },
  },
);
