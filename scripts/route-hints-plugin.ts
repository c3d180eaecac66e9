/**
 * Build plugin: per-route preload hints without inline script. The built index.html gets one small external script
 * (assets/route-hints-<hash>.js, async, allowed by the CSP's script-src 'self') that matches the page's route as the app
 * does (renderer/core/routes.ts) and adds `<link rel="modulepreload">` for what that route's screen needs before its
 * first drawing: its bundled document (its data calls start from it, and the fresh one is drawn without validation when
 * equal to it), its lazy widgets drawn in the page's flow, the answer checks of the endpoints it loads, and the lender
 * clients (axios). They download beside the entry instead of one round trip after it.
 *
 * It also writes the route's screen title and loading words (app/screen-titles.ts) into index.html's loading
 * page, which does not know its route: on a slow network the borrower reads "Order details" and "Loading your order…"
 * as soon as this small script is in, seconds before the entry. Only into that static page, before the app's script
 * runs: once the document is parsed (readyState interactive comes before module scripts run), and never over what
 * the app has drawn (a title already there, words other than the page's "Loading…").
 *
 * A page whose HTML holds the first view of a route the server drew (`<html data-first-view>`, server/http/
 * first-view-pages.ts) loads it without `async`, in the head, on `/` only: `/` is also where the app's #hash routes
 * live, which the server never sees. There it preloads nothing for the page drawn (its HTML names what it needs: the
 * lender clients and the bundled document would only queue before its picture) but all a #hash route needs. On such an address (`/#/payway?…`) it hides the drawn page at once (`h-elsewhere`,
 * styled by that page) and, once the page is parsed, puts index.html's loading page in its place, with the hash route's
 * title and words; the app then draws the hash route's screen instead of hydrating.
 *
 * A page of the public website the server drew (`late` in the pages manifest), and a borrower page whose drawing waits
 * for nothing but controls' words (bank binding's form: app/ssr/render-first-view.tsx's paintsWhole), names none of the
 * app's scripts in its head, only their list (`#hatid-later`): this script asks for them once the page's picture is painted (laterWaitMs), and
 * a control tapped before they are in is tapped again once the app has hydrated (earlyTapControls). On every page the
 * server drew, what was typed before the app hydrated it is reported again then (typedInputTypes). A page asked for later
 * other than "/" names that part alone, the later script (laterScript), which a phone keeps from one release to the next.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { answerShapes } from '../adapters/http/check-answer.ts';
import { hydratedEvent } from '../app/hydrated-event.ts';
import { bundledTitle, loadingWords } from '../app/screen-titles.ts';
import { pagesManifestFile, type PagesManifest } from '../server/http/pages-manifest.ts';

/** One route of screens/routes.json. */
interface Route {
  path: string;
  screen: string;
  exact?: boolean;
  /** A page of the public website: no top bar, so no title to write. */
  public?: boolean;
}

/** A chunk of the bundle, as far as the hints need it. */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  /** The modules bundled into it (a chunk of several, vite.config.ts's groups, is found by any of them). */
  moduleIds: string[];
  /** Vite's: the stylesheets the chunk loads with it. */
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * The modules whose chunks every route needs early (found by module: one chunk may hold several, vite.config.ts's
 * groups): first the screen's request (app/screen-request.ts: the fetch with the
 * borrower's rollout bucket), then what its data calls wait for (the lender clients and the answer checks), last
 * the readying of a bundled copy and the shaped loading view; a route's own files come between (its bundled document, its answer check, its
 * widgets), in the order they are waited for. The validation code and validators are not hinted: a document equal to
 * the bundled copy is not validated on the phone (app/ready-bundled-copy.ts), and one that differs is rare.
 */
export const clientModules = [
  '/app/screen-request.ts',
  '/adapters/http/create-api.ts',
  '/adapters/http/axios-clients.ts',
  '/adapters/http/check-answer.ts',
];
/** The lender clients' axios (a chunk of its own): not needed before the first answers of a page with first calls. */
const axiosModule = '/adapters/http/axios-clients.ts';
export const readyModules = ['/app/ready-bundled-copy.ts', '/renderer/react/shaped-skeleton.tsx'];

