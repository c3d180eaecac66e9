/**
 * Vite config for the borrower app: React, the sandbox lender at /api, and (dev and preview) the published screens at
 * /screens, the capability manifest at /capabilities.json and the studio's API at /studio-api. `vite build` copies
 * screens/*.json into dist/screens/ and writes dist/capabilities.json, so a static host serves both.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { createSandbox } from './adapters/sandbox/create-sandbox.ts';
import { sandboxMiddleware } from './adapters/sandbox/node-middleware.ts';
import { createStudioApi } from './adapters/sandbox/studio-api.ts';
import { studioApiMiddleware } from './adapters/sandbox/studio-api-middleware.ts';

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
  return (
    typeof entry.path === 'string' &&
    typeof entry.screen === 'string' &&
    (entry.example === undefined || typeof entry.example === 'string')
  );
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

function mount(server: Server): void {
  const sandbox = createSandbox();
  server.middlewares.use('/api', sandboxMiddleware(sandbox));
  server.middlewares.use(studioApiMiddleware(createStudioApi({ scenarios: sandbox.scenarios })));
  printScreenUrls(server);
}

/** Dev and preview only: the sandbox is referenced from here, never from app code, so it stays out of dist/. */
function hatidDevBackend(): Plugin {
  return {
    name: 'hatid-dev-backend',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}

/** The CSP sources of a VITE_HATID_HOSTS list ('a.example' that host, '.a.example' it and its subdomains). */
function hostSources(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^\.?[a-z0-9.-]+$/.test(h))
    .flatMap((h) => (h.startsWith('.') ? [h.slice(1), `*${h}`] : [h]));
}

/** The origin of an absolute address (VITE_HATID_API_BASE, VITE_HATID_SCREENS_BASE); nothing for a path. */
function originOf(address: string | undefined): string[] {
  try {
    return address && /^https?:\/\//i.test(address) ? [new URL(address).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The borrower app's Content-Security-Policy: scripts only from this origin (no inline script, no eval), styles from
 * this origin plus the <style> elements the dialogs' scroll lock inserts (style attributes stay refused), pictures and
 * frames from this origin and the allowed hosts, requests to this origin and the lender API's.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const hosts = hostSources(env.VITE_HATID_HOSTS);
  const connect = [...originOf(env.VITE_HATID_API_BASE), ...originOf(env.VITE_HATID_SCREENS_BASE)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    ['img-src', "'self'", 'data:', 'blob:', ...hosts].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    ['frame-src', "'self'", ...hosts].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Preview only (the production build as a host serves it): every page of the app under the strict CSP. */
function hatidContentSecurityPolicy(): Plugin {
  return {
    name: 'hatid-content-security-policy',
    configurePreviewServer(server) {
      const policy = contentSecurityPolicy(server.config.env);
      server.middlewares.use((req, res, next) => {
        // The sandbox lender's own pages (agreements, checkout) under /api carry their own, stricter policies.
        if (!req.url?.startsWith('/api/')) res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
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

export default defineConfig({
  plugins: [react(), hatidDevBackend(), hatidStaticFiles(), hatidContentSecurityPolicy()],
  // The build's version (package.json), sent as ?app= with every screen request: the server picks what this build can draw.
  define: { 'import.meta.env.VITE_HATID_APP_VERSION': JSON.stringify((JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version) },
  server: { port: 5173 },
  // Both pages' dependencies (the studio's CodeMirror, diff, jsonc-parser, radix-ui, …) are pre-bundled when the dev
  // server starts, so opening /studio/ on a cold server never re-optimizes and reloads the page; and local build
  // outputs (storybook-static/, playwright-report/) are not crawled.
  optimizeDeps: { entries: ['index.html', 'studio/index.html'] },
  preview: { port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true },
});
