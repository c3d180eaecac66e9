/** Mounts the studio API app (studio-api.ts) in a connect-style server (Vite dev and preview). */
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ConnectMiddleware } from './node-middleware.ts';

const screenFile = /^\/screens\/[A-Za-z0-9_-]+\.json$/;

/**
 * Hands the studio API (`/studio-api/…`), the live screens (`/screens/<id>.json` without a query: with one, such as
 * `?import`, it is Vite's own module request for the bundled copy) and `/capabilities.json` to the app; passes
 * everything else on.
 */
export function studioApiMiddleware(app: Hono): ConnectMiddleware {
  const listener = getRequestListener((req) => app.fetch(req));
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
    const read = req.method === 'GET' || req.method === 'HEAD';
    const ours =
      path === '/studio-api' ||
      path.startsWith('/studio-api/') ||
      (read && queryAt < 0 && (screenFile.test(path) || path === '/capabilities.json'));
    if (!ours) return next();
    req.url = url;
    listener(req, res).catch(next);
  };
}
