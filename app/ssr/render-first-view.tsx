/**
 * The server's first view of a borrower page: the app (app/app.tsx), the same React components the phone
 * draws with, rendered on the server with react-dom/server's renderToReadableStream from the route's published
 * document. What it holds is what the phone's own first drawing holds: the document's texts, values from the query
 * (escaped by React), the shaped placeholders of what waits for data with the worded loading line, and a public page
 * in full. What only the phone knows is left out (first-view-reads.ts). The phone hydrates it (app/main.tsx).
 *
 * Built by `npm run build` (scripts/build-server.ts, a Vite SSR build) into dist-server/ssr/render-first-view.js,
 * which the server loads (server/http/first-view-pages.ts); its lazy widgets are loaded once, before the first page.
 */
// The edge build, not Node's: Node's keeps each drawing in an AsyncLocalStorage, whose first use turns on Node's
// promise hooks for the whole process, and every later request (a page kept, a screen's JSON) paid for them.
import { renderToReadableStream } from 'react-dom/server.edge';
import routes from '../../screens/routes.json';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { App } from '../app.tsx';
import type { FirstView } from '../first-view.ts';
import { bundledTitle } from '../screen-titles.ts';
import { setWordTable } from '../../renderer/core/i18n/app-words.ts';
import { filWords } from '../../renderer/core/i18n/fil-words.ts';
import { setLanguage, type Language } from '../../renderer/core/i18n/language.ts';
import { localizeScreen } from '../../renderer/core/i18n/localize-document.ts';
import { matchRoute } from '../../renderer/core/routes.ts';
import type { UrlPolicy } from '../../renderer/core/url-policy.ts';
import { preloadWidgets } from '../../renderer/react/registry.ts';
import { preloadShapedSkeleton } from '../../renderer/react/screen-view.tsx';
import { controlShapes, type Shape } from '../../renderer/react/skeleton-shape.ts';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import type { ScreenController } from '../../renderer/core/screen-controller.ts';
import { firstViewUnknowns, withoutSession } from './first-view-reads.ts';
import { headLinks, splitPreloads, waitingPictures } from './first-view-pictures.ts';
import { createServerPorts } from './server-ports.ts';

export { drawnExpressions, firstViewKeyer, firstViewUnknowns, queryNamesRead, withoutSession } from './first-view-reads.ts';
// The server fills a formatted amount into a page drawn once per query shape with the same function (server/http/first-view-slots.ts).
export { formatMoney } from '../../renderer/core/expressions/functions.ts';
// The server reads a page's `lang` as the app does.
export { languageOf } from '../../renderer/core/i18n/language.ts';
export { firstCalls, type FirstCall, type FirstCalls } from './first-calls.ts';

/** The route a page address draws: its screen and whether it is a page of the public website. */
export interface PageRoute {
  screen: string;
  public: boolean;
}

/** The route of a path (the server never sees an address's #hash: hash routes are drawn by the phone alone). */
export function pageRoute(pathname: string): PageRoute | undefined {
  const match = matchRoute(routes, { pathname, search: '', hash: '' });
  return match ? { screen: match.screen, public: Boolean(match.route.public) } : undefined;
}

/** What a first view is drawn from. */
export interface FirstViewInput {
  pathname: string;
  /** The page's query string ('?a=1'); its session parameters are dropped before anything is drawn. */
  search: string;
  screen: string;
  /** The published version and its ETag, and the document as /screens/<id>.json serves it. */
  version: number;
  etag: string;
  document: ScreenDocument;
  /** The URL policy the phone will draw with (its own host, the build's allowed hosts). */
  policy: UrlPolicy;
  /**
   * Drawn for any query (a CDN's copy, `npm run export-screens -- --pages`): what the query gives (its values, the
   * parameters, the currency symbol) is left out of the drawing too.
   */
  anyQuery?: boolean;
  /** The page's language (its `lang`: languageOf); English when left out. */
  language?: Language;
  /** Stops the drawing (it is also stopped after drawingLimitMs); a stopped drawing is refused. */
  signal?: AbortSignal;
}

/** A drawn first view. */
export interface RenderedFirstView {
  /** The inside of `<div id="root">`. */
  html: string;
  /**
   * Links for the page's head (first-view-pictures.ts): `urgent`, the pictures of the screen's opening fetched with high
   * priority, to go before the scripts; `other`, the rest of what React would have written at the drawing's start.
   */
  links: { urgent: string[]; other: string[] };
  /** What the phone hydrates from (first-view.ts), for the page's JSON block. */
  firstView: FirstView;
  /** The page's `<title>`: the screen's title when the document states it, else its bundled one. */
  title: string;
  /**
   * Nothing but controls waits for data in this drawing (onlyControlsWait): its largest content is in the HTML, so the
   * page asks for the app's scripts once it is painted (server/http/first-view-page.ts), like a page of the public website.
   */
  paintsWhole: boolean;
  /** What failed while drawing (a widget, an expression), logged by the server; the drawing still stands. */
  problems: string[];
}

