/**
 * The built pages: the borrower app from dist/ at / and the studio from dist-studio/ at /studio/. Hashed files under
 * assets/ are cached for a year (immutable); everything else is revalidated (no-cache). A path that is not a file and
 * looks like a page gets its app's index.html, so a deep link such as /loanDetails?productId=7 opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Where the built pages are. */
export interface StaticDirs {
  app: string;
  studio: string;
}

const immutable = 'public, max-age=31536000, immutable';

function cacheControl(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? immutable : 'no-cache';
}

function notBuilt(c: Context, what: string) {
  return c.text(`${what} is not built. Run npm run build, then start the server again.`, 503, { 'Cache-Control': 'no-store' });
}

/** True for a GET of something that looks like a page (no file extension). */
function isPageRequest(requestPath: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(requestPath);
}

/** Serves `root` under `prefix`, falling back to its index.html for page paths. */
function site(root: string, prefix: string, what: string): Hono {
  const app = new Hono();
  const built = fs.existsSync(path.join(root, 'index.html'));
  const strip = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) || '/' : p);
  // serveStatic's onFound runs after its response is made, too late for a header: it is set on the way out instead.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControl(strip(c.req.path)));
  });
  if (built) app.use('*', serveStatic({ root, rewriteRequestPath: strip }));
  app.on(['GET', 'HEAD'], '*', (c) => {
    if (!built) return notBuilt(c, what);
    if (!isPageRequest(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    return c.html(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  return app;
}

/** The studio at /studio/ and the borrower app at everything else. */
export function staticPages(dirs: StaticDirs): Hono {
  const app = new Hono();
  app.get('/studio', (c) => c.redirect('/studio/', 308));
  app.route('/studio', site(dirs.studio, '/studio', 'The studio'));
  app.route('/', site(dirs.app, '', 'The borrower app'));
  return app;
}
