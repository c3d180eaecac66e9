/**
 * The Vite plugin that gives `npm start` (the dev server) the real server: the same Hono app as `npm run serve`
 * (studio API, delivery, sandbox lender at /api) on the embedded database, without the built pages (Vite serves the
 * sources). `vite preview` gets only the sandbox lender and the CSP header: no studio API, nothing that writes.
 */
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import { sandboxMiddleware } from '../../adapters/sandbox/node-middleware.ts';
import { createServerApp } from '../create-server-app.ts';
import { loadFixtureCatalog } from '../studio-api/fixture-catalog.ts';
import { createServices } from '../create-services.ts';
import { databaseOptionsFromEnv } from '../db/open-database.ts';
import { firstAdminHint } from '../first-admin-hint.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

const screenFile = /^\/(staging\/)?screens\/[A-Za-z0-9_-]+\.json$/;

/** True for a request the server app answers in dev: /studio-api, /api, the live screens (a query such as ?import is Vite's own module request) and the manifest. */
export function isServerRequest(url: string, method: string | undefined): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt >= 0 ? url.slice(0, queryAt) : url;
  if (pathname === '/studio-api' || pathname.startsWith('/studio-api/') || pathname === '/api' || pathname.startsWith('/api/')) return true;
  const read = method === 'GET' || method === 'HEAD';
  const query = queryAt >= 0 ? url.slice(queryAt + 1) : '';
  const appQueryOnly = query === '' || /^app=[^&]*$/.test(query);
  return read && appQueryOnly && (screenFile.test(pathname) || pathname === '/capabilities.json');
}

async function mountDev(server: ViteDevServer): Promise<void> {
  const services = await createServices({ database: databaseOptionsFromEnv(process.env), authSecret: process.env.HATID_AUTH_SECRET || undefined });
  const app = createServerApp(services, {
    sandbox: true,
    env: server.config.env,
    fixtures: loadFixtureCatalog(),
  });
  const listener = getRequestListener((req) => app.fetch(req));
  server.middlewares.use((req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    if (!isServerRequest(url, req.method)) return next();
    req.url = url;
    listener(req, res).catch(next);
  });
  server.httpServer?.once('close', () => void services.close());
  void firstAdminHint(services.database.db).then((hint) => hint && server.config.logger.info(hint));
}

function mountPreview(server: PreviewServer): void {
  server.middlewares.use('/api', sandboxMiddleware(createSandbox({ paymentOrigin: process.env.HATID_SANDBOX_PAYMENT_ORIGIN })));
  const policy = contentSecurityPolicy(server.config.env);
  server.middlewares.use((req, res, next) => {
    // The sandbox lender's own pages (agreements, checkout) under /api carry their own, stricter policies.
    if (!req.url?.startsWith('/api/')) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
}

/** Dev: the server app; preview: the sandbox lender and the page headers. Never part of a build. */
export function hatidDevBackend(): Plugin {
  return {
    name: 'hatid-dev-backend',
    configureServer: mountDev,
    configurePreviewServer: mountPreview,
  };
}
