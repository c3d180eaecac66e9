/**
 * One borrower page with its first view (issue 31): the built index.html with, inside #root, the screen drawn by the
 * app's own components on the server (app/ssr/render-first-view.tsx), the document inlined as JSON for the app
 * to hydrate, the screen's lender calls for the first-call module (app/first-call.ts) to send at once, the route's
 * chunks named for preloading and its lazy widgets' stylesheets inlined, so the first paint is the drawn page, styled.
 * Made with its gzip and Brotli bytes. Used by the server (first-view-pages.ts) and by `npm run export-screens -- --pages`.
 */
import { createHash, hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FirstCalls } from '../../app/ssr/first-calls.ts';
import type * as FirstViewBundle from '../../app/ssr/render-first-view.tsx';
import { originOf } from './content-security-policy.ts';
import { deflatePiece, gzipHead, gzipOfPieces, gzipWithHead, type DeflatedPiece, type GzipHead, type GzipPiece } from './gzip-parts.ts';
import { cutTemplate, inlineStylesheets } from './index-template.ts';
import { pagesManifestFile, routePathOf, type PagesManifest } from './pages-manifest.ts';

/** What the server uses of the first-view bundle. */
export type FirstViewModule = Pick<
  typeof FirstViewBundle,
  | 'pageRoute'
  | 'renderFirstView'
  | 'firstViewKeyer'
  | 'firstCalls'
  | 'firstViewReady'
  | 'queryNamesRead'
  | 'drawnExpressions'
  | 'formatMoney'
  | 'languageOf'
>;

/** A first view as drawn (the module's answer). */
export type DrawnFirstView = Awaited<ReturnType<FirstViewModule['renderFirstView']>>;

/** The document of a screen version as a page is drawn from it. */
export type ScreenDocumentOf = FirstViewBundle.FirstViewInput['document'];

/** A page ready to send. */
export interface Page {
  /** The page itself (a filled page's is joined only when it is asked for: plain, or for its Brotli). */
  readonly body: Buffer;
  gzip: Buffer;
  /** Made when first asked for (a page drawn for one borrower's query is often asked for once). */
  br?: Buffer;
  etag: string;
  version: number;
  bytes: number;
}

/** What a page is made of. */
export interface PageInput {
  /** The route path of screens/routes.json the page belongs to ('/loanDetails'). */
  routePath: string;
  screen: string;
  version: number;
  etag: string;
  document: ScreenDocumentOf;
  calls: FirstCalls;
  /** The address drawn (path and query). */
  url: URL;
  /** Drawn for any query (a CDN's copy, export-screens): its values are left out of the drawing too. */
  anyQuery?: boolean;
  /** Drawn in Filipino (the page's `lang` says so); English when left out. */
  language?: 'en' | 'fil';
}

/** Options of createPageMaker. */
export interface PageMakerOptions {
  /** The built borrower app (dist/): index.html, hatid-pages.json, the stylesheets. */
  appDir: string;
  module: FirstViewModule;
  /** The build's environment (VITE_HATID_*): the URL policy the app draws with. */
  env: Record<string, string | undefined>;
  /** HATID_PUBLIC_ORIGIN: the app's own host, for its URL policy. */
  publicOrigin?: string;
}

const brotliAsync = promisify(brotliCompress);
/** Page beginnings kept at once (routes × versions live); past it they are made again. */
const maxShells = 256;

/** Text for an HTML text node or attribute value. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON for a <script type="application/json"> element: no `<` can end it (or open a comment) early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A page up to its drawing, made once per route, version and title. */
interface Shell {
  bytes: Buffer;
  gzip: GzipHead;
  hash: Buffer;
  /** The hash as text, for the ETag of a page filled into a template. */
  id: string;
}

/** A query shape's template as pages are filled into it: its fixed pieces, each compressed once, and what they are. */
export interface FixedPieces {
  pieces: DeflatedPiece[];
  /** A hash of the pieces and the page's end: with the shell's and the texts, what a filled page's ETag is made of. */
  id: string;
  /** The shell the last page filled into them went in, and what it was found by (the same for every page of a template). */
  lastShell?: { input: ShellInput; drawn: object; shell: Shell };
}

