/**
 * Borrower pages whose HTML already holds the screen's first view (issue 31; each page made by first-view-page.ts).
 * A page is made once per screen version and per distinct query values its drawing reads (first-view-reads.ts; order
 * details reads none: one page per version), kept in memory with its gzip and Brotli bytes, and made again when the
 * delivery answers the screen with another version (a publish: the same NOTIFY that refreshes the delivery's cache; a
 * rollout bucket's version would be another ETag too). A page that cannot be drawn is the plain index.html: the app
 * then draws it itself, as before.
 */
import type { Context } from 'hono';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import type { FirstCalls } from '../../renderer/server/first-calls.ts';
import { createPageMaker, type FirstViewModule, type Page, type PageMakerOptions, type ScreenDocumentOf } from './first-view-page.ts';

export { loadFirstViewModule, type FirstViewModule } from './first-view-page.ts';

/** A screen as the delivery answers it for this build (its /screens/<id>.json). */
export interface ServedScreen {
  version: number;
  etag: string;
  body: Uint8Array;
}

/** Options of firstViewPages. */
export interface FirstViewPagesOptions extends PageMakerOptions {
  /** The published screen this build is served (the delivery's cache; null: none fits). */
  screen(id: string): Promise<ServedScreen | null>;
  /** Told when a page could not be drawn (it is then sent without its first view). */
  onError?: (err: unknown, screen: string) => void;
  /** At most this many bytes of pages are kept (default 32 MB). */
  maxBytes?: number;
}

/** What is worked out once per screen version. */
interface Version {
  etag: string;
  version: number;
  document: ScreenDocumentOf;
  keyOf: (query: Readonly<Record<string, string>>) => string;
  calls: Promise<FirstCalls>;
}

/** The pages with first views, and what answers a page request with one. */
export function firstViewPages(options: FirstViewPagesOptions) {
  const module: FirstViewModule = options.module;
  const maker = createPageMaker(options);
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const versions = new Map<string, Version>();
  const pages = new Map<string, Page>();
  const making = new Map<string, Promise<Page | null>>();
  let bytes = 0;

  const keep = (key: string, page: Page) => {
    pages.set(key, page);
    bytes += page.bytes;
    for (const [old, kept] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(old);
      bytes -= kept.bytes;
    }
  };
  /** Forgets a screen's pages of older versions (its delivery answered another ETag). */
  const forget = (screen: string) => {
    for (const [key, page] of pages)
      if (key.startsWith(`${screen}\n`)) {
        pages.delete(key);
        bytes -= page.bytes;
      }
  };

  const versionOf = (screen: string, served: ServedScreen): Version | null => {
    const known = versions.get(screen);
    if (known?.etag === served.etag) return known;
    let document: ScreenDocumentOf;
    try {
      document = JSON.parse(new TextDecoder().decode(served.body)) as ScreenDocumentOf;
    } catch {
      return null;
    }
    forget(screen);
    const fresh: Version = {
      etag: served.etag,
      version: served.version,
      document,
      keyOf: module.firstViewKeyer(document),
      calls: module.firstCalls(document),
    };
    fresh.calls.catch(() => undefined);
    versions.set(screen, fresh);
    return fresh;
  };

  /** The page of a request, made or from memory; null when the path is no route or the page cannot be drawn. */
  async function pageFor(url: URL): Promise<Page | null> {
    const route = module.pageRoute(url.pathname);
    if (!route) return null;
    const served = await options.screen(route.screen);
    const version = served && versionOf(route.screen, served);
    if (!version) return null;
    // Read as the app reads it (the first of a repeated name, productId and product_id mirrored): the key is what is drawn.
    const key = `${route.screen}\n${version.etag}\n${version.keyOf(parsePageQuery(url.search))}`;
    const kept = pages.get(key);
    if (kept) return kept;
    let pending = making.get(key);
    if (!pending) {
      const routePath = maker.routePathOf(url.pathname);
      pending = version.calls
        .then((calls) =>
          maker.make({ routePath, screen: route.screen, version: version.version, etag: version.etag, document: version.document, calls, url }),
        )
        .then(
          (page) => {
            if (versions.get(route.screen) === version) keep(key, page);
            return page;
          },
          (err: unknown) => {
            options.onError?.(err, route.screen);
            return null;
          },
        );
      making.set(key, pending);
      void pending.finally(() => making.delete(key));
    }
    return pending;
  }

  return {
    /** Answers a GET or HEAD of a borrower page with its first view, or undefined (then index.html as it is). */
    async answer(c: Context): Promise<Response | undefined> {
      const page = await pageFor(new URL(c.req.url));
      if (!page) return undefined;
      const accepted = c.req.header('Accept-Encoding') ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const headers: Record<string, string> = {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ETag: page.etag,
        Vary: 'Accept-Encoding',
        'X-Screen-Version': String(page.version),
      };
      const inm = c.req.header('If-None-Match');
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)) return c.body(null, 304, headers);
      const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);
      if (c.req.method === 'HEAD') return c.body(null, 200, headers);
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
    },
    /** How many pages are kept, and their bytes (tests, metrics). */
    stats: () => ({ pages: pages.size, bytes }),
  };
}
