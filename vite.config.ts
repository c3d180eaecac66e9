/**
 * Vite config for the borrower app. `npm start` (dev) mounts the real server app (server/http/vite-dev-backend.ts:
 * studio API, live screens, sandbox lender at /api); `vite preview` only the sandbox lender. `vite build` copies
 * screens/*.json into dist/screens/ and writes dist/capabilities.json, so a static host serves both, and writes the
 * Content-Security-Policy into the built index.html as a <meta> (server/http/csp-meta.ts), so every host enforces it.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { hatidCspMeta } from './server/http/csp-meta.ts';
import { hatidDevBackend } from './server/http/vite-dev-backend.ts';
import { paymentHostsWarning } from './server/payment-hosts.ts';
import { compressBuild } from './scripts/compress-plugin.ts';
import { routeHints } from './scripts/route-hints-plugin.ts';
import { chunkFiles } from './scripts/chunk-files-plugin.ts';
import { testPreviewGate } from './scripts/test-preview-gate.ts';

const screensDir = fileURLToPath(new URL('./screens/', import.meta.url));
const capabilitiesFile = fileURLToPath(new URL('./schemas/generated/capabilities.json', import.meta.url));

type Server = ViteDevServer | PreviewServer;

/** One entry of screens/routes.json (only the fields the URL list needs). */
interface RouteEntry {
  path: string;
  screen: string;
  example?: string;
}

function isRouteEntry(value: unknown): value is RouteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.path === 'string' && typeof entry.screen === 'string' && (entry.example === undefined || typeof entry.example === 'string');
}

async function readRoutes(): Promise<RouteEntry[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(`${screensDir}routes.json`, 'utf8'));
    return Array.isArray(parsed) ? parsed.filter(isRouteEntry) : [];
  } catch {
    return [];
  }
}

/** After Vite prints its own URLs, lists one openable URL per route of screens/routes.json. */
function printScreenUrls(server: Server): void {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    void readRoutes().then((routes) => {
      if (routes.length === 0) return;
      const base = (server.resolvedUrls?.local[0] ?? 'http://localhost:5173/').replace(/\/$/, '');
      const lines = routes.map((r) => `  ${r.screen.padEnd(28)} ${base}${r.path}${r.example ?? ''}`);
      server.config.logger.info(`\n  Screens:\n${lines.join('\n')}\n`);
    });
  };
}

/** Dev and preview: one openable URL per route after Vite's own. */
function screenUrls(): Plugin {
  return { name: 'hatid-screen-urls', configureServer: printScreenUrls, configurePreviewServer: printScreenUrls };
}

/** Build only: the screens (dist/screens/*.json) and this build's capability manifest (dist/capabilities.json). */
function hatidStaticFiles(): Plugin {
  return {
    name: 'hatid-static-files',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'capabilities.json', source: await readFile(capabilitiesFile, 'utf8') });
      for (const name of (await readdir(screensDir)).filter((n) => n.endsWith('.json')).sort()) {
        this.emitFile({ type: 'asset', fileName: `screens/${name}`, source: await readFile(`${screensDir}${name}`, 'utf8') });
      }
    },
  };
}

/**
 * Build: refuses to build while a bundled screen (screens/*.json) fails a check of `npm run validate`. The app draws a
 * document equal to its bundled copy without validating it again on the phone (app/ready-bundled-copy.ts).
 */
function bundledScreensCheck(): Plugin {
  return {
    name: 'hatid-bundled-screens-check',
    apply: 'build',
    // What lets the app trust a copy equal to a bundled one (app/config.ts): set only where this check runs.
    config: () => ({ define: { 'import.meta.env.HATID_BUNDLED_SCREENS_CHECKED': 'true' } }),
    async buildStart() {
      const { validateScreenText } = await import('./checks/validate-screen-text.ts');
      const problems: string[] = [];
      for (const name of (await readdir(screensDir)).filter((n) => n.endsWith('.json') && n !== 'routes.json').sort()) {
        for (const p of validateScreenText(await readFile(`${screensDir}${name}`, 'utf8'), name.slice(0, -'.json'.length)))
          if (p.severity === 'error') problems.push(`screens/${name}:${p.line}:${p.column}  ${p.pointer || '/'}  ${p.message}`);
      }
      if (problems.length) this.error(`a bundled screen is not valid (npm run validate):\n${problems.join('\n')}`);
    },
  };
}

/**
 * Build: the route table the app bundles (screens/routes.json) without each route's `example` query, which only people
 * read (the dev server's URL list, Lighthouse's pages): 0.2 KB gzip less in the entry chunk.
 */
function routeTableWithoutExamples(): Plugin {
  return {
    name: 'hatid-route-table',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]screens[\\/]routes\.json$/ },
      handler: (code) => JSON.stringify((JSON.parse(code) as Record<string, unknown>[]).map(({ example: _example, ...route }) => route)),
    },
  };
}

/** Build: warns loudly when no payment provider host is set (VITE_HATID_PAYMENT_HOSTS), before anything is bundled. */
function paymentHostsCheck(): Plugin {
  let warning: string | null = null;
  let warn = (text: string) => console.warn(text);
  return {
    name: 'hatid-payment-hosts',
    apply: 'build',
    configResolved(config) {
      warning = paymentHostsWarning(loadEnv(config.mode, config.envDir, config.envPrefix ?? 'VITE_'));
      warn = (text) => config.logger.warn(text);
    },
    buildStart() {
      if (warning) warn(`\n${warning}\n`);
    },
  };
}

