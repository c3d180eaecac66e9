/**
 * A page maker (server/http/first-view-page.ts) over a built app of a few lines in a temporary folder: its index.html
 * and pages manifest as a test gives them, the first views drawn by the app's own first-view module from source.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as bundle from '../../app/ssr/render-first-view.tsx';
import { loadBundledDocument } from '../../app/bundled-screens.ts';
import { createPageMaker } from '../../server/http/first-view-page.ts';
import { pagesManifestFile, type PagesManifest } from '../../server/http/pages-manifest.ts';
import type { ScreenDocument } from '../../schemas/generated/types.ts';

/** Common files of a test manifest: hydrating, and the lender clients (and axios) of a page that loads data. */
export const testCommon: PagesManifest['common'] = {
  before: ['assets/first-drawing-A.js'],
  clients: ['assets/lender-clients-A.js'],
  axios: ['assets/axios-clients-A.js'],
  after: [],
  css: [],
};

/** The maker, the page of an address (its head and its drawn part), and the folder's removal (afterAll). */
export function testPageMaker(routes: PagesManifest['routes'], indexHtml: string, more: Partial<PagesManifest> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-page-maker-'));
  const manifest: PagesManifest = { base: '/', firstCall: 'assets/first-call-A.js', firstCallImports: [], common: testCommon, routes, ...more };
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, pagesManifestFile), JSON.stringify(manifest));
  const maker = createPageMaker({ appDir: dir, module: bundle, env: {} });
  return {
    /** `withoutFirstCalls`: as the server draws a page whose first calls it cannot name. */
    async pageOf(address: string, { withoutFirstCalls = false } = {}) {
      const url = new URL(address, 'http://localhost');
      const route = bundle.pageRoute(url.pathname);
      if (!route) throw new Error(`no route for ${address}`);
      const document = (await loadBundledDocument(route.screen)) as ScreenDocument;
      // A version of its own: a version's page is drawn once (first-view-page.ts keeps it).
      const calls = withoutFirstCalls ? { calls: [], fill: [] } : await bundle.firstCalls(document);
      const page = await maker.draw({
        routePath: url.pathname,
        screen: route.screen,
        version: 0,
        etag: withoutFirstCalls ? '"b-no-calls"' : '"b"',
        document,
        calls,
        url,
      });
      const html = page.body.toString();
      return { head: html.slice(0, html.indexOf('</head>')), drawn: html.slice(html.indexOf('<div id="root">')) };
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
