/**
 * What `npm run export-screens -- --pages` adds (issue 31 item 2): the borrower pages as static HTML for a CDN, each
 * holding its screen's first view drawn from the exported text (the channel's live version) by the server's own page
 * maker (first-view-page.ts). A CDN's copy of a route answers every address of it, so it is drawn for any query: what
 * the query gives (a payment code, an amount) is a placeholder the app fills in as it hydrates, never a borrower's value.
 * Written as `<out>/pages/<route>.html` (`/` is `index.html`) with `.gz` and `.br` beside, laid out to go over the built
 * app (`dist/`) on a host that serves `/loanDetails` from `loanDetails.html`.
 *
 * A screen served by bucket when exported (a staged rollout, an experiment) has no single first view: its route's page
 * is the app's plain index.html, as the server sends it without a bucket, and with `buckets` each bucket's page is also
 * written, `<out>/pages/b<NN>/<route>.html`, from `<out>/b<NN>/<id>.json`, for an edge that picks it by the app's
 * cookie (`hatid-bucket-<screen>`, adapters/bucket-cookie.ts).
 *
 * Each page is written once per language the app speaks: English at the top, Filipino the same way under `<out>/pages/fil/`
 * (`fil/<route>.html`, `fil/b<NN>/<route>.html`), for an edge that picks it as the server does (pageLanguage in
 * first-view-pages.ts): the address's `lang`, else the `hatid-lang` cookie (adapters/language-cookie.ts), else the first
 * language of Accept-Language. The app hydrates a page drawn in its own language and draws any other afresh.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { bucketCount } from '../../adapters/rollout-bucket.ts';
import { bucketFolder } from '../delivery/export-channel.ts';
import { contentHash, etagOfHash } from '../store/screen-facts.ts';
import { createPageMaker, type FirstViewModule, type Page, type PageMakerOptions, type ScreenDocumentOf } from './first-view-page.ts';

/** Options of exportPages. */
export interface ExportPagesOptions extends Omit<PageMakerOptions, 'module'> {
  module: FirstViewModule;
  /** The export's folder: its `<id>.json` (and `b<NN>/<id>.json`) are drawn; the pages go to `<out>/pages/`. */
  out: string;
  /** The exported version of each screen (manifest.json's). */
  versions: Readonly<Record<string, number>>;
  /**
   * Screens served by bucket now; with the bucket folders written, each folder's version where it is not the exported
   * one (manifest.json's `buckets`), else undefined.
   */
  byBucket: ReadonlyMap<string, ReadonlyMap<string, number> | undefined>;
}

/** One page written. */
export interface ExportedPage {
  route: string;
  screen: string;
  file: string;
  version: number | null;
  /** The language it is drawn in (the app's plain page: the one its folder stands for). */
  language: PageLanguage;
}

/** The languages a page is written in, and the folder under `pages/` each goes to. */
const languages = [
  ['en', ''],
  ['fil', 'fil/'],
] as const;

/** A language a page is drawn in. */
type PageLanguage = (typeof languages)[number][0];

/** The file of a route's page under `pages/` ('/' → index.html, '/a/b' → a/b.html). */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`);

async function writePage(file: string, page: Pick<Page, 'body' | 'gzip'> & { br: Buffer }): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await Promise.all([fs.writeFile(file, page.body), fs.writeFile(`${file}.gz`, page.gzip), fs.writeFile(`${file}.br`, page.br)]);
}

/** Writes the pages of every route of the build; answers what was written. */
export async function exportPages(options: ExportPagesOptions): Promise<ExportedPage[]> {
  const { module, out } = options;
  const maker = createPageMaker(options);
  const plain = await fs.readFile(path.join(options.appDir, 'index.html'));
  const plainPage = { body: plain, gzip: gzipSync(plain), br: brotliCompressSync(plain) };
  const written: ExportedPage[] = [];
  const draw = async (route: string, screen: string, jsonFile: string, version: number, file: string, language: PageLanguage) => {
    const text = await fs.readFile(path.join(out, jsonFile), 'utf8');
    const document = JSON.parse(text) as ScreenDocumentOf;
    const page = await maker.make({
      routePath: route,
      screen,
      version,
      etag: etagOfHash(contentHash(text)),
      document,
      calls: await module.firstCalls(document),
      url: new URL(route, 'https://export.invalid'),
      anyQuery: true,
      language,
    });
    await writePage(path.join(out, 'pages', file), page);
    written.push({ route, screen, file: `pages/${file}`, version, language });
  };
  for (const [language, under] of languages)
    for (const route of maker.routePaths()) {
      const screen = module.pageRoute(route)?.screen;
      const version = screen === undefined ? undefined : options.versions[screen];
      if (screen === undefined || version === undefined) continue;
      if (!options.byBucket.has(screen)) {
        await draw(route, screen, `${screen}.json`, version, `${under}${pageFile(route)}`, language);
        continue;
      }
      await writePage(path.join(out, 'pages', `${under}${pageFile(route)}`), plainPage);
      written.push({ route, screen, file: `pages/${under}${pageFile(route)}`, version: null, language });
      const folders = options.byBucket.get(screen);
      for (const folder of folders ? Array.from({ length: bucketCount }, (_, b) => bucketFolder(b)) : []) {
        await draw(route, screen, `${folder}/${screen}.json`, folders?.get(folder) ?? version, `${under}${folder}/${pageFile(route)}`, language);
      }
    }
  return written;
}