/** What of a page's input its shell depends on (with its drawing). */
type ShellInput = Pick<PageInput, 'routePath' | 'screen' | 'etag' | 'language' | 'anyQuery'>;

/**
 * A page filled into a template, its body joined only when asked for. A class, not an object literal with a getter:
 * a getter made per page gave each page a hidden class of its own (V8 keeps an accessor in the shape), which the
 * garbage collector promoted and which made every read of a page's fields megamorphic.
 */
class FilledPage implements Page {
  readonly #shell: Buffer;
  readonly #parts: readonly GzipPiece[];
  readonly #length: number;
  #body: Buffer | undefined;
  gzip: Buffer;
  br?: Buffer;
  etag: string;
  version: number;
  bytes: number;
  constructor(shell: Buffer, parts: readonly GzipPiece[], length: number, gzip: Buffer, etag: string, version: number) {
    this.#shell = shell;
    this.#parts = parts;
    this.#length = length;
    this.gzip = gzip;
    this.etag = etag;
    this.version = version;
    this.bytes = length + gzip.length;
  }
  get body(): Buffer {
    return (this.#body ??= Buffer.concat(
      [this.#shell, ...this.#parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part.bytes))],
      this.#length,
    ));
  }
}

/** Makes pages from the built app. */
export function createPageMaker(options: PageMakerOptions) {
  const { appDir, module } = options;
  const indexHtml = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const template = cutTemplate(indexHtml);
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, pagesManifestFile), 'utf8')) as PagesManifest;
  const routeHints = /<script async src="[^"]*route-hints-[^"]*"><\/script>/.exec(indexHtml)?.[0] ?? '';
  // What a page asked for later names (other than "/"): the later script, kept by a phone from one release to the next
  // (its name changes only with its code), else the route hints script.
  const laterHints = manifest.laterScript && routeHints ? `<script async src="${manifest.base}${manifest.laterScript}"></script>` : routeHints;
  const cssText = new Map<string, string>();
  const css = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(appDir, file), 'utf8');
      cssText.set(file, text);
    }
    return text;
  };
  // The app's stylesheet goes into the page: linked, it holds the first paint back by a round trip of its own (2 s on
  // Slow 3G, queued behind the preloads over HTTP/1.1) although the view it styles is already in the HTML.
  const headRest = inlineStylesheets(template.headRest, manifest.base, css);
  const tail = Buffer.from(template.bodyEnd + template.tail);
  const tailPiece = deflatePiece(tail);
  /** Per route, version and title: the page up to its drawing, as bytes, compressed and hashed. */
  const shells = new Map<string, Shell>();
  const env = options.env;
  const here = options.publicOrigin ? [new URL(options.publicOrigin).hostname] : [];
  const hostsOf = (list: string | undefined) =>
    (list ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
  // As the app's own policy (app/browser-ports.ts's appUrlPolicy), from the same build environment.
  const policy = {
    hosts: [...here, ...hostsOf(env.VITE_HATID_HOSTS), ...hostsOf(env.VITE_HATID_PAYMENT_HOSTS)],
    imageHosts: [
      ...here,
      ...[...originOf(env.VITE_HATID_API_BASE), ...originOf(env.VITE_HATID_SCREENS_BASE)].map((o) => new URL(o).hostname),
      ...hostsOf(env.VITE_HATID_IMAGE_HOSTS),
    ],
  };

  // The app's entry and what it imports, named before the route's chunks: the longest download starts first.
  const entryFiles = [...template.headRest.matchAll(/<(?:script type="module"[^>]*?\ssrc|link rel="modulepreload"[^>]*?\shref)="([^"]+)"/g)].map(
    ([, href]) => href ?? '',
  );
  const appStylesheets = [...template.headRest.matchAll(/<link rel="stylesheet"[^>]*?\shref="([^"]+)"/g)].map(([, href]) => href ?? '');
  const entryModule = /<script type="module"[^>]*?\ssrc="([^"]+)"/.exec(template.headRest)?.[1];
  // A page asked for later names no script of the app's in its head (the route hints script adds them: see head()): a
  // page of the public website (the manifest's `late`), and one whose drawing waits for nothing but controls' words
  // (render-first-view.tsx's paintsWhole: bank binding, whose form waits for its fields).
  const isLate = (routePath: string, paintsWhole: boolean | undefined) =>
    (manifest.routes[routePath]?.late === true || paintsWhole === true) && Boolean(routeHints && entryModule);
  const lateHeadRest = headRest.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

  const head = (routePath: string, calls: FirstCalls, firstView: unknown, links: DrawnFirstView['links'], language: 'en' | 'fil', late: boolean) => {
    const route = manifest.routes[routePath];
    const base = manifest.base;
    const preload = (href: string, high = false) => `<link rel="modulepreload" crossorigin${high ? ' fetchpriority="high"' : ''} href="${href}">`;
    // Its calls leave once the module and what it imports are in: those go first, or they queue behind every chunk.
    // No call to send (its screen loads nothing the server can name): neither the block nor the module.
    const sends = Boolean(manifest.firstCall) && calls.calls.length > 0;
    // The lender clients only for a screen that loads data: a page without a call (the public website) would fetch them
    // beside its first view's own chunks and its picture, and Lighthouse charges every request before the LCP to it.
    // Their axios only without first calls: the app takes those answers without it and asks for it once another request needs it.
    const clients = route?.loads === false ? [] : [...(manifest.common.clients ?? []), ...(sends ? [] : (manifest.common.axios ?? []))];
    // A page drawn in Filipino hydrates with the app's Filipino words: their chunk beside hydrating's, not after it.
    const words = language === 'fil' ? (manifest.filWords ?? []) : [];
    const files = [...manifest.common.before, ...words, ...clients, ...(route?.files ?? []), ...manifest.common.after];
    const cssFiles = [...(route?.css ?? []), ...manifest.common.css];
    const styles = cssFiles.map(css).join('\n');
    const first = sends
      ? [
          `<script type="application/json" id="hatid-first-calls">${scriptJson(calls)}</script>`,
          ...[manifest.firstCall, ...(manifest.firstCallImports ?? [])].map((file) => preload(`${base}${file}`, true)),
          `<script type="module" crossorigin async fetchpriority="high" src="${base}${manifest.firstCall}"></script>`,
        ]
      : [];
    // A stylesheet this page holds inline is also named, disabled (never fetched): Vite's preload helper looks for the
    // stylesheet of a lazy chunk among the page's links, and would otherwise fetch it again and hold the chunk until it came.
    const held = [...appStylesheets, ...cssFiles.map((file) => `${base}${file}`)].map((href) => `<link rel="stylesheet" href="${href}" disabled>`);
    // "/" is also where the app's #hash routes live, which only the phone sees: there the hints script runs first, before
    // the page shows; at a #hash route it hides this page (h-elsewhere) and puts the loading page in its place
    // (scripts/route-hints-plugin.ts).
    const home = routePath === '/' && routeHints;
    // A page of the public website is whole in its HTML: its scripts (the entry, hydrating, its widgets: ~130 KB before
    // the home's picture over HTTP/1.1's six connections) are asked for by the hints script once its pictures are painted,
    // from this list, and at once at a #hash route of "/" (the app draws it); they only make the page answer taps. So is a
    // page whose data only fills in controls (bank binding: its heading is its largest paint); its first calls still leave
    // first, from the first-call module above, and the app takes their answers when it comes.
    const later = late
      ? [
          `<script type="application/json" id="hatid-later">${scriptJson({ m: entryModule, p: [...entryFiles, ...files.map((file) => `${base}${file}`)] })}</script>`,
        ]
      : [];
    const hints = home ? [routeHints.replace(' async', ''), '<style>html.h-elsewhere #root{visibility:hidden}</style>'] : late ? [laterHints] : [];
    // The first view's data goes in the head: data, never part of what the body shows (its textContent included).
    const view = `<script type="application/json" id="hatid-first-view">${scriptJson(firstView)}</script>`;
    // The pictures of the screen's opening fetched with high priority (React writes their preloads at the drawing's start,
    // inside #root: after every script of the head, ~15 over HTTP/1.1's six connections), and instalment repayment's
    // banner, shown only once the data says so but at an address known now (app/ssr/first-view-pictures.ts): before the
    // scripts, after the first call (the data most pages' LCP waits for).
    return [
      ...first,
      ...links.urgent,
      view,
      ...later,
      ...hints,
      ...(late ? [] : [...entryFiles.map((href) => preload(href)), ...files.map((file) => preload(`${base}${file}`))]),
      ...links.other,
      ...held,
      ...(styles ? [`<style>${styles}</style>`] : []),
    ].join('\n    ');
  };

  /** The page up to its drawing: the same for every query of a version, made and compressed once. */
  const shellOf = (input: PageInput, drawn: Pick<DrawnFirstView, 'title' | 'firstView' | 'links' | 'paintsWhole'>): Shell => {
    const links = [...drawn.links.urgent, '', ...drawn.links.other].join('\n');
    const language = input.language ?? 'en';
    const late = isLate(input.routePath, drawn.paintsWhole);
    const shellKey = `${input.routePath}\n${input.screen}\n${input.etag}\n${language}\n${drawn.title}\n${input.anyQuery ? 1 : 0}\n${late ? 1 : 0}\n${links}`;
    let shell = shells.get(shellKey);
    if (!shell) {
      const text =
        template.headStart
          .replace(/<html\b([^>]*?)\slang="[^"]*"/, `<html$1 lang="${language}"`)
          .replace(/<html\b/, `<html data-first-view="${escapeHtml(input.screen)}"`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.title)}</title>`) +
        head(input.routePath, input.calls, drawn.firstView, drawn.links, language, late) +
        '\n    ' +
        (late ? lateHeadRest : headRest);
      const bytes = Buffer.from(text);
      const digest = createHash('sha1').update(bytes).digest();
      shell = { bytes, gzip: gzipHead(bytes), hash: digest, id: digest.toString('base64url') };
      if (shells.size >= maxShells) shells.clear();
      shells.set(shellKey, shell);
    }
    return shell;
  };

  /** A page of its shell and the rest, with the gzip of both; its ETag from the shell's hash and the rest. */
  const pageOf = (input: PageInput, shell: Shell, rest: Buffer, gzip: Buffer): Page => {
    const body = Buffer.concat([shell.bytes, rest]);
    const etag = `"p${createHash('sha1').update(shell.hash).update(rest).digest('base64url').slice(0, 20)}"`;
    return { body, gzip, etag, version: input.version, bytes: body.length + gzip.length };
  };

  return {
    /** The route path of the manifest a page path belongs to (the app's matching, without #hash routes). */
    routePathOf: (pathname: string) => routePathOf(manifest, pathname),
    /** The route paths of the build (not the #hash ones). */
    routePaths: () => Object.keys(manifest.routes).filter((p) => !p.startsWith('#')),
    /**
     * Draws and assembles a page with its gzip (its head compressed once per route and version: gzip-parts.ts); its
     * Brotli is made when asked for (brotli()). Rejects when the drawing fails.
     */
    async draw(input: PageInput): Promise<Page> {
      return this.assemble(input, await this.render(input));
    },
    /** Draws a page's first view (React). */
    render: (input: PageInput): Promise<DrawnFirstView> =>
      module.renderFirstView({
        pathname: input.url.pathname,
        search: input.url.search,
        screen: input.screen,
        version: input.version,
        etag: input.etag,
        document: input.document,
        policy,
        anyQuery: input.anyQuery,
        language: input.language,
      }),
    /** A page around a drawn first view, with its gzip. */
    assemble(input: PageInput, drawn: Pick<DrawnFirstView, 'html' | 'title' | 'firstView' | 'links' | 'paintsWhole'>): Page {
      const shell = shellOf(input, drawn);
      const rest = Buffer.concat([Buffer.from(drawn.html), tail]);
      return pageOf(input, shell, rest, gzipWithHead(shell.gzip, rest));
    },
    /** A template's fixed pieces (the drawn part cut at its slots), compressed once for every page filled into it. */
    fixedPieces(pieces: readonly string[]): FixedPieces {
      const deflated = pieces.map((piece) => deflatePiece(Buffer.from(piece)));
      // Each piece with its length, so that no other cut of the same text has the same id.
      const id = createHash('sha1');
      for (const piece of [...deflated, tailPiece]) id.update(`${piece.bytes.length}:`).update(piece.bytes);
      return { pieces: deflated, id: id.digest('base64url') };
    },
    /**
     * A page filled into a template: the texts (escaped) between its fixed pieces. Nothing is compressed for it (each
     * piece's deflate is joined as it is, the texts as stored blocks: gzip-parts.ts), the page itself is joined only when
     * asked for, and its ETag is a hash of the shell's, the template's and the texts, not of the page's ~30 KB: the same
     * page gives the same ETag, another text another one.
     */
    fill(
      input: PageInput,
      drawn: Pick<DrawnFirstView, 'title' | 'firstView' | 'links' | 'paintsWhole'>,
      fixed: FixedPieces,
      texts: readonly string[],
    ): Page {
      // The template's shell, found once (its key joins the head's links: a few hundred characters to hash per page).
      const last = fixed.lastShell;
      const was = last?.input;
      const same =
        last?.drawn === drawn &&
        was?.routePath === input.routePath &&
        was.screen === input.screen &&
        was.etag === input.etag &&
        was.language === input.language &&
        was.anyQuery === input.anyQuery;
      const shell = same ? last.shell : shellOf(input, drawn);
      if (!same) {
        const { routePath, screen, etag, language, anyQuery } = input;
        fixed.lastShell = { input: { routePath, screen, etag, language, anyQuery }, drawn, shell };
      }
      const parts: GzipPiece[] = [];
      let length = shell.bytes.length;
      const lastPiece = fixed.pieces.length - 1;
      for (let i = 0; i <= lastPiece; i++) {
        const piece = fixed.pieces[i] as DeflatedPiece;
        const text = texts[i];
        parts.push(piece);
        length += piece.bytes.length;
        if (text && i < lastPiece) {
          parts.push(text);
          length += Buffer.byteLength(text);
        }
      }
      parts.push(tailPiece);
      length += tailPiece.bytes.length;
      const gzip = gzipOfPieces(shell.gzip, parts);
      const etag = `"p${hash('sha1', `${shell.id}:${fixed.id}:${texts.map((text) => `${text.length}:${text}`).join('')}`, 'base64url').slice(0, 20)}"`;
      return new FilledPage(shell.bytes, parts, length, gzip, etag, input.version);
    },
    /** A page's Brotli. */
    brotli: (page: Page): Promise<Buffer> =>
      brotliAsync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    /** Draws a page with its gzip and its Brotli (export-screens writes both). */
    async make(input: PageInput): Promise<Page & { br: Buffer }> {
      const page = await this.draw(input);
      const br = await this.brotli(page);
      return { ...page, br, bytes: page.bytes + br.length };
    },
  };
}

/** The maker's type. */
export type PageMaker = ReturnType<typeof createPageMaker>;

/** The first-view bundle built by `npm run build` (dist-server/ssr/), ready to draw; undefined when it is not built. */
export async function loadFirstViewModule(file: string): Promise<FirstViewModule | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(/* @vite-ignore */ new URL(`file://${path.resolve(file)}`).href)) as FirstViewModule;
  await module.firstViewReady();
  return module;
}
