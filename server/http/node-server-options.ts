/**
 * How `npm run serve` listens. With HATID_TLS_CERT and HATID_TLS_KEY (paths of PEM files) it serves HTTP/2 over TLS,
 * still answering HTTP/1.1 clients on the same port (ALPN); without them, plain HTTP/1.1 (behind a proxy that ends TLS).
 */
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';

/** The part of @hono/node-server's serve() options that chooses the Node server. */
export type NodeServerChoice = { createServer: typeof createSecureServer; serverOptions: { cert: Buffer; key: Buffer; allowHTTP1: true } };

/** The server choice of the environment: `tls` with the options to spread into serve(), or plain. Throws when only one is set. */
export function nodeServerOptions(env: {
  HATID_TLS_CERT?: string;
  HATID_TLS_KEY?: string;
}): { tls: false } | { tls: true; options: NodeServerChoice } {
  const certFile = env.HATID_TLS_CERT || undefined;
  const keyFile = env.HATID_TLS_KEY || undefined;
  if (!certFile && !keyFile) return { tls: false };
  if (!certFile || !keyFile) throw new Error('HATID_TLS_CERT and HATID_TLS_KEY go together: set both (PEM files) or neither.');
  return {
    tls: true,
    options: { createServer: createSecureServer, serverOptions: { cert: readFileSync(certFile), key: readFileSync(keyFile), allowHTTP1: true } },
  };
}