/** Widgets drawn over the page (app/in-flow-widgets.ts): their chunks are not needed before the first drawing. */
const overlays = new Set(['dialog', 'sheet']);

/** The widget types a document draws in the page's flow and all the types it uses, and its load calls. */
export function screenNeeds(doc: unknown): { inFlow: Set<string>; all: Set<string>; calls: Set<string> } {
  const inFlow = new Set<string>();
  const all = new Set<string>();
  const calls = new Set<string>();
  const visit = (value: unknown, overlay: boolean) => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, overlay));
    if (!value || typeof value !== 'object') return;
    const type = (value as Record<string, unknown>).type;
    const isType = typeof type === 'string';
    if (isType) all.add(type);
    if (isType && !overlay && !overlays.has(type)) inFlow.add(type);
    for (const child of Object.values(value)) visit(child, overlay || (isType && overlays.has(type)));
  };
  const record = doc as Record<string, unknown>;
  visit(record.body, false);
  for (const spec of Object.values((record.load ?? {}) as Record<string, { call?: unknown }>))
    if (typeof spec?.call === 'string') calls.add(spec.call);
  return { inFlow, all, calls };
}

/** One row of the script's route table: path, exact (1/0), file indexes, the screen's title and loading words ('' when none). */
export type HintRow = [string, number, number[], string, string];

/**
 * A page of the public website the server drew whole (server/http/first-view-page.ts's `late` pages) asks for the app's
 * scripts once its largest paint is its picture of high priority (or, without such a picture, once it has a largest
 * paint at all: a PerformanceObserver of `largest-contentful-paint`, which reports a frame once it is on the display; two
 * animation frames where there is none), at the borrower's first tap or key, or after this long at most (a picture
 * that never comes or is not the largest, a hidden page): the page reads and looks complete without them, and its
 * picture does not share the link with them nor wait for their work on the main thread.
 */
export const laterWaitMs = 2000;

/**
 * What a borrower typed into a server-drawn page before the app hydrated it is on screen but not in the screen's state
 * (React keeps the field's value and reports no change): once the app is there, each such field reports its value
 * again as typed (set through React's value tracking, then the browser's own setter, then an input event), so the
 * screen computes and sends what the borrower sees. Text-like fields only: those typed into while this script listened,
 * and those whose value differs from the page's (typed before this script, which loads async, had run).
 */
export const typedInputTypes = ['text', 'search', 'tel', 'email', 'url', 'number', 'password'];

/**
 * What a tap before the app's scripts may have been meant for on such a page: its last one on a control of the drawn
 * page is tapped again once the app has hydrated (app/hydrated-event.ts), not lost — from when the hints script has run
 * (it says so with `data-early-taps` on <html>; a tap before even that is lost, as on a page without script). Links work without the app and are
 * left alone, as is a control of a form (the browser has already acted on it). The public website calls no lender; on a
 * borrower page such as bank binding what waits for data is drawn inert (the shaped skeleton: its Next cannot be tapped),
 * so a tap kept is on what the page drew for real (its Back), acted on once, as the borrower meant it.
 */
export const earlyTapControls = 'button,[role=button],[role=tab],[role=radio],[role=switch],[role=checkbox],[role=option],[role=menuitem]';

/** What index.html's loading page says before its route is known (app/loading-page.tsx). */
const pageWords = loadingWords('');

/**
 * The script: the route table, the files, and the matching of renderer/core/routes.ts; then the title and words of the
 * route written into the static loading page.
 */
