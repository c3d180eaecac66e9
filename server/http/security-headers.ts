/** Headers every answer of the server carries, and the page policy for everything but the sandbox lender's own pages. */
import type { MiddlewareHandler } from 'hono';

/** nosniff and no-referrer on every answer; the CSP (with frame-ancestors) on every answer outside /api/. */
export function securityHeaders(policy: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // The sandbox lender's agreement and checkout pages under /api carry their own, stricter policies.
    if (!c.req.path.startsWith('/api/') && !c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy);
  };
}
