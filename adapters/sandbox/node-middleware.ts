/** Mounts the sandbox in a connect-style server (Vite dev and preview) under its base path. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Sandbox } from './create-sandbox.ts';

/** A connect-style middleware. */
export type ConnectMiddleware = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Hands requests under the sandbox's base path to it and passes everything else on. */
export function sandboxMiddleware(sandbox: Sandbox): ConnectMiddleware {
  const listener = getRequestListener((req) => sandbox.fetch(req));
  const base = sandbox.basePath;
  return (req, res, next) => {
    // connect strips a mount path from req.url; the sandbox routes on the full path.
    const url = req.originalUrl ?? req.url ?? '/';
    const path = url.split('?')[0] ?? '';
    if (base && path !== base && !path.startsWith(base + '/')) return next();
    req.url = url;
    listener(req, res).catch(next);
  };
}
