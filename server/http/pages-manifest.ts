/**
 * The pages manifest the borrower build writes (dist/hatid-pages.json, scripts/route-hints-plugin.ts) for the server
 * that draws a page's first view (first-view-pages.ts): per route, the chunks to preload and the stylesheets of its lazy
 * widgets drawn in the page's flow, and the first-call module.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Its file name in dist/. */
export const pagesManifestFile = 'hatid-pages.json';

/** What a page of each route needs before its first drawing. */
export interface PagesManifest {
  /** The app's base path ('/'). */
  base: string;
  /** The app's own words in Filipino (renderer/core/i18n/fil-words.ts) and what they import: a page drawn in Filipino names them. */
  filWords?: string[];
  /**
   * The later script (scripts/route-hints-plugin.ts laterScript, assets/route-hints-later-<hash>.js): what a page asked for
   * later other than "/" names instead of the route hints script; its name changes only with its code.
   */
  laterScript?: string;
  /** The first-call module (app/first-call.ts), assets/… */
  firstCall: string | null;
  /** What the first-call module imports (shared with the app): preloaded beside it, or its calls wait behind every chunk. */
  firstCallImports?: string[];
  /**
   * Files routes need early: before the route's own (hydrating), the lender clients (only for a route whose screen
   * loads data: a manifest without `clients` has them in `before`) and after (readying, loading view), and the latter's CSS.
   * `axios`: the lender clients' axios, named only by a page that loads data without first calls: a page with them
   * takes their answers without it and asks for it once another request needs it (adapters/http/clients.ts); a manifest without
   * `axios` has it in `clients`.
   */
  common: { before: string[]; clients?: string[]; axios?: string[]; after: string[]; css: string[] };
  /**
   * Per route path: its own files (document, answer checks, in-flow widgets) and their stylesheets; `loads: false`
   * when its screen makes no lender call as it opens (the public website, About us): no lender clients are preloaded;
   * `late: true` for a page of the public website among them: drawn whole by the server, it asks for the app's scripts
   * only once its pictures are painted (the route hints script does: scripts/route-hints-plugin.ts). A borrower page is
   * asked for so too when its drawing waits for nothing but controls (decided per page: first-view-page.ts's isLate).
   */
  routes: Record<string, { files: string[]; css: string[]; loads?: false; late?: true }>;
}

/** True when the built app has what pages with first views need (a build from before them has no pages manifest). */
export function hasPagesManifest(appDir: string): boolean {
  return fs.existsSync(path.join(appDir, pagesManifestFile)) && fs.existsSync(path.join(appDir, 'index.html'));
}

/** The route path of the manifest a page path belongs to (the same matching as the app's, without #hash routes). */
export function routePathOf(manifest: PagesManifest, pathname: string): string {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const have = trim(pathname);
  for (const routePath of Object.keys(manifest.routes)) {
    if (routePath.startsWith('#')) continue;
    const want = trim(routePath);
    if (want === have || (want !== '/' && have.startsWith(`${want}/`))) return routePath;
  }
  return pathname;
}
