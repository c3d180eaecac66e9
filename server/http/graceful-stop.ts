/**
 * A graceful stop for the Node server: no new connections, requests under way finish (HTTP/1.1 answers then say
 * `Connection: close`, HTTP/2 sessions get GOAWAY), idle keep-alive connections are closed, and whatever is still open
 * after the time limit is cut. Resolves once the server has closed.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import type { ServerType } from '@hono/node-server';

/** What a drain did: whether the time limit cut connections that were still busy. */
export interface DrainResult {
  forced: boolean;
}

/** Prepares `server` for a graceful stop; call the result to stop it (at most `timeoutMs` for requests under way). */
export function gracefulStop(server: ServerType): (timeoutMs: number) => Promise<DrainResult> {
  const sessions = new Set<ServerHttp2Session>();
  let stopping = false;
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  // HTTP/1.1 answers not yet begun: once stopping, each tells its client not to send more on its connection.
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor !== 1) return;
    if (stopping) return closeAfter(res);
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return (timeoutMs) =>
    new Promise<DrainResult>((resolve) => {
      stopping = true;
      for (const res of unanswered) closeAfter(res);
      const http = server as HttpServer & Partial<Http2SecureServer>;
      let forced = false;
      const sweep = setInterval(() => http.closeIdleConnections?.(), 50);
      const limit = setTimeout(() => {
        forced = true;
        http.closeAllConnections?.();
        for (const session of sessions) session.destroy();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(limit);
        resolve({ forced });
      });
      http.closeIdleConnections?.();
      for (const session of sessions) session.close();
    });
}
