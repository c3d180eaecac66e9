/**
 * Issue 31: a server-drawn page names the pictures of its opening in its head, before its scripts
 * (app/ssr/first-view-pictures.ts, server/http/first-view-page.ts). The home's first carousel slide (its LCP) was
 * preloaded by React inside #root, after ~15 module preloads; instalment repayment's banner (its LCP, shown once the
 * data says so, at an address the document's state gives) was asked for only once the data was drawn. A picture's
 * address is checked as the drawing checks it: never another host than the app would show, never a session value.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as bundle from '../../../app/ssr/render-first-view.tsx';
import { loadBundledDocument } from '../../../app/bundled-screens.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { testPageMaker } from '../../support/page-maker.ts';

const policy = { hosts: ['localhost'], imageHosts: ['localhost'] };
const session = 'userId=5512&deviceId=dev-1&mobilePhone=09171234567&sessionId=s-77';

const draw = async (address: string, document?: ScreenDocument) => {
  const url = new URL(address, 'http://localhost');
  const route = bundle.pageRoute(url.pathname);
  if (!route) throw new Error(`no route for ${address}`);
  const doc = document ?? ((await loadBundledDocument(route.screen)) as ScreenDocument);
  return bundle.renderFirstView({ pathname: url.pathname, search: url.search, screen: route.screen, version: 0, etag: '"b"', document: doc, policy });
};

const hrefs = (links: string[]) => links.map((link) => /\shref="([^"]*)"/.exec(link)?.[1]);

describe("a server-drawn page's pictures", () => {
  it("of the home: React's preload of the first slide (high priority) goes to the head, none stays in the drawing", async () => {
    const home = await draw('/');
    expect(home.html).not.toMatch(/<link\b/);
    expect(home.html).toContain('class="h-carousel__image" src="/images/site-slide-1.svg"');
    expect(home.links.urgent).toEqual(['<link rel="preload" as="image" href="/images/site-slide-1.svg" fetchPriority="high"/>']);
    // The site header's logo: preloaded by React too, without priority, after the scripts.
    expect(hrefs(home.links.other)).toEqual(['/favicon.svg']);
  });

  it('of instalment repayment: its eager banner, shown once the data says so, is named now, at the address its state gives', async () => {
    const page = await draw(`/repaymentByPeriod?productId=7&orderId=5000170&${session}`);
    expect(page.html).not.toContain('repayment-banner');
    expect(page.links.urgent).toEqual(['<link rel="preload" as="image" href="/images/repayment-banner.svg" fetchPriority="high"/>']);
  });

  it('never of another host than the app shows, of a session value, of what the drawing cannot know, nor of a hidden node', async () => {
    const doc = (await loadBundledDocument('repayment-by-period')) as ScreenDocument;
    const banner = doc.body.find((node) => node.id === 'banner')!;
    const withBanner = (changes: Record<string, unknown>) =>
      ({ ...doc, body: doc.body.map((node) => (node === banner ? { ...node, ...changes } : node)) }) as ScreenDocument;
    const address = `/repaymentByPeriod?productId=7&orderId=5000170&${session}`;
    const urgent = async (changes: Record<string, unknown>, at = address) => (await draw(at, withBanner(changes))).links.urgent;
    expect(await urgent({ src: "='/images/banner-' + params.productId + '.svg'" })).toEqual([
      '<link rel="preload" as="image" href="/images/banner-7.svg" fetchPriority="high"/>',
    ]);
    expect(await urgent({ src: 'https://elsewhere.example/banner.svg' })).toEqual([]);
    expect(await urgent({ src: "='/images/' + query.userId + '.svg'" })).toEqual([]);
    expect(await urgent({ src: "='/images/' + session.userId + '.svg'" })).toEqual([]);
    expect(await urgent({ visible: '=saved.showBanner == true' })).toEqual([]);
    expect(await urgent({ visible: '=params.productId == 8' })).toEqual([]);
    expect(await urgent({ src: '=data.info.banner' })).toEqual([]);
    expect(await urgent({ eager: false })).toEqual([]);
    // The address escaped as React escapes one.
    expect(await urgent({ src: '/images/a"b<c.svg' })).toEqual([
      '<link rel="preload" as="image" href="/images/a&quot;b&lt;c.svg" fetchPriority="high"/>',
    ]);
  });
});

describe("a page's head", () => {
  const pages = testPageMaker(
    {
      '/repaymentByPeriod': { files: ['assets/repayment-by-period-A.js'], css: [] },
      '/': { files: ['assets/carousel-A.js'], css: [], loads: false },
    },
    '<!doctype html><html lang="en"><head><title>Hatid</title><script type="module" crossorigin src="/assets/index-A.js"></script></head><body><div id="root"></div></body></html>',
  );
  afterAll(pages.remove);
  const pageOf = pages.pageOf;

  it('names the pictures before every module preload (after the first call of a page that sends one), the drawing none', async () => {
    const home = await pageOf('/');
    const slide = home.head.indexOf('<link rel="preload" as="image" href="/images/site-slide-1.svg" fetchPriority="high"/>');
    expect(slide).toBeGreaterThan(0);
    expect(slide).toBeLessThan(home.head.indexOf('modulepreload'));
    expect(home.head.indexOf('href="/favicon.svg"')).toBeGreaterThan(home.head.indexOf('carousel-A.js'));
    expect(home.drawn).not.toContain('<link');

    const instalment = await pageOf('/repaymentByPeriod?productId=7&orderId=5000170');
    const banner = instalment.head.indexOf('href="/images/repayment-banner.svg"');
    expect(banner).toBeGreaterThan(
      instalment.head.indexOf('<script type="module" crossorigin async fetchpriority="high" src="/assets/first-call-A.js">'),
    );
    expect(banner).toBeLessThan(instalment.head.indexOf('crossorigin href="/assets/index-A.js"'));
    expect(instalment.drawn).not.toContain('<link');
  });

  it("names the lender clients' axios only on a page that loads data without first calls: with them, the app takes their answers without it", async () => {
    const withFirstCalls = await pageOf('/repaymentByPeriod?productId=7&orderId=5000170');
    expect(withFirstCalls.head).toContain('src="/assets/first-call-A.js"');
    expect(withFirstCalls.head).toContain('href="/assets/lender-clients-A.js"');
    expect(withFirstCalls.head).not.toContain('axios-clients-A.js');
    const without = await pageOf('/repaymentByPeriod?productId=7&orderId=5000170', { withoutFirstCalls: true });
    expect(without.head).not.toContain('first-call-A.js');
    expect(without.head).toContain('<link rel="modulepreload" crossorigin href="/assets/axios-clients-A.js">');
    // A page that loads nothing names neither.
    expect((await pageOf('/')).head).not.toMatch(/lender-clients|axios-clients/);
  });
});
