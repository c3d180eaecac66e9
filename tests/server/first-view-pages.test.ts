/**
 * Issue 31: borrower pages arrive with their first view. The server answers a route with HTML that holds the screen
 * drawn by the app's own components (app/ssr/render-first-view.tsx, here from source): the code and amount of
 * the code page from its query, the texts of About us and Customer service, hostile query values escaped, never a
 * session value; the published document inlined as JSON and the first calls in a JSON block, no inline script and no
 * style attribute (the CSP); one drawing per version and per query values drawn, a new one after a publish; gzip and
 * Brotli with Vary, and the build's precompressed files for assets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bucketOf } from '../../adapters/rollout-bucket.ts';
import * as bundle from '../../app/ssr/render-first-view.tsx';
import routes from '../../screens/routes.json';
import { inlineStylesheets } from '../../server/http/index-template.ts';
import { pagesManifestFile, type PagesManifest } from '../../server/http/pages-manifest.ts';
import { addStaff, retitled } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-first-view-'));
const dirs = { app: path.join(tmp, 'dist'), studio: path.join(tmp, 'dist-studio') };
const session = 'userId=5512&deviceId=dev-1&mobilePhone=09171234567&sessionId=s-77';
const sessionValues = ['5512', 'dev-1', '09171234567', 's-77'];
const hostile = '<img src=x onerror=alert(1)>"&\'</script><!--';

/** index.html as `vite build` writes it (route hints and the entry in the head, the loading page in #root). */
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Hatid</title>
    <script async src="/assets/route-hints-AbCdEf12.js"></script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">
  </head>
  <body>
    <div id="root">
      <div class="h-page"><main class="h-page__body"><div class="h-loading-note" role="status">Loading…</div></main></div>
    </div>
  </body>
</html>
`;

const manifest: PagesManifest = {
  base: '/',
  filWords: ['assets/fil-words-AbC123.js'],
  firstCall: 'assets/first-call-AbC123.js',
  firstCallImports: ['assets/page-query-AbC123.js'],
  common: {
    before: ['assets/hydrate-AbC123.js'],
    clients: ['assets/create-api-AbC123.js'],
    after: ['assets/shaped-skeleton-AbC123.js'],
    css: [],
  },
  routes: {
    '/repaymentOfCode': { files: ['assets/repayment-of-code-AbC123.js', 'assets/qr-code-AbC123.js'], css: ['assets/qr-code-AbC123.css'] },
    '/': { files: ['assets/carousel-AbC123.js'], css: [], loads: false },
  },
};

let server: TestServer;
const renders = vi.fn(bundle.renderFirstView);

beforeAll(async () => {
  for (const dir of [dirs.app, dirs.studio]) fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dirs.app, 'index.html'), builtIndex);
  fs.writeFileSync(path.join(dirs.studio, 'index.html'), '<!doctype html><title>Studio</title>');
  fs.writeFileSync(path.join(dirs.app, pagesManifestFile), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dirs.app, 'assets', 'qr-code-AbC123.css'), '.h-qr-code{display:flex}');
  fs.writeFileSync(path.join(dirs.app, 'assets', 'index-AbC123.css'), '.h-page{display:flex}.h-font{src:url(/assets/f-AbC.woff2)}');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
  fs.writeFileSync(path.join(dirs.app, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dirs.app, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dirs.app, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  server = await startTestServer({ app: { staticDirs: dirs, firstViews: { ...bundle, renderFirstView: renders } } });
}, 60_000);

afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const page = async (address: string, headers: Record<string, string> = {}) => {
  const res = await server.app.request(`http://hatid.test${address}`, { headers });
  return { res, html: await res.text() };
};

