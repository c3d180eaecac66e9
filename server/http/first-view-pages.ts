/**
 * Borrower pages whose HTML already holds the screen's first view (issue 31; each page made by first-view-page.ts).
 * A page is made once per screen version and per distinct query values its drawing reads (first-view-reads.ts; order
 * details reads none: one page per version), kept in memory with its gzip and Brotli bytes, and made again when the
 * delivery answers the screen with another version (a publish: the same NOTIFY that refreshes the delivery's cache).
 * A screen in a staged rollout or an experiment is drawn in the version of the borrower's bucket, each version once:
 * the bucket worked out from the page's deviceId as the app does (adapters/rollout-bucket.ts), else the one the app
 * kept in the page's cookie (adapters/bucket-cookie.ts); without either such a page is sent without its first view.
 * A page is drawn in the language the app will choose: its `lang`, else the app's language cookie, else the browser's
 * (Accept-Language), else English (pageLanguage); each language is a page of its own, with its own ETag.
 * A page that cannot be drawn is the plain index.html: the app then draws it itself, as before.
 * A page for query values not drawn yet is filled into its query shape's template when the shape is slot-safe (a new
 * code and amount on the code page: first-view-slots.ts), else drawn by React.
 */
import type { Context } from 'hono';
import { bucketFromCookies } from '../../adapters/bucket-cookie.ts';
import { languageInCookies } from '../../adapters/language-cookie.ts';
import { parsePageQueryFast } from '../../adapters/http/page-query.ts';
import { bucketOf } from '../../adapters/rollout-bucket.ts';
import type { FirstCalls } from '../../app/ssr/first-calls.ts';
import {
  createPageMaker,
  type DrawnFirstView,
  type FirstViewModule,
  type FixedPieces,
  type Page,
  type PageInput,
  type PageMakerOptions,
  type ScreenDocumentOf,
} from './first-view-page.ts';
import { compressedEtag } from '../delivery/served.ts';
import { makeTemplate, shapeOf, slotPlan, slotTexts, type SlotPlan, type SlotTemplate } from './first-view-slots.ts';
import { plainAnswer } from './node-answer.ts';
import { requestHeader } from './request-header.ts';

export { loadFirstViewModule, type FirstViewModule } from './first-view-page.ts';

/** A screen as the delivery answers it for this build (its /screens/<id>.json). */
export interface ServedScreen {
  version: number;
  etag: string;
  body: Uint8Array;
  /** What the screen serves differs by bucket (a staged rollout, an experiment): the page varies with the borrower. */
  byBucket?: boolean;
}

/** Options of firstViewPages. */
export interface FirstViewPagesOptions extends PageMakerOptions {
  /**
   * The published screen this build is served, for the borrower's bucket when known (the delivery's cache; null: none
   * fits, or it serves by bucket and the bucket is not known).
   */
  screen(id: string, bucket: number | undefined): Promise<ServedScreen | null>;
  /** Told when a page could not be drawn (it is then sent without its first view). */
  onError?: (err: unknown, screen: string) => void;
  /** At most this many bytes of pages are kept (default 32 MB). */
  maxBytes?: number;
}

/** A screen's versions kept at once (the live one and a rollout's or experiment's). */
const versionsPerScreen = 4;

/** The borrower's bucket for a screen: from the page's deviceId as the app makes it, else from the app's cookie. */
function pageBucket(query: Readonly<Record<string, string>>, cookies: string | undefined, screen: string): number | undefined {
  return query.deviceId ? bucketOf(query.deviceId, screen) : bucketFromCookies(cookies, screen);
}

/**
 * The language the app will choose for the page, as far as the request tells it (renderer/core/i18n/language.ts
 * chooseLanguage): the page's `lang`, else the choice kept on the device (its cookie, adapters/language-cookie.ts),
 * else the browser's language (the first of Accept-Language, as navigator.language), else English. `asked`: the page's
 * own `lang` decided it (the page then differs by neither the cookie nor Accept-Language).
 */
function pageLanguage(
  module: FirstViewModule,
  query: Readonly<Record<string, string>>,
  cookies: string | undefined,
  accepted: string | undefined,
): { language: 'en' | 'fil'; asked: boolean } {
  const asked = module.languageOf(query.lang);
  const chosen = asked ?? module.languageOf(languageInCookies(cookies)) ?? module.languageOf(accepted?.split(/[,;]/, 1)[0]?.trim());
  return { language: chosen === 'fil' ? 'fil' : 'en', asked: asked !== undefined };
}