/**
 * True when the placeholders of a drawing's loading view (shaped-skeleton.tsx's classes) are all controls' (a field with
 * its label line, choice pills, a button: skeleton-shape.ts's controlShapes), or when it has none: what the data brings
 * then is a control's words, not the page's largest paint, which its HTML already holds (its heading, its texts).
 */
export function onlyControlsWait(html: string): boolean {
  // Every element of a skeleton, with its kind when it has one (the plain loading view's blocks have none: not controls).
  return [...html.matchAll(/class="h-skeleton__(line|block)(?: h-skeleton__(?:line|block)--([a-z]+))?"/g)].every(([, part, kind = '']) =>
    part === 'line' ? kind === 'label' : controlShapes.includes(kind as Shape['kind']),
  );
}

/** The stream's text, read directly (a Response around it costs the server a quarter of a drawing). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  return text + decoder.decode();
}

/**
 * A version's document in a language, made once per document object: the drawing keeps what it works out per node
 * (its plan, what it reads) by node object, so a page drawn for each new query value starts from the same nodes.
 */
const localized = new WeakMap<ScreenDocument, Partial<Record<Language, Promise<ScreenDocument>>>>();
function localizedOnce(document: ScreenDocument, language: Language): Promise<ScreenDocument> {
  let byLanguage = localized.get(document);
  if (!byLanguage) {
    byLanguage = {};
    localized.set(document, byLanguage);
  }
  return (byLanguage[language] ??= localizeScreen(document, language));
}

/**
 * One drawing at a time: the page's language and the app's own words are the process's (language.ts, app-words.ts),
 * set for a drawing's language while it is drawn and put back to English after it; React's stream does its work in
 * later turns, where another page's drawing would otherwise read them.
 */
let turn: Promise<unknown> = Promise.resolve();

/**
 * How long one drawing may take before it is stopped (its page is then sent without its first view): drawings go one
 * at a time, so one that never ended would hold every page's drawing back.
 */
export const drawingLimitMs = 10_000;

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work);
  turn = mine.catch(() => undefined);
  return mine;
}

let ready: Promise<void> | undefined;

/** Loads every lazy widget and the shaped loading view once: nothing suspends while a first view is drawn. */
export function firstViewReady(): Promise<void> {
  ready ??= Promise.all([preloadWidgets(), preloadShapedSkeleton()]).then(() => undefined);
  return ready;
}

/** The query string without session parameters (they are never drawn into, nor written in, the page). */
export function drawnSearch(search: string): string {
  const kept = new URLSearchParams(withoutSession(parsePageQuery(search))).toString();
  return kept ? `?${kept}` : '';
}

/** Draws the first view of a page. Rejects when the drawing itself fails (the server then sends the plain page). */
export async function renderFirstView(input: FirstViewInput): Promise<RenderedFirstView> {
  await firstViewReady();
  const problems: string[] = [];
  const report = (message: string, pointer: string) => problems.push(`${pointer} ${message}`);
  const { ports, feedbackStore } = createServerPorts(input.policy, report);
  const language = input.language ?? 'en';
  // The screen's controller, for the addresses of its pictures (told on each render of the screen: the last one is it).
  let controller: ScreenController | undefined;
  ports.inspect = { screen: (told) => void (controller = told), node: (drawnNode) => drawnNode };
  const firstView: FirstView = {
    screen: input.screen,
    version: input.version,
    etag: input.etag,
    document: input.document,
    unknown: [...firstViewUnknowns(input.document), ...(input.anyQuery ? ['query', 'params'] : [])],
    ...(language === 'fil' ? { language } : {}),
  };
  const location = { pathname: input.pathname, search: input.anyQuery ? '' : drawnSearch(input.search), hash: '' };
  // Drawn in the page's language (English when its `lang` names none: the phone hydrates only a page in its own); the
  // inlined copy stays as published, both languages.
  const drawn = await localizedOnce(input.document, language);
  let failed: unknown;
  const text = await inTurn(async () => {
    setLanguage(language);
    setWordTable(language === 'fil' ? filWords : undefined);
    try {
      const stream = await renderToReadableStream(
        <UrlPolicyContext.Provider value={input.policy}>
          <App ports={ports} feedbackStore={feedbackStore} devConsole={false} location={location} firstView={{ ...firstView, document: drawn }} />
        </UrlPolicyContext.Provider>,
        {
          onError(error) {
            failed ??= error;
          },
          signal: AbortSignal.any([AbortSignal.timeout(drawingLimitMs), ...(input.signal ? [input.signal] : [])]),
        },
      );
      await stream.allReady;
      return await readAll(stream);
    } finally {
      setLanguage('en');
      setWordTable(undefined);
    }
  });
  const { html, links } = splitPreloads(text);
  // A part that failed on the server would be drawn again by the phone, not hydrated: the page is refused instead.
  if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
  const literal = typeof drawn.title === 'string' && !drawn.title.startsWith('=') ? drawn.title : '';
  const waiting = controller ? waitingPictures(drawn, controller, input.policy, firstView.unknown, report) : [];
  return {
    html,
    links: headLinks(links, waiting),
    firstView,
    title: literal || bundledTitle(input.screen) || 'Hatid',
    paintsWhole: waiting.length === 0 && onlyControlsWait(html),
    problems,
  };
}
