/**
 * The built pages: the borrower app from dist/ at / and the studio from dist-studio/ at /studio/. Hashed files under
 * assets/ are cached for a year (immutable); everything else is revalidated (no-cache). A path that is not a file and
 * looks like a page gets its app's index.html, so a deep link such as /loanDetails?productId=7 opens; a borrower page
 * with its first view drawn in (first-view-pages.ts) when the server has them. Files are sent compressed when the
 * build wrote their .br or .gz beside them (scripts/compress-plugin.ts) and the browser accepts it, always with
 * Vary: Accept-Encoding.
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

/** Answers a borrower page with its first view drawn in, or undefined (then the plain index.html). */
export interface PageAnswers {
  answer(c: Context): Promise<Response | undefined>;
}

/** What may be sent compressed (the kinds the build compresses). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

const immutable = 'public, max-age=31536000, immutable';

function cacheControl(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? immutable : 'no-cache';
}

function notBuilt(c: Context, what: string) {
  return c.text(`${what} is not built. Run npm run build, then start the server again.`, 503, { 'Cache-Control': 'no-store' });
}

/** True for a GET of something that looks like a page (no file extension). */
export function isPageRequest(requestPath: string): boolean {
  return !/\.[A-Za-z0-9]+$/.test(requestPath);
}

/**
 * The paths under `root` without a file extension, as requested ('' for the root itself, '/images', …): its folders
 * and any file named without one (a link is followed). Listed once, when the server starts, like the pages manifest:
 * a page path (no extension) that is none of these names no file, so it is answered without serveStatic's look-up on
 * the disk (a failed stat, with its thrown error, on every borrower page).
 */
function pathsWithoutExtension(root: string): Set<string> {
  const found = new Set<string>(['']);
  const walk = (dir: string, at: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const where = `${at}/${entry.name}`;
      const full = path.join(dir, entry.name);
      const folder = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full, { throwIfNoEntry: false })?.isDirectory());
      if (folder) {
        found.add(where);
        walk(full, where);
      } else if (isPageRequest(where)) found.add(where);
    }
  };
  walk(root, '');
  return found;
}

/** Serves `root` under `prefix`, falling back to its index.html (or a page with its first view) for page paths. */
function site(root: string, prefix: string, what: string, pages?: PageAnswers): Hono {
  const app = new Hono();
  const built = fs.existsSync(path.join(root, 'index.html'));
  const strip = (p: string) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) || '/' : p);
  const named = built ? pathsWithoutExtension(root) : new Set<string>();
  /**
   * A page path naming no folder or file of the build (an encoded one is left to serveStatic, which decodes it): only a
   * page answers it, with its own Cache-Control, and it is not compressible, so nothing is added to its answer (whose
   * headers, read, would be made into a Headers object: node-answer.ts).
   */
  const pageOnly = (c: Context) => {
    const wanted = strip(c.req.path);
    return built && isPageRequest(wanted) && !wanted.includes('%') && !named.has(wanted.replace(/\/+$/, ''));
  };
  // serveStatic's onFound runs after its response is made, too late for a header: it is set on the way out instead.
  app.use('*', async (c, next) => {
    await next();
    if (pageOnly(c)) return;
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControl(strip(c.req.path)));
    // A cache in between must keep the compressed and the plain answer apart.
    if (c.res.ok && compressible.test(c.req.path) && !c.res.headers.get('Vary')?.includes('Accept-Encoding'))
      c.res.headers.append('Vary', 'Accept-Encoding');
  });
  const page = async (c: Context) => {
    if (!built) return notBuilt(c, what);
    if (!isPageRequest(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const drawn = await pages?.answer(c);
    if (drawn) return drawn;
    return c.html(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  };
  // Before the files: serveStatic would answer / with index.html as it is.
  if (pages) app.on(['GET', 'HEAD'], '/', page);
  if (built) {
    const files = serveStatic({ root, rewriteRequestPath: strip, precompressed: true });
    app.use('*', (c, next) => (pageOnly(c) ? next() : files(c, next)));
  }
  app.on(['GET', 'HEAD'], '*', page);
  return app;
}

/** The studio at /studio/ and the borrower app at everything else (its pages with their first views when given). */
export function staticPages(dirs: StaticDirs, pages?: PageAnswers): Hono {
  const app = new Hono();
  app.get('/studio', (c) => c.redirect('/studio/', 308));
  app.route('/studio', site(dirs.studio, '/studio', 'The studio'));
  app.route('/', site(dirs.app, '', 'The borrower app', pages));
  return app;
}
