/**
 * One log line and the request metrics per HTTP request: request id (the caller's X-Request-Id when it is a plain
 * token, else a new one; sent back), method, route pattern, status, duration, and for studio requests the signed-in
 * staff member's id. 5xx answers log at error, probes at debug (they come every few seconds), the rest at info.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../observability/create-metrics.ts';
import type { Logger } from '../observability/create-logger.ts';
import { answerHeader } from './node-answer.ts';
import { requestHeader } from './request-header.ts';

/** Paths whose requests are logged at debug. */
const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** A request id a caller (a proxy) may set: letters, digits and -_.:, at most 128. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's route pattern (bounded, for metric labels), e.g. /screens/:file{…}; 'unmatched' when no route answered. */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    const route = routePath(c);
    return route && route !== '*' && route !== '/*' ? route : c.res.status === 404 ? 'unmatched' : route || 'unmatched';
  } catch {
    return 'unmatched';
  }
}

/** The middleware, first in the app. */
export function requestLog(logger: Logger, metrics?: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const sent = requestHeader(c, 'x-request-id');
    const reqId = sent && requestIdPattern.test(sent) ? sent : randomUUID();
    answerHeader(c, 'X-Request-Id', reqId);
    let failed: unknown;
    try {
      await next();
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = failed ? 500 : c.res.status;
      const route = routeOf(c);
      const method = c.req.method;
      metrics?.requests.inc({ method, route, status });
      metrics?.duration.observe({ method, route, status }, seconds);
      const actor = (c.get as (key: string) => unknown)('actor') as { id?: string } | undefined;
      const line = {
        reqId,
        method,
        route,
        path: c.req.path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(actor?.id ? { actorId: actor.id } : {}),
        ...(failed ? { err: failed } : {}),
      };
      if (status >= 500) logger.error(line, 'request failed');
      else if (quietPaths.has(c.req.path)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
