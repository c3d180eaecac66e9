/**
 * How `npm run lighthouse` sends the built files: as `npm run serve` does (server/http/static-pages.ts, the same code),
 * the .br or .gz the build wrote beside each file (scripts/compress-plugin.ts: Brotli quality 11, gzip level 9) when the
 * browser accepts it, with the server's Cache-Control and Vary. Vite's preview server alone compresses on the fly with
 * gzip at its default level only (@polka/compression), which no borrower of the deployed server receives: Chromium
 * asks `gzip, deflate, br, zstd` of 127.0.0.1 too, so the measured pages got ~13 KB more of entry chunk than a phone does.
 * Pages (paths without an extension, and the .html limit pages with the preview's page headers) are left to the
 * preview server and the first-view plugin.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isPageRequest, staticPages } from '../server/http/static-pages.ts';
import { honoMiddleware } from './hono-preview-middleware.ts';

/** True for a request path naming a file (it has an extension) other than a page. */
function namesFile(pathname: string): boolean {
  return !isPageRequest(pathname) && !pathname.endsWith('.html');
}

/** The plugin: the files of the build in `outDir` sent as the deployed server sends them. */
export function precompressedFiles(outDir: string): Plugin {
  // No studio in a Lighthouse build: its folder is one that does not exist, so /studio/ is left to the preview server.
  const app = staticPages({ app: outDir, studio: path.join(outDir, '.no-studio') });
  return {
    name: 'hatid-lighthouse-precompressed',
    configurePreviewServer(server) {
      server.middlewares.use(honoMiddleware(app, (pathname) => namesFile(pathname) && existsSync(path.join(outDir, decodeURIComponent(pathname)))));
    },
  };
}