export function hintsScript(base: string, files: string[], common: [number[], number[]], routes: HintRow[], loadingHtml = ''): string {
  return `(function(){var B=${JSON.stringify(base)},F=${JSON.stringify(files)},C=${JSON.stringify(common)},R=${JSON.stringify(routes)},W=${JSON.stringify(loadingHtml)};
function t(p){return p.length>1?p.replace(/\\/+$/,''):p}
var L=location,H=L.hash.split('?')[0],HR=/^#\\/./.test(H),hit=null;
for(var i=0;i<R.length&&!hit;i++){var r=R[i],w=t(r[0]),hr=r[0].charAt(0)==='#';if(!hr&&HR&&w==='/')continue;var g=hr?H:L.pathname;if(!g)continue;var v=t(g);
if(w===v||(!r[1]&&w!=='/'&&w!=='#'&&v.indexOf(w+'/')===0))hit=r}
var seen={};function add(n){if(seen[n])return;seen[n]=1;var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=B+F[n];document.head.appendChild(k)}
var D=document,P=${JSON.stringify(pageWords)},E=D.documentElement,FV=!!(E&&E.getAttribute&&E.getAttribute('data-first-view')),X=!!(hit&&HR&&W&&FV);
if(!FV||HR){C[0].forEach(add);if(hit)hit[2].forEach(add);C[1].forEach(add)}
if(X)E.classList.add('h-elsewhere');
function fill(){if(!D.querySelector)return;if(X){var o=D.getElementById('root');if(o)o.innerHTML=W;E.classList.remove('h-elsewhere')}
var t=D.querySelector('#root .h-topbar__title'),n=D.querySelector('#root .h-loading-note__text');
if(t&&hit[3]&&!t.textContent)t.textContent=hit[3];if(n&&hit[4]&&n.textContent===P)n.textContent=hit[4]}
if(hit&&(hit[3]||hit[4]||X)){if(D.readyState==='loading')D.addEventListener('readystatechange',fill,{once:true});else fill()}
${firstViewPart()}`;
}

/**
 * The part of the hints script for a page the server drew (`FV`, at no #hash route: `HR`): what was typed and the last
 * control tapped before the app hydrated, reported again once it has, and the app's scripts of a page asked for later
 * (`#hatid-later`) asked for after its paint. It reads the document, `D`, its root element, `E`, `FV` and `HR`; it ends
 * the script's function.
 */
function firstViewPart(): string {
  return `var T=null,up=0,K=[];if(FV&&!HR){D.addEventListener('input',function(e){var c=e.target,o=D.getElementById('root');if(!up&&c&&o&&o.contains(c)&&(c.tagName==='TEXTAREA'||c.tagName==='INPUT'&&${JSON.stringify(typedInputTypes)}.indexOf(c.type)>=0)&&K.indexOf(c)<0)K.push(c)},true);
D.addEventListener(${JSON.stringify(hydratedEvent)},function(){up=1;var o=D.getElementById('root');if(o)[].forEach.call(o.querySelectorAll('input,textarea'),function(c){if(c.value!==c.defaultValue&&(c.tagName==='TEXTAREA'||${JSON.stringify(typedInputTypes)}.indexOf(c.type)>=0)&&K.indexOf(c)<0)K.push(c)});K.forEach(function(c){if(!c.isConnected)return;var v=c.value,S=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c),'value');c.value='';S.set.call(c,v);c.dispatchEvent(new Event('input',{bubbles:true}))});K=[];
var c=T;T=null;if(c&&c.isConnected&&!c.disabled&&c.getAttribute('aria-disabled')!=='true')c.click()},{once:true})}
var LT=D.getElementById&&D.getElementById('hatid-later');if(!LT)return;var J=JSON.parse(LT.textContent),gone=0;
function go(){if(gone)return;gone=1;J.p.forEach(function(h){var k=D.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;D.head.appendChild(k)});
var s=D.createElement('script');s.type='module';s.crossOrigin='';s.src=J.m;D.head.appendChild(s)}
if(HR)return go();setTimeout(go,${laterWaitMs});['pointerdown','keydown'].forEach(function(e){D.addEventListener(e,go,{once:true,capture:true})});
D.addEventListener('click',function(e){var c=!up&&e.target&&e.target.closest&&e.target.closest(${JSON.stringify(earlyTapControls)}),o=D.getElementById('root');
if(c&&o&&o.contains(c)&&!c.form&&!c.closest('a[href]'))T=c},true);E.setAttribute('data-early-taps','');
function paint(u){var P=typeof PerformanceObserver=='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;
if(!P)return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});
new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return!u.length||u.indexOf(e.url)>=0})){o.disconnect();setTimeout(go,0)}}).observe({type:'largest-contentful-paint',buffered:true})}
function shown(){var a=[].slice.call(D.querySelectorAll('#root img[fetchpriority=high]')),m=a.filter(function(i){return!i.complete}),n=m.length,u=a.map(function(i){return i.currentSrc||i.src});
if(!n)return paint(u);m.forEach(function(i){function d(){if(--n===0)paint(u)}i.addEventListener('load',d,{once:true});i.addEventListener('error',d,{once:true})})}
if(D.readyState==='loading')D.addEventListener('DOMContentLoaded',shown,{once:true});else shown()})();
`;
}