/** The drawn part: the body (the JSON blocks are in the head). */
const drawnPart = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('a borrower page', () => {
  it('holds the code and the amount of the code page, from its query, and no session value', async () => {
    const { res, html } = await page(`/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('X-Screen-Version')).toBe('0');
    const drawn = drawnPart(html);
    expect(drawn).toContain('HT500017000001');
    expect(drawn).toContain('₱5.234,00');
    expect(drawn).toContain('Loading your payment code…');
    expect(html).toContain('<title>Repayment by code</title>');
    for (const value of sessionValues) expect(html).not.toContain(value);
  });

  it("leaves a receipt's time to the phone: the hours are its time zone's, not the server's", async () => {
    // 2025-11-29 10:40:00 UTC, 18:40 in Manila: the page names neither, the phone draws its own.
    const { html } = await page(
      `/loanDetails?productId=7&orderId=5000174&paidAmount=523400&paidAt=1764412800000&paidWith=BDO&repayRecordId=R1&${session}`,
    );
    const drawn = drawnPart(html);
    // The receipt the payway sends the borrower to, drawn from the query (its amount), but not its time.
    expect(drawn).toContain('Payment received');
    expect(drawn).toContain('₱5.234,00');
    expect(drawn).not.toMatch(/\d\d:40:00/);
  });

  it('holds the texts of About us and Customer service', async () => {
    const about = drawnPart((await page('/aboutUs')).html);
    expect(about).toContain('Who we are');
    expect(about).toContain('Hatid Lending Corporation is a lending company registered with the Securities and Exchange Commission');
    const service = drawnPart((await page('/customerService')).html);
    expect(service).toContain('Customer service');
    expect(service).toContain('Tell us about a problem with your loan');
  });

  it("fetches the home's first carousel picture (its LCP) with high priority and at once; the other slides lazily", async () => {
    const images = [...drawnPart((await page('/')).html).matchAll(/<img\b[^>]*class="h-carousel__image"[^>]*>/g)].map(([tag]) => tag);
    expect(images.length).toBeGreaterThan(1);
    const [first, ...rest] = images;
    expect(first).toMatch(/\sfetchpriority="high"/i); // React writes fetchPriority; HTML attribute names are case-blind
    expect(first).not.toMatch(/loading="lazy"/);
    for (const tag of rest) {
      expect(tag).not.toMatch(/fetchpriority/i);
      expect(tag).toMatch(/loading="lazy"/);
    }
  });

  it('escapes a hostile query value', async () => {
    const q = encodeURIComponent(hostile);
    const { html } = await page(`/repaymentOfCode?showType=1&payCode=${q}&repayAmount=${q}&${session}`);
    const drawn = drawnPart(html);
    expect(drawn).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#x27;&lt;/script&gt;&lt;!--');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
    for (const value of sessionValues) expect(html).not.toContain(value);
  });

  it('is CSP-clean: JSON blocks and scripts from files only, no style attribute; the document inlined, the first call first', async () => {
    const everyRoute = (routes as { path: string; example?: string }[])
      .filter((r) => !r.path.startsWith('#'))
      .map((r) => `${r.path}${r.example ?? ''}`);
    for (const address of [...everyRoute, '/repaymentOfCode?showType=2&payCode=HT1']) {
      const { html } = await page(address);
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, address).toMatch(/\bsrc="\/assets\/|type="application\/json"/);
      expect(html, address).not.toMatch(/\sstyle="/);
      const firstView = JSON.parse(/<script type="application\/json" id="hatid-first-view">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
      expect(firstView.document.id, address).toBe(firstView.screen);
      expect(firstView.unknown, address).toContain('saved');
      // Data in the head: the body shows the drawing only (its text is what a borrower reads, JSON none of it).
      expect(drawnPart(html), address).not.toContain('application/json');
    }
    const { html } = await page(`/loanDetails?productId=7&orderId=5000174&${session}`);
    const calls = JSON.parse(/<script type="application\/json" id="hatid-first-calls">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(calls.calls).toEqual([
      expect.objectContaining({ endpoint: 'loanDetails.detail', method: 'POST', form: expect.stringMatching(/HatidFill\d+Q/) }),
    ]);
    expect(html).not.toContain('5000174');
    // The first-call module comes first, before the route's chunks, with high priority.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('first-call-AbC123.js')).toBeLessThan(head.indexOf('create-api-AbC123.js'));
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/first-call-AbC123.js">');
    // What it imports beside it (else its calls wait for a chunk queued behind all the others), then the app's entry.
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/page-query-AbC123.js">');
    const order = [
      'first-call-AbC123.js',
      'page-query-AbC123.js',
      'modulepreload" crossorigin href="/assets/index-AbC123.js',
      'create-api-AbC123.js',
    ];
    expect(order.map((part) => head.indexOf(part))).toEqual(order.map((part) => head.indexOf(part)).sort((a, b) => a - b));
    expect(head.indexOf('modulepreload" crossorigin href="/assets/index-AbC123.js')).toBeGreaterThan(0);
    expect(head).not.toContain('route-hints');
    const code = (await page('/repaymentOfCode?showType=1&payCode=HT1')).html;
    expect(code).toContain('<style>.h-qr-code{display:flex}</style>');
    // Named disabled too (never fetched): Vite's preload helper would otherwise fetch it for the chunk and wait for it.
    expect(code).toContain('<link rel="stylesheet" href="/assets/qr-code-AbC123.css" disabled>');
  });

  it('of a screen that loads nothing (the public home) names neither the first-call module nor the lender clients; its own chunks and hydrating it does', async () => {
    const head = (address: string) => page(address).then(({ html }) => html.slice(0, html.indexOf('</head>')));
    const home = await head('/');
    for (const part of ['hatid-first-calls', 'first-call-AbC123.js', 'page-query-AbC123.js', 'create-api-AbC123.js'])
      expect(home, part).not.toContain(part);
    // No script at high priority; the picture of its opening may be (React writes it as fetchPriority).
    expect(home).not.toMatch(/<link rel="modulepreload"[^>]*fetchpriority/i);
    // Whole in its HTML (nothing waits for data), it names them in the list the hints script asks for once it is painted.
    const later = JSON.parse(/<script type="application\/json" id="hatid-later">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null') as { p: string[] };
    expect(home).not.toContain('<link rel="modulepreload"');
    for (const file of ['index-AbC123.js', 'hydrate-AbC123.js', 'carousel-AbC123.js', 'shaped-skeleton-AbC123.js'])
      expect(later.p, file).toContain(`/assets/${file}`);
    // A screen that loads data keeps them (a route missing from the manifest is taken as one).
    const order = await head(`/loanDetails?productId=7&orderId=5000174&${session}`);
    for (const file of ['first-call-AbC123.js', 'create-api-AbC123.js', 'hatid-first-calls']) expect(order, file).toContain(file);
  });

  it("holds the app's stylesheet instead of linking it (a link holds the first paint back by a round trip)", async () => {
    const { html } = await page('/aboutUs');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.h-page{display:flex}.h-font{src:url(/assets/f-AbC.woff2)}</style>');
    // Named only disabled: the preload helper of a lazy chunk that lists it finds it there instead of fetching it.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-AbC123.css" disabled>']);
  });
});

describe('a page whose lang says Filipino', () => {
  const inlined = (html: string) => JSON.parse(/<script type="application\/json" id="hatid-first-view">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

  it("is drawn in Filipino (the document's texts and the app's own words), says so, names the words' chunk, and is a page of its own", async () => {
    const address = `/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`;
    const en = await page(address);
    const fil = await page(`${address}&lang=fil`);
    expect(fil.html).toMatch(/<html\b[^>]*\slang="fil"/);
    expect(en.html).toMatch(/<html\b[^>]*\slang="en"/);
    expect(drawnPart(fil.html)).toContain('Kinukuha ang payment code mo…');
    expect(drawnPart(fil.html)).not.toContain('Loading your payment code…');
    expect(drawnPart(fil.html)).toContain('HT500017000001');
    expect(inlined(fil.html).language).toBe('fil');
    expect(inlined(en.html).language).toBeUndefined();
    expect(fil.html).toContain('<link rel="modulepreload" crossorigin href="/assets/fil-words-AbC123.js">');
    expect(en.html).not.toContain('fil-words');
    expect(fil.res.headers.get('ETag')).not.toBe(en.res.headers.get('ETag'));
    for (const value of sessionValues) expect(fil.html).not.toContain(value);
    // The page's own texts in Filipino too; a `lang` the app does not speak is English.
    expect(drawnPart((await page('/aboutUs?lang=fil')).html)).toContain('Sino kami');
    expect(drawnPart((await page('/aboutUs?lang=xx')).html)).toContain('Who we are');
  });

  it('a drawing that is stopped (as one past drawingLimitMs is) is refused, and the drawings after it go on', async () => {
    const document = JSON.parse(server.services.bundled.get('about-us')?.text ?? '{}');
    const input = { pathname: '/aboutUs', search: '', screen: 'about-us', version: 0, etag: '"x"', document, policy: { hosts: [], imageHosts: [] } };
    const stopped = bundle.renderFirstView({ ...input, signal: AbortSignal.abort(new Error('stopped')) });
    const next = bundle.renderFirstView(input);
    await expect(stopped).rejects.toBeDefined();
    expect((await next).html).toContain('Who we are');
  });

  it('drawn side by side with pages in English, each page keeps its own language', async () => {
    // Short codes are drawn by React for each request (no template): drawings of both languages overlap in time.
    const asked = Array.from({ length: 12 }, (_, i) => ({ fil: i % 2 === 1, code: `HT8${i}` }));
    const pages = await Promise.all(
      asked.map(({ fil, code }) => page(`/repaymentOfCode?showType=1&payCode=${code}&repayAmount=100${fil ? '&lang=fil' : ''}`)),
    );
    pages.forEach(({ html }, i) => {
      const { fil, code } = asked[i]!;
      expect(drawnPart(html), code).toContain(code);
      expect(drawnPart(html), code).toContain(fil ? 'Kinukuha ang payment code mo…' : 'Loading your payment code…');
      expect(drawnPart(html), code).not.toContain(fil ? 'Loading your payment code…' : 'Kinukuha ang payment code mo…');
    });
  });
});

describe('a page opened without lang', () => {
  const address = `/repaymentOfCode?showType=1&payCode=HT500017000009&repayAmount=523400&${session}`;
  const isFil = (html: string) => /<html\b[^>]*\slang="fil"/.test(html) && drawnPart(html).includes('Kinukuha ang payment code mo…');
  const isEn = (html: string) => /<html\b[^>]*\slang="en"/.test(html) && drawnPart(html).includes('Loading your payment code…');

  it("is drawn in the language the app will choose: the kept choice's cookie, else the browser's first language, else English", async () => {
    expect(isEn((await page(address)).html)).toBe(true);
    const kept = await page(address, { Cookie: 'other=1; hatid-lang=fil' });
    expect(isFil(kept.html)).toBe(true);
    for (const value of sessionValues) expect(kept.html).not.toContain(value);
    for (const accepted of ['fil-PH,fil;q=0.9,en;q=0.8', 'fil', 'tl-PH', 'tl;q=0.9'])
      expect(isFil((await page(address, { 'Accept-Language': accepted })).html), accepted).toBe(true);
    // Only the first language counts (as navigator.language); one the app does not speak is English.
    for (const accepted of ['en-PH,fil;q=0.9', 'de-DE,fil;q=0.5', '*'])
      expect(isEn((await page(address, { 'Accept-Language': accepted })).html), accepted).toBe(true);
    // The kept choice wins over the browser's, both ways; a cookie the app never writes falls through to the browser's.
    expect(isEn((await page(address, { Cookie: 'hatid-lang=en', 'Accept-Language': 'fil-PH' })).html)).toBe(true);
    expect(isFil((await page(address, { Cookie: 'hatid-lang=fil', 'Accept-Language': 'en-US' })).html)).toBe(true);
    expect(isFil((await page(address, { Cookie: 'hatid-lang=<x>', 'Accept-Language': 'fil-PH' })).html)).toBe(true);
    // The public website too.
    expect(drawnPart((await page('/aboutUs', { 'Accept-Language': 'fil-PH' })).html)).toContain('Sino kami');
  });

  it("leaves the language to the page's lang when it names one, over the cookie and the browser's", async () => {
    const both = { Cookie: 'hatid-lang=fil', 'Accept-Language': 'fil-PH' };
    const en = await page(`${address}&lang=en`, both);
    expect(isEn(en.html)).toBe(true);
    expect(en.res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(isFil((await page(`${address}&lang=fil`, { Cookie: 'hatid-lang=en', 'Accept-Language': 'en-US' })).html)).toBe(true);
  });

  it('says it varies by Cookie and Accept-Language, with an ETag per language and a 304 only on its own', async () => {
    const en = await page(address, { 'Accept-Encoding': 'gzip' });
    const fil = await page(address, { 'Accept-Encoding': 'gzip', Cookie: 'hatid-lang=fil' });
    for (const { res } of [en, fil]) expect(res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    const etag = { en: en.res.headers.get('ETag') ?? '', fil: fil.res.headers.get('ETag') ?? '' };
    expect(etag.fil).toMatch(/^W\/"p/);
    expect(etag.fil).not.toBe(etag.en);
    expect((await page(address, { Cookie: 'hatid-lang=fil', 'If-None-Match': etag.fil })).res.status).toBe(304);
    expect((await page(address, { 'Accept-Language': 'fil-PH', 'If-None-Match': etag.fil })).res.status).toBe(304);
    // A borrower whose kept choice changed gets the page anew, never the other language's 304.
    const changed = await page(address, { Cookie: 'hatid-lang=en', 'If-None-Match': etag.fil });
    expect(changed.res.status).toBe(200);
    expect(isEn(changed.html)).toBe(true);
  });
});

describe('inlineStylesheets', () => {
  const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
  const files: Record<string, string> = { 'assets/a.css': '.a{background:url("/assets/x.png")}', 'assets/rel.css': ".b{background:url('x.png')}" };
  const read = (file: string) => {
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };
  it('inlines a stylesheet of the build, and leaves linked one with a relative url(), one not found, one elsewhere', () => {
    expect(inlineStylesheets(link('/assets/a.css'), '/', read)).toBe(`<style>${files['assets/a.css']}</style>`);
    for (const href of ['/assets/rel.css', '/assets/none.css', 'https://cdn.example/a.css'])
      expect(inlineStylesheets(link(href), '/', read)).toBe(link(href));
  });
});

describe('drawn once per version and per query values drawn', () => {
  it('draws each query alike however many pages of the same document object were drawn before (nothing carried over)', async () => {
    const document = JSON.parse(server.services.bundled.get('repayment-of-code')?.text ?? '{}');
    const draw = async (search: string) =>
      (
        await bundle.renderFirstView({
          pathname: '/repaymentOfCode',
          search,
          screen: 'repayment-of-code',
          version: 0,
          etag: '"x"',
          document,
          policy: { hosts: [], imageHosts: [] },
        })
      ).html;
    const a = await draw('?showType=1&payCode=HT111&repayAmount=100');
    const other = await draw('?showType=2&payCode=&repayAmount=');
    expect(other).not.toContain('HT111');
    expect(await draw('?showType=1&payCode=HT111&repayAmount=100')).toBe(a);
  });

  it('draws order details once for every order, the code page once per query shape (a new code and amount filled in)', async () => {
    renders.mockClear();
    // The rupee flag: a page not drawn yet (it is drawn with the currency symbol).
    const first = await page('/repaymentByPeriod?productId=7&orderId=5000101&currency=1');
    const second = await page(`/repaymentByPeriod?productId=7&orderId=5000102&currency=1&${session}`);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(second.res.headers.get('ETag')).toBe(first.res.headers.get('ETag'));
    renders.mockClear();
    // The shape's template (the rupee flag: a shape not drawn yet): drawn twice with sentinel values
    // (server/http/first-view-slots.ts), then filled per query.
    await page('/repaymentOfCode?showType=1&payCode=HT900000000001&repayAmount=100000&currency=1');
    await page(`/repaymentOfCode?showType=1&payCode=HT900000000001&repayAmount=100000&currency=1&${session}`);
    expect(renders).toHaveBeenCalledTimes(2);
    const filled = drawnPart((await page('/repaymentOfCode?showType=1&payCode=HT900000000002&repayAmount=987654&currency=1')).html);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(filled).toContain('HT900000000002');
    expect(filled).toContain('₹9.876,54');
    // A value outside the shape's classes (a short code, an amount under ₱1,000) is drawn by React.
    await page('/repaymentOfCode?showType=1&payCode=HT901&repayAmount=100&currency=1');
    expect(renders).toHaveBeenCalledTimes(3);
    // So is a path below the route's own (each such path would be a template of its own).
    await page('/repaymentOfCode/x?showType=1&payCode=HT900000000003&repayAmount=100000&currency=1');
    expect(renders).toHaveBeenCalledTimes(4);
    const again = await page('/repaymentByPeriod?productId=7&orderId=5000103&currency=1', { 'If-None-Match': first.res.headers.get('ETag') ?? '' });
    expect(again.res.status).toBe(304);
  });

  it('draws the published version after a publish (the NOTIFY that refreshes the delivery)', async () => {
    const editor = await addStaff(server.services.database.db, 'ed', 'Eddie Editor', 'editor');
    const admin = await addStaff(server.services.database.db, 'adm', 'Ada Admin', 'admin');
    expect((await server.services.store.setReviewRequired('about-us', admin, false)).ok).toBe(true);
    const text = retitled(server.services.bundled.get('about-us')?.text ?? '', 'About Hatid');
    const published = await server.services.store.publish('about-us', editor, { text, baseVersion: 0, reason: 'new title', target: 'production' });
    expect(published.ok, published.ok ? '' : published.message).toBe(true);
    await vi.waitFor(
      async () => {
        const { res, html } = await page('/aboutUs');
        expect(res.headers.get('X-Screen-Version')).toBe('1');
        expect(html).toContain('<h1 class="h-topbar__title">About Hatid</h1>');
      },
      { timeout: 5000, interval: 20 },
    );
  });
});

describe('compression', () => {
  it('sends a page as Brotli or gzip as the browser accepts, plain otherwise, always with Vary', async () => {
    const plain = await page('/aboutUs');
    const br = await server.app.request('http://hatid.test/aboutUs', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain.html);
    const gz = await server.app.request('http://hatid.test/aboutUs', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain.html);
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    for (const res of [plain.res, br, gz]) expect(res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    // One page, three codings: the compressed ones carry the weak form of the plain one's strong ETag (RFC 9110 8.8.3),
    // and a 304 answers either form.
    const etag = plain.res.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"p/);
    for (const res of [br, gz]) expect(res.headers.get('ETag')).toBe(`W/${etag}`);
    for (const kept of [etag, `W/${etag}`])
      for (const encoding of ['gzip, deflate, br', '']) {
        const again = await page('/aboutUs', { 'If-None-Match': kept, 'Accept-Encoding': encoding });
        expect([again.res.status, again.res.headers.get('ETag')]).toEqual([304, encoding ? `W/${etag}` : etag]);
      }
  });

  it('sends a page drawn for this request as gzip (its head compressed once), and as Brotli once it is asked for again', async () => {
    // Drawn by React (an amount under ₱1,000) and filled into its query shape's template (its pieces compressed once).
    for (const [code, amount] of [
      ['HT777000111', '990'],
      ['HT777000112', '990000'],
    ]) {
      const address = `http://hatid.test/repaymentOfCode?showType=1&payCode=${code}&repayAmount=${amount}`;
      const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
      const first = await server.app.request(address, { headers });
      expect(first.headers.get('Content-Encoding')).toBe('gzip');
      const html = gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
      expect(drawnPart(html)).toContain(code);
      const again = await server.app.request(address, { headers });
      expect(again.headers.get('Content-Encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(html);
      expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
      const plain = await server.app.request(address);
      expect(await plain.text()).toBe(html);
    }
  });

  it('gives a page filled into its template an ETag of its own: the same for the same query, another for another value, a 304 on it', async () => {
    const address = (code: string, amount: string) => `/repaymentOfCode?showType=1&payCode=${code}&repayAmount=${amount}`;
    const etagOf = async (code: string, amount: string) => (await page(address(code, amount))).res.headers.get('ETag') ?? '';
    await page(address('HT770000000001', '100000'));
    renders.mockClear();
    const first = await etagOf('HT770000000002', '100000');
    expect(first).toMatch(/^"p[\w-]{20}"$/);
    expect(await etagOf('HT770000000002', '100000')).toBe(first);
    expect(await etagOf('HT770000000003', '100000')).not.toBe(first);
    expect(await etagOf('HT770000000002', '100001')).not.toBe(first);
    expect(renders).not.toHaveBeenCalled();
    const again = await page(address('HT770000000004', '100000'), { 'If-None-Match': await etagOf('HT770000000004', '100000') });
    expect(again.res.status).toBe(304);
  });

  it('sends a script the build compressed as its .br or .gz, with Vary; plain to a browser that takes neither', async () => {
    const script = fs.readFileSync(path.join(dirs.app, 'assets', 'index-AbC123.js'), 'utf8');
    const br = await server.app.request('http://hatid.test/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await server.app.request('http://hatid.test/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await server.app.request('http://hatid.test/assets/index-AbC123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });
});

describe('a screen in a staged rollout', () => {
  const id = 'customer-service';
  /** Device ids whose bucket for the screen is below 50 (they get the rollout's version) and at or above it. */
  const devices = Array.from({ length: 40 }, (_, i) => `device-${i}`);
  const inside = devices.find((d) => bucketOf(d, id) < 50) ?? '';
  const outside = devices.find((d) => bucketOf(d, id) >= 50) ?? '';
  const title = (html: string) => /<h1 class="h-topbar__title">([^<]*)<\/h1>/.exec(html)?.[1];

  it("is drawn in the version of the borrower's bucket: from the deviceId, else the app's cookie; without either, no first view", async () => {
    const db = server.services.database.db;
    const cast = { editor: await addStaff(db, 'ed2', 'Edna Editor', 'editor'), reviewer: await addStaff(db, 'rev', 'Ana Reyes', 'reviewer') };
    const text = retitled(server.services.bundled.get(id)?.text ?? '', 'Help at 50 %');
    const store = server.services.store;
    const cr = await store.submitChangeRequest(id, cast.editor, {
      text,
      baseVersion: 0,
      reason: 'rollout',
      target: 'production',
      plan: { rollout: { steps: [50, 100], advance: 'reviewer' } },
    });
    expect(cr.ok, cr.ok ? '' : cr.message).toBe(true);
    const approved = cr.ok && (await store.approve(cr.value.id, cast.reviewer, {}));
    expect(approved && approved.ok, approved && !approved.ok ? approved.message : '').toBe(true);
    await vi.waitFor(async () => expect(title((await page(`/customerService?deviceId=${inside}`)).html)).toBe('Help at 50 %'), {
      timeout: 5000,
      interval: 20,
    });
    const withId = await page(`/customerService?deviceId=${outside}&userId=5512`);
    expect(title(withId.html)).toBe('Customer service');
    expect(withId.res.headers.get('X-Screen-Version')).toBe('0');
    expect(withId.res.headers.get('Vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect((await page(`/customerService?deviceId=${outside}&lang=en`)).res.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    // The session values (the deviceId the bucket came from) are never in the page.
    expect(withId.html).not.toContain(outside);
    const cookie = (device: string) => ({ Cookie: `other=1; hatid-bucket-${id}=${bucketOf(device, id)}` });
    const inCookie = await page('/customerService', cookie(inside));
    expect(title(inCookie.html)).toBe('Help at 50 %');
    expect(inCookie.res.headers.get('X-Screen-Version')).toBe('1');
    expect(inCookie.html).toMatch(/"version":1,/);
    expect(title((await page('/customerService', cookie(outside))).html)).toBe('Customer service');
    // Each version is drawn once, whichever borrowers ask.
    renders.mockClear();
    for (const device of devices) await page(`/customerService?deviceId=${device}`);
    expect(renders).toHaveBeenCalledTimes(0);
    // No bucket known (a first visit in a browser): the plain page, and the app asks for its bucket's version itself.
    const plain = await page('/customerService', { Cookie: `hatid-bucket-${id}=oops` });
    expect(plain.html).not.toContain('hatid-first-view');
    expect(plain.html).toContain('<div class="h-loading-note" role="status">Loading…</div>');
  });
});
