/**
 * How `npm run lighthouse` serves a build: as `vite preview` does (the root's config: CSP, sandbox lender) with the
 * built files sent precompressed as `npm run serve` sends them (lighthouse-precompressed.ts), over plain HTTP/1.1, over
 * HTTP/1.1 with TLS, or over HTTP/2 with TLS (Vite's preview server with a certificate; ALPN picks h2).
 */
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { preview, type Plugin } from 'vite';
import { freePort } from './free-port.ts';
import type { TlsPair } from './lighthouse-cert.ts';
import { limitPages, type Protocol } from './lighthouse-pages.ts';
import { styleAttributesFor } from './lighthouse-peer-csp.ts';
import { precompressedFiles } from './lighthouse-precompressed.ts';

/** A served build: its origin and how to stop it. */
export interface Served {
  base: string;
  close(): Promise<void>;
}

/**
 * Serves the build in `outDir` with the config of `configRoot` over `protocol` (TLS ones need `tls`); `plugins` add to
 * it (the server-drawn pages: lighthouse-first-views.ts).
 */
export async function serveBuild(
  configRoot: string,
  outDir: string,
  protocol: Protocol,
  tls: TlsPair | undefined,
  plugins: Plugin[] = [],
): Promise<Served> {
  if (protocol !== 'h1' && !tls) throw new Error(`${protocol} needs a certificate`);
  const port = await freePort();
  const server = await preview({
    root: configRoot,
    logLevel: 'warn',
    build: { outDir },
    plugins: [styleAttributesFor(`/${limitPages.divkit}`), precompressedFiles(outDir), ...plugins],
    preview: { host: '127.0.0.1', port, strictPort: true, open: false, ...(protocol === 'h2' ? { https: tls } : {}) },
  });
  if (protocol !== 'h1-tls') return { base: `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`, close: () => server.close() };
  // Vite's TLS server always offers h2, so HTTP/1.1 over TLS is Node's https server in front of the same middlewares.
  const https = createHttpsServer({ key: tls?.key, cert: tls?.cert }, server.middlewares);
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${(https.address() as AddressInfo).port}`,
    async close() {
      https.closeAllConnections();
      await new Promise((resolve) => https.close(resolve));
      await server.close();
    },
  };
}
