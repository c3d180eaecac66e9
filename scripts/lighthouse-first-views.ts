/**
 * The server-drawn pages of `npm run lighthouse` (issue 31 item 5): a Vite preview plugin that answers a borrower
 * route with the page `npm run serve` sends — the app's index.html with the screen's first view drawn on the server,
 * the document inlined, the first call preloaded (server/http/first-view-pages.ts, the same code) — from the bundled
 * screens (the run's store is empty, as for the client-drawn pages). Everything else (scripts, /api, /screens) is
 * served as for the client-drawn pages, so the two differ only by the HTML.
 */
import path from 'node:path';
import { Hono } from 'hono';
import type { Plugin } from 'vite';
import { makeServed } from '../server/delivery/served.ts';
import { firstViewPages, loadFirstViewModule } from '../server/http/first-view-pages.ts';
import { loadBundledScreens } from '../server/store/bundled-screens.ts';
import { buildFirstViews } from './build-server.ts';
import { honoMiddleware } from './hono-preview-middleware.ts';

/**
 * Builds the first-view bundle into `out` (inside the repository: its packages are imported from node_modules) and
 * answers the plugin serving the built app's pages (`appDir`) with their first views.
 */
export async function firstViewsPlugin(appDir: string, out: string): Promise<Plugin> {
  await buildFirstViews(out);
  const module = await loadFirstViewModule(path.join(out, 'render-first-view.js'));
  if (!module) throw new Error(`the first-view bundle was not built into ${out}`);
  const bundled = loadBundledScreens();
  const pages = firstViewPages({
    appDir,
    module,
    env: process.env,
    screen: async (id) => {
      const screen = bundled.get(id);
      return screen ? makeServed(0, screen.text, screen.hash) : null;
    },
    onError: (err, screen) => console.error(`first view of ${screen} not drawn:`, err),
  });
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', async (c) => (await pages.answer(c)) ?? c.body(null, 404));
  return {
    name: 'hatid-lighthouse-first-views',
    configurePreviewServer(server) {
      server.middlewares.use(honoMiddleware(app));
    },
  };
}
