/**
 * Answers without Headers objects where the server runs on Node (@hono/node-server). Hono keeps the headers middleware
 * sets before a route answers (c.header) in a Headers object and copies an answer's own headers into it, each checked
 * and lower-cased, and @hono/node-server then copies them all out again into a record for Node: ~4 µs of a page or a
 * screen's JSON. On Node, the headers every answer carries (the request id, the security headers) go on Node's response
 * at once (answerHeader; an answer's header of the same name still replaces one), and an answer whose headers are a
 * plain record (a page, a screen's JSON) is a Response made with that record (plainAnswer), which @hono/node-server
 * writes as it is. Without Node (app.request in tests) both are Hono's own c.header and c.body.
 */
import type { ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { Context } from 'hono';

/** Node's response of the request, when it came through @hono/node-server. */
function nodeResponse(c: Context): ServerResponse | Http2ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse | Http2ServerResponse } | undefined)?.outgoing;
}

/** Sets a header of the answer before the route answers (middleware), as c.header does. */
export function answerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/** A 200 with its body and every header of its own, as c.body(body, 200, headers) makes it. */
export function plainAnswer(c: Context, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>): Response {
  return nodeResponse(c) ? new Response(body, { status: 200, headers }) : c.body(body, 200, headers);
}