/** What is worked out once per screen version. */
interface Version {
  etag: string;
  version: number;
  document: ScreenDocumentOf;
  keyOf: (query: Readonly<Record<string, string>>) => string;
  calls: Promise<FirstCalls>;
  /** The calls once worked out (a page is then filled without waiting for a promise). */
  callsMade?: FirstCalls;
  slots: SlotPlan;
}

/** A query shape's template with the drawing it was cut from (its title and what the page hydrates from). */
interface ShapeTemplate {
  template: SlotTemplate;
  drawn: DrawnFirstView;
  /** The template's fixed pieces, each compressed once. */
  fixed: FixedPieces;
}

/**
 * Keys of pages filled once remembered at once (to keep a page asked for again): the last 25,000 to 50,000, in two
 * generations of at most half each.
 */
const maxFilledOnce = 50_000;

/** Query shapes' templates kept at once (routes × versions × shapes); past it they are made again. */
const maxTemplates = 512;

/** Page paths whose route is remembered at once (the routes' own paths, mostly); past it they are worked out again. */
const maxPaths = 1024;

/** The pages with first views, and what answers a page request with one. */
export function firstViewPages(options: FirstViewPagesOptions) {
  const module: FirstViewModule = options.module;
  const maker = createPageMaker(options);
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  /** Per screen, its versions drawn lately, newest first. */
  const versions = new Map<string, Version[]>();
  const pages = new Map<string, Page>();
  const making = new Map<string, Promise<{ page: Page; fresh: boolean } | null>>();
  /**
   * Keys of pages filled once and not kept: most are asked for once (a new code), and keeping them all cost more in
   * garbage collection than filling one again (0.045 of 0.185 ms a page); one asked for again is kept (and gets its Brotli).
   * Two generations, the older dropped whole when the newer is full: forgetting the oldest key one at a time from one
   * Set (`values().next()`) walked past every key deleted before it since the Set was last rehashed, thousands a request.
   */
  let filledOnce = new Set<string>();
  let filledBefore = new Set<string>();
  /** Per screen, version, path and query shape: its template, or null when the shape is not slot-safe. */
  const templates = new Map<string, Promise<ShapeTemplate | null>>();
  /** The templates made (or found not slot-safe) so far, by the same keys: a page is filled into one at once. */
  const madeTemplates = new Map<string, ShapeTemplate | null>();
  let bytes = 0;
  /** Per page path: its route (the app's matching, ~2 µs a request) and its route path of the manifest. */
  const paths = new Map<string, { route: ReturnType<FirstViewModule['pageRoute']>; routePath: string }>();
  const pathOf = (pathname: string) => {
    let found = paths.get(pathname);
    if (!found) {
      found = { route: module.pageRoute(pathname), routePath: maker.routePathOf(pathname) };
      if (paths.size >= maxPaths) paths.clear();
      paths.set(pathname, found);
    }
    return found;
  };

  const keep = (key: string, page: Page) => {
    pages.set(key, page);
    bytes += page.bytes;
    for (const [old, kept] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(old);
      bytes -= kept.bytes;
    }
  };
  /** Forgets the pages of a screen version no longer served. */
  const forget = (screen: string, etag: string) => {
    const prefix = `${screen}\n${etag}\n`;
    for (const [key, page] of pages)
      if (key.startsWith(prefix)) {
        pages.delete(key);
        bytes -= page.bytes;
      }
    for (const key of templates.keys()) if (key.startsWith(prefix)) templates.delete(key);
    for (const key of madeTemplates.keys()) if (key.startsWith(prefix)) madeTemplates.delete(key);
  };

  const templateKey = (screen: string, etag: string, language: string, pathname: string, shape: string) =>
    `${screen}\n${etag}\n${language}\n${pathname}\n${shape}`;

  /** The template of a query's shape (two React drawings with sentinel values), made once; null: not slot-safe. */
  const templateFor = (input: PageInput, version: Version, query: Readonly<Record<string, string>>, shape: string) => {
    const key = templateKey(input.screen, version.etag, input.language ?? 'en', input.url.pathname, shape);
    let found = templates.get(key);
    if (!found) {
      let drawn: DrawnFirstView | undefined;
      found = makeTemplate(module, version.slots, query, async (values) => {
        const search = new URLSearchParams(values).toString();
        const one = await maker.render({ ...input, url: new URL(`${input.url.pathname}${search ? `?${search}` : ''}`, input.url) });
        // The head's links are not cut at slots: a shape whose pictures' addresses differ by the query has no template.
        if (drawn && JSON.stringify(one.links) !== JSON.stringify(drawn.links)) throw new Error('the head differs by the query');
        drawn ??= one;
        return one.html;
      })
        .then(
          (template) => (template && drawn ? { template, drawn, fixed: maker.fixedPieces(template.pieces) } : null),
          () => null,
        )
        .then((made) => {
          if (templates.get(key) === found) madeTemplates.set(key, made);
          return made;
        });
      if (templates.size >= maxTemplates) {
        templates.clear();
        madeTemplates.clear();
      }
      templates.set(key, found);
    }
    return found;
  };

  /** A page drawn for a query: filled into its shape's template when it is slot-safe, else drawn by React. */
  const makePage = async (input: PageInput, version: Version, query: Readonly<Record<string, string>>): Promise<{ page: Page; filled: boolean }> => {
    // Only the route's own path has templates: a path below it (/repaymentOfCode/x) is as new as the request.
    const shape = input.anyQuery || input.url.pathname !== input.routePath ? null : shapeOf(version.slots, query);
    const made = shape === null ? null : await templateFor(input, version, query, shape);
    if (!made) return { page: await maker.draw(input), filled: false };
    return { page: fill(input, made, query), filled: true };
  };

  const fill = (input: PageInput, made: ShapeTemplate, query: Readonly<Record<string, string>>) =>
    maker.fill(input, made.drawn, made.fixed, slotTexts(module, made.template, query));

  /**
   * A page made: a filled one is kept only when asked for again (then with its Brotli); true when it is made for this
   * request (sent as gzip).
   */
  const settle = (key: string, page: Page, filled: boolean, screen: string, version: Version) => {
    const again = filled && (filledOnce.delete(key) || filledBefore.delete(key));
    if (filled && !again) {
      if (filledOnce.size >= maxFilledOnce / 2) {
        filledBefore = filledOnce;
        filledOnce = new Set();
      }
      filledOnce.add(key);
    } else if (versions.get(screen)?.includes(version)) keep(key, page);
    return !again;
  };

  /** A page's Brotli, made once and kept with it. */
  const brotliOf = async (key: string, page: Page) => {
    const br = await maker.brotli(page);
    if (!page.br) {
      page.br = br;
      page.bytes += br.length;
      if (pages.get(key) === page) bytes += br.length;
    }
    return page.br;
  };

  const versionOf = (screen: string, served: ServedScreen): Version | null => {
    const known = versions.get(screen) ?? [];
    const found = known.find((v) => v.etag === served.etag);
    if (found) return found;
    let document: ScreenDocumentOf;
    try {
      document = JSON.parse(new TextDecoder().decode(served.body)) as ScreenDocumentOf;
    } catch {
      return null;
    }
    const fresh: Version = {
      etag: served.etag,
      version: served.version,
      document,
      keyOf: module.firstViewKeyer(document),
      calls: module.firstCalls(document),
      slots: slotPlan(module, document),
    };
    fresh.calls.then(
      (calls) => (fresh.callsMade = calls),
      () => undefined,
    );
    // A screen served one way to everyone keeps one version; by bucket, a few (the older ones were replaced by a publish).
    const kept = served.byBucket ? [fresh, ...known] : [fresh];
    for (const old of known) if (!kept.slice(0, versionsPerScreen).includes(old)) forget(screen, old.etag);
    versions.set(screen, kept.slice(0, versionsPerScreen));
    return fresh;
  };

  /** What a page is made of. */
  const pageInput = (routePath: string, screen: string, version: Version, calls: FirstCalls, url: URL, language: 'en' | 'fil'): PageInput => ({
    routePath,
    screen,
    version: version.version,
    etag: version.etag,
    document: version.document,
    calls,
    url,
    language,
  });

  /** The page of a request, made or from memory; null when the path is no route or the page cannot be drawn. */
  async function pageFor(
    url: URL,
    cookies: string | undefined,
    accepted: string | undefined,
  ): Promise<{ page: Page; key: string; byBucket: boolean; byLanguage: boolean; fresh: boolean } | null> {
    const { route, routePath } = pathOf(url.pathname);
    if (!route) return null;
    // Read as the app reads it (the first of a repeated name, productId and product_id mirrored): the key is what is drawn.
    const query = parsePageQueryFast(url.search);
    const served = await options.screen(route.screen, pageBucket(query, cookies, route.screen));
    const version = served && versionOf(route.screen, served);
    if (!version) return null;
    const byBucket = Boolean(served.byBucket);
    // Drawn in the language the app will choose (its `lang`, the kept choice's cookie, the browser's), so it is hydrated.
    const { language, asked } = pageLanguage(module, query, cookies, accepted);
    const byLanguage = !asked;
    const key = `${route.screen}\n${version.etag}\n${language}\n${version.keyOf(query)}`;
    const kept = pages.get(key);
    if (kept) return { page: kept, key, byBucket, byLanguage, fresh: false };
    // A query of a shape whose template is made: filled at once, without a promise to wait for (a new code and amount).
    const shape = version.callsMade && url.pathname === routePath ? shapeOf(version.slots, query) : null;
    const template = shape === null ? undefined : madeTemplates.get(templateKey(route.screen, version.etag, language, url.pathname, shape));
    if (template && version.callsMade) {
      // No function is made per request here: where esbuild's keepNames is on (tsx, which the delivery bench runs), each
      // is named by a defineProperty call (0.3 µs, and the function it keeps from being inlined).
      const page = fill(pageInput(routePath, route.screen, version, version.callsMade, url, language), template, query);
      return { page, key, byBucket, byLanguage, fresh: settle(key, page, true, route.screen, version) };
    }
    let pending = making.get(key);
    if (!pending) {
      pending = version.calls
        .then((calls) => makePage(pageInput(routePath, route.screen, version, calls, url, language), version, query))
        .then(
          ({ page, filled }) => ({ page, fresh: settle(key, page, filled, route.screen, version) }),
          (err: unknown) => {
            options.onError?.(err, route.screen);
            return null;
          },
        );
      making.set(key, pending);
      void pending.finally(() => making.delete(key));
    }
    const made = await pending;
    return made && { page: made.page, key, byBucket, byLanguage, fresh: made.fresh };
  }

  return {
    /** Answers a GET or HEAD of a borrower page with its first view, or undefined (then index.html as it is). */
    async answer(c: Context): Promise<Response | undefined> {
      const found = await pageFor(new URL(c.req.url), requestHeader(c, 'cookie'), requestHeader(c, 'accept-language'));
      if (!found) return undefined;
      const { page, key, byBucket, byLanguage, fresh } = found;
      const accepted = requestHeader(c, 'accept-encoding') ?? '';
      const takesBr = /\bbr\b/.test(accepted);
      const takesGzip = /\bgzip\b/.test(accepted);
      // A page drawn for this request goes as gzip, made with it at little cost; Brotli once it is asked for again.
      const encoding = takesBr && (page.br || !fresh || !takesGzip) ? 'br' : takesGzip ? 'gzip' : undefined;
      const headers: Record<string, string> = {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        // One page in three encodings: the compressed ones with the weak form (compressedEtag), compared alike below.
        ETag: encoding ? compressedEtag(page.etag) : page.etag,
        // By bucket, the page is the borrower's: a shared cache keeps it apart by the cookie that may name the bucket;
        // without its own `lang`, the page's language is the cookie's or the browser's.
        Vary: byLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : byBucket ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        'X-Screen-Version': String(page.version),
      };
      const inm = requestHeader(c, 'if-none-match');
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)) return c.body(null, 304, headers);
      const body = encoding === 'br' ? (page.br ?? (await brotliOf(key, page))) : encoding === 'gzip' ? page.gzip : page.body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);
      if (c.req.method === 'HEAD') return c.body(null, 200, headers);
      return plainAnswer(c, new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), headers);
    },
    /** How many pages are kept, and their bytes (tests, metrics). */
    stats: () => ({ pages: pages.size, bytes }),
  };
}
