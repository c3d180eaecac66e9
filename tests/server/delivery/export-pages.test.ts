/**
 * `npm run export-screens -- --pages` (issue 31 item 2): every route's page as static HTML for a CDN, its first view
 * drawn from the exported text by the server's page maker (here the first-view code from source), for any query: the
 * texts of the screen, never a value of an address; a screen served by bucket gets the plain page at the top and each
 * bucket's own page beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bundle from '../../../app/ssr/render-first-view.tsx';
import { exportPages, pageFile } from '../../../server/http/export-pages.ts';
import { pagesManifestFile, type PagesManifest } from '../../../server/http/pages-manifest.ts';
import { loadBundledScreens } from '../../../server/store/index.ts';
import { retitled } from '../support/staff.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-export-pages-'));
const appDir = path.join(tmp, 'dist');
const out = path.join(tmp, 'export');
const bundled = loadBundledScreens();
const plainIndex =
  '<!doctype html><html lang="en"><head><title>Hatid</title><script type="module" crossorigin src="/assets/index-A1.js"></script></head>' +
  '<body><div id="root"><div class="h-loading-note" role="status">Loading…</div></div></body></html>';
const manifest: PagesManifest = {
  base: '/',
  firstCall: 'assets/first-call-A1.js',
  common: { before: [], after: [], css: [] },
  routes: {
    '/aboutUs': { files: [], css: [] },
    '/repaymentOfCode': { files: [], css: [] },
    '/customerService': { files: [], css: [] },
    '#/x': { files: [], css: [] },
  },
};

beforeAll(() => {
  fs.mkdirSync(path.join(out, 'b07'), { recursive: true });
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(path.join(appDir, 'index.html'), plainIndex);
  fs.writeFileSync(path.join(appDir, pagesManifestFile), JSON.stringify(manifest));
  for (const id of ['about-us', 'repayment-of-code', 'customer-service']) fs.writeFileSync(path.join(out, `${id}.json`), bundled.get(id)?.text ?? '');
  for (let b = 0; b < 100; b++) {
    const folder = `b${String(b).padStart(2, '0')}`;
    fs.mkdirSync(path.join(out, folder), { recursive: true });
    const text = bundled.get('customer-service')?.text ?? '';
    fs.writeFileSync(path.join(out, folder, 'customer-service.json'), b < 10 ? retitled(text, 'Help at 10 %') : text);
  }
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(out, 'pages', file), 'utf8');
const title = (html: string) => /<h1 class="h-topbar__title">([^<]*)<\/h1>/.exec(html)?.[1];

describe('export-screens --pages', () => {
  it('writes each route as its first view for any query, compressed beside; a screen by bucket as the plain page and a page per bucket', async () => {
    const byBucket = new Map([['customer-service', new Map(Array.from({ length: 10 }, (_, b) => [`b0${b}`, 3] as const))]]);
    const written = await exportPages({
      appDir,
      module: bundle,
      out,
      env: {},
      versions: { 'about-us': 0, 'repayment-of-code': 2, 'customer-service': 1 },
      byBucket,
    });
    expect(written.filter((w) => !w.file.includes('/b')).map((w) => w.file)).toEqual([
      'pages/aboutUs.html',
      'pages/repaymentOfCode.html',
      'pages/customerService.html',
      'pages/fil/aboutUs.html',
      'pages/fil/repaymentOfCode.html',
      'pages/fil/customerService.html',
    ]);
    const about = read('aboutUs.html');
    expect(about).toContain('Who we are');
    expect(gunzipSync(fs.readFileSync(path.join(out, 'pages', 'aboutUs.html.gz'))).toString()).toBe(about);
    expect(fs.existsSync(path.join(out, 'pages', 'aboutUs.html.br'))).toBe(true);
    // For any address of the route: the screen's words and loading line, no code or amount; the inlined copy says so.
    const code = read('repaymentOfCode.html');
    expect(code).toContain('<title>Repayment by code</title>');
    expect(code).toContain('Loading your payment code…');
    const firstView = JSON.parse(/<script type="application\/json" id="hatid-first-view">([^<]*)<\/script>/.exec(code)?.[1] ?? 'null');
    expect(firstView).toMatchObject({ screen: 'repayment-of-code', version: 2 });
    expect(firstView.unknown).toEqual(expect.arrayContaining(['query', 'params']));
    // By bucket: the top page is the app's plain index.html; bucket 7's page is the rollout's version, bucket 50's the live one.
    expect(read('customerService.html')).toBe(plainIndex);
    expect(title(read('b07/customerService.html'))).toBe('Help at 10 %');
    expect(read('b07/customerService.html')).toMatch(/"version":3,/);
    expect(title(read('b50/customerService.html'))).toBe('Customer service');
    expect(read('b50/customerService.html')).toMatch(/"version":1,/);
    expect(written).toHaveLength(2 * (3 + 100));
    expect(pageFile('/')).toBe('index.html');
  });

  it('writes the same pages in Filipino under pages/fil/, drawn and marked in Filipino for the app to hydrate', () => {
    const about = read('fil/aboutUs.html');
    expect(about).toMatch(/<html[^>]*\slang="fil"/);
    // What is drawn (the inlined published text keeps both languages, as the app reads it).
    const drawn = about.replace(/<script\b[^>]*>[^<]*<\/script>/g, '');
    expect(drawn).toContain('Sino kami');
    expect(drawn).not.toContain('Who we are');
    expect(read('aboutUs.html')).toMatch(/<html[^>]*\slang="en"/);
    const firstView = JSON.parse(/<script type="application\/json" id="hatid-first-view">([^<]*)<\/script>/.exec(about)?.[1] ?? 'null');
    expect(firstView).toMatchObject({ screen: 'about-us', language: 'fil' });
    expect(gunzipSync(fs.readFileSync(path.join(out, 'pages', 'fil', 'aboutUs.html.gz'))).toString()).toBe(about);
    // The code page's loading line is one of the app's own words, in Filipino too.
    expect(read('fil/repaymentOfCode.html').replace(/<script\b[^>]*>[^<]*<\/script>/g, '')).not.toContain('Loading your payment code…');
    // By bucket: the plain page at the top of pages/fil/, and each bucket's page in Filipino beside it.
    expect(read('fil/customerService.html')).toBe(plainIndex);
    expect(title(read('fil/b07/customerService.html'))).toBe('Help at 10 %');
    expect(read('fil/b50/customerService.html')).toMatch(/"version":1,/);
    expect(read('fil/b50/customerService.html')).toMatch(/<html[^>]*\slang="fil"/);
  });
});
