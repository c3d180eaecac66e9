/**
 * The checks before any studio API route runs: a body of at most 512 KB (413), and for every write (anything but GET
 * and HEAD) `Content-Type: application/json` (415) and an `Origin` equal to this server's (403 'cross-origin'); so a
 * form or `text/plain` post from another site is refused before it reaches a route. The CSRF token is checked after
 * the session is known (session-guard.ts). Without HATID_PUBLIC_ORIGIN (development only: production refuses to start
 * without it) only a loopback host counts as this server: the Host header is the browser's, so a DNS-rebinding page on
 * evil.example resolving to this server would otherwise be "same-origin".
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from './route-kit.ts';

/** The largest body the studio API reads. */
export const maxBodyBytes = 512 * 1024;

/** True for a method that changes nothing. */
export function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** 413 for a body over 512 KB (by Content-Length or as it streams). */
export const sizeGuard: MiddlewareHandler = bodyLimit({
  maxSize: maxBodyBytes,
  onError: (c) => refuse(c, 413, 'too-large', 'The request is larger than 512 KB; a screen that big is refused.'),
});

/** True for a host name that can only be this machine: localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The origin a browser on this server sends: HATID_PUBLIC_ORIGIN when set, else the request's own when its host is a
 * loopback one; undefined (every write refused) for any other host without HATID_PUBLIC_ORIGIN.
 */
export function expectedOrigin(requestUrl: string, publicOrigin: string | undefined): string | undefined {
  if (publicOrigin) return publicOrigin;
  const url = new URL(requestUrl);
  return isLoopbackHost(url.hostname) ? url.origin : undefined;
}

/** 415 / 403 for a write that is not same-origin JSON. */
export function writeGuard(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (isRead(c.req.method)) return next();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return refuse(c, 415, 'unsupported-media-type', 'Send the request as application/json.');
    const origin = c.req.header('origin');
    const expected = expectedOrigin(c.req.url, publicOrigin);
    if (expected === undefined) {
      const host = new URL(c.req.url).host;
      return refuse(
        c,
        403,
        'cross-origin',
        `This server takes studio writes only on its loopback address until HATID_PUBLIC_ORIGIN is set; ${host} was refused.`,
      );
    }
    if (!origin || origin !== expected) {
      return refuse(c, 403, 'cross-origin', 'This request did not come from the studio’s own page, so it was refused.');
    }
    await next();
  };
}