/**
 * The later script (`assets/route-hints-later-<hash>.js`): the hints script's first-view part alone, with no route table
 * and no file names, so its name changes only when its code does and a phone keeps it cached from one release of the app
 * to the next. A page asked for later other than "/" names it instead of the hints script (server/http/first-view-page.ts):
 * on a cold cache the app's scripts are asked for a round trip after the page's paint (the script's own), on a phone
 * that has it they are asked for at the paint.
 */
export function laterScript(): string {
  return `(function(){var D=document,E=D.documentElement,HR=/^#\\/./.test(location.hash.split('?')[0]),FV=!!(E&&E.getAttribute&&E.getAttribute('data-first-view'));
${firstViewPart()}`;
}

/** The plugin (build only; it acts on the build that has index.html). */
export function routeHints(options: { routesFile: string; screensDir: string; keepRoute?: (route: Route) => boolean }): Plugin {
  let base = '/';
  return {
    name: 'hatid-route-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((c): c is typeof c & ChunkInfo => c.type === 'chunk') as unknown as ChunkInfo[];
        const cssByFile = new Map(chunks.map((c) => [c.fileName, [...(c.viteMetadata?.importedCss ?? [])]]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = new Set<string>();
        const markEntry = (file: string) => {
          if (entry.has(file)) return;
          entry.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) markEntry(dep);
        };
        for (const c of chunks) if (c.isEntry) markEntry(c.fileName);
        const files: string[] = [];
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        /** A chunk and what it imports, minus what the entry already loads, as file indexes. */
        const closure = (roots: (ChunkInfo | undefined)[]) => {
          const out = new Set<string>();
          const walk = (file: string) => {
            if (entry.has(file) || out.has(file)) return;
            out.add(file);
            for (const dep of byFile.get(file)?.imports ?? []) walk(dep);
          };
          for (const root of roots) if (root) walk(root.fileName);
          return [...out].map(indexOf);
        };
        const named = (name: string) => chunks.find((c) => c.name === name && !c.isEntry);
        const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        /** The lazy chunk that holds a module (its own, or a group of vite.config.ts). */
        const holding = (suffix: string) => chunks.find((c) => !c.isEntry && c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
        const common: [number[], number[]] = [closure(clientModules.map(holding)), closure(readyModules.map(holding))];
        const routes = (JSON.parse(readFileSync(options.routesFile, 'utf8')) as Route[]).filter((route) => options.keepRoute?.(route) ?? true);
        // A page the server drew holds its screen's document (inlined, taken as the fresh copy as it is: app/screen-loader.ts),
        // so neither the request for it nor the bundled copy is preloaded there.
        const pageFiles = new Map<string, number[]>();
        const withoutLoads = new Set<string>();
        const late = new Set<string>();
        const table = routes.map((route): HintRow => {
          let doc: unknown = {};
          try {
            doc = JSON.parse(readFileSync(`${options.screensDir}${route.screen}.json`, 'utf8'));
          } catch {
            // A route without a bundled document: only the common files.
          }
          const needs = screenNeeds(doc);
          const roots = [
            facade(`/screens/${route.screen}.json`),
            ...[...needs.calls].map((call) => {
              const shape = answerShapes[call];
              return shape ? named(`validate-answer-${shape.entity}`) : undefined;
            }),
            // The chunk holding the widget: its own, or the one it shares with others (x-hatid-chunk).
            ...[...needs.inFlow].map((type) => holding(`/widgets/${type}.tsx`)),
          ];
          const words = loadingWords(route.screen);
          pageFiles.set(route.path, closure(roots.slice(1)));
          if (needs.calls.size === 0) withoutLoads.add(route.path);
          if (needs.calls.size === 0 && route.public) late.add(route.path);
          return [route.path, route.exact ? 1 : 0, closure(roots), route.public ? '' : bundledTitle(route.screen), words === pageWords ? '' : words];
        });
        // The same lists for the server that draws a page's first view (server/http/first-view-pages.ts): what to preload,
        // which stylesheets the lazy widgets drawn in the page's flow need before the first paint, the first-call module.
        const cssOf = (indexes: number[]) => [...new Set(indexes.flatMap((i) => [...(cssByFile.get(files[i] ?? '') ?? [])]))];
        const firstCall = chunks.find((c) => c.isEntry && c.name === 'first-call');
        const firstCallImports = new Set<string>();
        const importsOf = (file: string) => {
          for (const dep of byFile.get(file)?.imports ?? []) {
            if (firstCallImports.has(dep)) continue;
            firstCallImports.add(dep);
            importsOf(dep);
          }
        };
        if (firstCall) importsOf(firstCall.fileName);
        const hydrating = closure([holding('/app/hydrate.ts')]);
        const clients = closure(clientModules.filter((m) => m !== '/app/screen-request.ts' && m !== axiosModule).map(holding));
        const axios = closure([holding(axiosModule)]).filter((i) => !clients.includes(i) && !hydrating.includes(i));
        const filWords = closure([facade('/renderer/core/i18n/fil-words.ts')]).map((i) => files[i] ?? '');
        const pages: PagesManifest = {
          base,
          ...(filWords.length ? { filWords } : {}),
          firstCall: firstCall?.fileName ?? null,
          firstCallImports: [...firstCallImports],
          // Hydrating (app/hydrate.ts, loaded only by a page the server drew) is named first; it is one chunk with the
          // readying and the shaped loading view (vite.config.ts's first-drawing group), so `after` is empty then.
          common: {
            before: hydrating.map((i) => files[i] ?? ''),
            clients: clients.filter((i) => !hydrating.includes(i)).map((i) => files[i] ?? ''),
            axios: axios.map((i) => files[i] ?? ''),
            // Hydrating and readying are one chunk (vite.config.ts): named once.
            after: common[1].filter((i) => !hydrating.includes(i)).map((i) => files[i] ?? ''),
            css: cssOf(common[1]),
          },
          routes: Object.fromEntries(
            table.map(([path]) => {
              const indexes = pageFiles.get(path) ?? [];
              const loads = withoutLoads.has(path) ? { loads: false as const } : {};
              const later = late.has(path) ? { late: true as const } : {};
              return [path, { files: indexes.map((i) => files[i] ?? ''), css: cssOf(indexes), ...loads, ...later }];
            }),
          ),
        };
        // The later script, named by its code alone: a phone keeps it from one release to the next.
        const later = laterScript();
        const laterFile = `assets/route-hints-later-${createHash('sha256').update(later).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: laterFile, source: later });
        pages.laterScript = laterFile;
        this.emitFile({ type: 'asset', fileName: pagesManifestFile, source: JSON.stringify(pages) });
        // index.html's loading page (inside #root), for a first view of / opened at a #hash route.
        const loadingHtml = (/<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(String(html.source))?.[1] ?? '').replace(/>\s+</g, '><').trim();
        const source = hintsScript(base, files, common, table, loadingHtml);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-hints-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="${base}${fileName}"></script>`;
        const text = String(html.source);
        // Before the entry's module script, so the preload scanner asks for it first.
        html.source = text.includes('<script type="module"')
          ? text.replace('<script type="module"', `${tag}\n    <script type="module"`)
          : text.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}