/** The modules of the chunk that hydrates and readies a screen's first drawing (vite.config.ts's groups). */
const firstDrawingModules =
  /[\\/](app[\\/](hydrate|hydrated-event|ready-bundled-copy|in-flow-widgets)\.ts|renderer[\\/]react[\\/](shaped-skeleton\.tsx|skeleton-shape\.ts|pending-reads\.ts|registry\.ts)|renderer[\\/]core[\\/](i18n[\\/]translations|i18n[\\/]localize-document|document-types)\.ts)$/;
/**
 * The modules of the lender clients' chunk: the API and the answer checks (not what the entry or the first-call module
 * import). axios (adapters/http/axios-clients.ts) is a chunk of its own: a page the server drew takes its first answers
 * without it and asks for it once another request needs it (adapters/http/clients.ts).
 */
const lenderClientModules =
  /[\\/](adapters[\\/]http[\\/](create-api|check-answer|clients|field-aliases|encode-request|endpoints|idempotency-keys|borrower-text|read-answer)\.ts|adapters[\\/]redact-sensitive\.ts|schemas[\\/]generated[\\/]validators[\\/]answers\.ts)$/;

// The developer test page ships in a build only with VITE_HATID_TEST_PREVIEW=1 (scripts/test-preview-gate.ts).
const testPreview = testPreviewGate();

export default defineConfig({
  // hatidCspMeta: the CSP as a <meta> in the built index.html, for hosts that send no header. Build only: the dev
  // server's React refresh needs an inline script, which the policy refuses.
  // bundledScreensCheck: the bundled screens pass `npm run validate` (the app trusts a document equal to one of them).
  // routeHints: per-route modulepreload hints from a small external script (no inline script: the CSP stays strict).
  // chunkFiles: the files of the lazy chunks the code names as 'hatid-chunk:<module>', imported again from another address after a failure.
  // compressBuild: a .br and a .gz beside every file that compresses (npm run serve sends them).
  plugins: [
    react(),
    hatidDevBackend(),
    hatidStaticFiles(),
    bundledScreensCheck(),
    hatidCspMeta(),
    routeTableWithoutExamples(),
    paymentHostsCheck(),
    screenUrls(),
    testPreview,
    routeHints({ routesFile: `${screensDir}routes.json`, screensDir, keepRoute: testPreview.keepRoute }),
    chunkFiles(),
    compressBuild(),
  ],
  // The build's version (package.json), sent as ?app= with every screen request: the server picks what this build can draw.
  define: {
    'import.meta.env.VITE_HATID_APP_VERSION': JSON.stringify(
      (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version,
    ),
  },
  // wouter's use-sync-external-store shim (for React before 18) → React 19's own hook, the one the shim hands out anyway.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./renderer/react/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173 },
  // Both pages' dependencies (the studio's CodeMirror, diff, jsonc-parser, radix-ui, …) are pre-bundled when the dev
  // server starts, so opening /studio/ on a cold server never re-optimizes and reloads the page; and local build
  // outputs (storybook-static/, playwright-report/) are not crawled.
  optimizeDeps: { entries: ['index.html', 'studio/index.html'] },
  preview: { port: 4173 },
  // No modulepreload polyfill: every webview the app supports (Chromium 66 and later) knows rel="modulepreload".
  // The validators nearly every screen needs (envelope, actions, shared definitions, and the six widget types most screens
  // use) are one chunk, not nine: fewer requests on the way to a screen's first drawing (6.9 KB gzip together).
  build: {
    outDir: 'dist',
    // A font stays a file of its own (assets/, cached for a year): inlined it would be a data: URL, which the CSP's
    // font-src 'self' refuses, and it would weigh on the entry CSS of every page instead of loading only when needed.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page's first lender calls (app/first-call.ts) are an entry of their own: a page the server drew names
      // that small file first, so the calls leave before the app's chunks have arrived; the app imports the same file.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'first-call': fileURLToPath(new URL('./app/first-call.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'validate-common',
              test: /schemas[\\/]generated[\\/]validators[\\/]validate-(screen|action|defs|widget-(stack|text|button|cell|repeat|image))\.js$/,
            },
            // What a page the server drew waits for before hydrating (app/hydrate.ts, the readying of its document, the
            // shaped loading view) and what a data call waits for (the lender clients, the answer checks):
            // one chunk each instead of four and three, since every page that loads one loads the others at the same
            // moment, and over HTTP/1.1 each request waits for one of six connections (issue 31). Only these modules:
            // what they import from the entry stays there (a group that took its dependencies would pull entry modules
            // in, and the entry would then import the whole group).
            { name: 'first-drawing', test: firstDrawingModules, includeDependenciesRecursively: false },
            { name: 'lender-clients', test: lenderClientModules, includeDependenciesRecursively: false },
            // What the entry and the first-call module share with lazy chunks (react and its JSX runtime, the app's
            // words, the page and session query): rolldown made each a chunk of its own (rolldown issue #10731), four
            // requests beside the entry on HTTP/1.1's six connections, each taking a share of the link while the entry
            // downloads. One chunk: Lighthouse's order details 2.05-2.12 -> 1.91-1.93 s (docs/performance-log-issue-31.md).
            {
              name: 'boot',
              test: /node_modules[\\/]react[\\/]|renderer[\\/]core[\\/]i18n[\\/]app-words\.ts$|adapters[\\/]http[\\/](page|session)-query\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
