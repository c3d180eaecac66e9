/**
 * A request header read without a Headers object: from Node's own parsed headers when the request came through
 * @hono/node-server (`c.env.incoming`), else from the Request (app.request in tests, the Vite dev server). The Request
 * @hono/node-server hands to Hono makes its Headers — every header of the request checked and copied — at the first
 * c.req.header(): 1.8 µs of a page or screen request, which reads four of them. Node joins a repeated header with ", "
 * as Headers does (a repeated Cookie with "; ", as a cookie header is written).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

/** The value of the request header `name` (lower case), or undefined when the request has none. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const headers = (c.env as { incoming?: { headers?: IncomingHttpHeaders } } | undefined)?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
