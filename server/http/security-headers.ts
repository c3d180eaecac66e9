/** Headers every answer of the server carries, and the page policy for everything but the sandbox lender's own pages. */
import type { MiddlewareHandler } from 'hono';
import { answerHeader } from './node-answer.ts';

/** nosniff and no-referrer on every answer; the CSP (with frame-ancestors) on every answer outside /api/. */
export function securityHeaders(policy: string): MiddlewareHandler {
  return async (c, next) => {
    // Set before the route answers, so they are part of the response it makes (setting them after would copy it); on Node,
    // on Node's response (node-answer.ts).
    answerHeader(c, 'X-Content-Type-Options', 'nosniff');
    answerHeader(c, 'Referrer-Policy', 'no-referrer');
    // The sandbox lender's agreement and checkout pages under /api carry their own, stricter policies.
    if (!c.req.path.startsWith('/api/')) answerHeader(c, 'Content-Security-Policy', policy);
    await next();
  };
}
