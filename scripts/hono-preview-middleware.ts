/**
 * A Hono app as a Vite preview server middleware (connect style): a GET or HEAD it answers with anything but 404 is sent
 * as it is (status, headers, body); everything else goes on to the next middleware. `npm run lighthouse` puts the
 * server's own code in front of Vite's preview with it (lighthouse-first-views.ts, lighthouse-precompressed.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';

/** A connect middleware as Vite's preview server takes it. */
export type PreviewMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Answers a GET or HEAD with `app` unless it answers 404; `wanted` picks the requests it is asked at all. */
export function honoMiddleware(app: Hono, wanted: (pathname: string) => boolean = () => true): PreviewMiddleware {
  const answer = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const url = new URL(req.url, 'http://127.0.0.1');
    if (!wanted(url.pathname)) return next();
    const headers = new Headers();
    // HTTP/2's pseudo-headers (:path, :authority…) are no header names to fetch's Headers.
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
    const response = await app.fetch(new Request(url, { method: req.method, headers }));
    if (response.status === 404) return next();
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  return (req, res, next) => {
    answer(req, res, next).catch(next);
  };
}
