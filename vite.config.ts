/** Vite config for the borrower app: React, the sandbox lender at /api and live screen JSON at /screens. */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { createSandbox } from './adapters/sandbox/create-sandbox.ts';
import { sandboxMiddleware } from './adapters/sandbox/node-middleware.ts';

const screensDir = fileURLToPath(new URL('./screens/', import.meta.url));
const screenFile = /^\/([A-Za-z0-9_-]+)\.json$/;

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

/** Serves screens/<id>.json fresh from disk (404 when missing), so an edited screen shows on the next load. */
function serveScreens(): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const [path = '', search] = (req.url ?? '').split('?');
    const match = screenFile.exec(path);
    // Vite's own module requests (/screens/x.json?import) are the app's bundled copy: leave them to Vite.
    if (!match || search !== undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    readFile(`${screensDir}${match[1]}.json`).then(
      (body) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: `No screen "${match[1]}".` }));
      },
    );
  };
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
  server.middlewares.use('/api', sandboxMiddleware(createSandbox()));
  server.middlewares.use('/screens', serveScreens());
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

export default defineConfig({
  plugins: [react(), hatidDevBackend()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true },
});
