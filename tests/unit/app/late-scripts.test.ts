/**
 * Issue 31, public pages: a page of the public website the server drew is whole in its HTML, so it names none of the
 * app's scripts in its head (server/http/first-view-page.ts); the route hints script asks for them once the page's
 * largest paint is its picture of high priority (two animation frames after it is in, without largest-paint reports),
 * at the first tap, after laterWaitMs at most, and at once at a #hash route of "/" (scripts/route-hints-plugin.ts). In Lighthouse's trace the ~130 KB of scripts ended before
 * the home's picture was painted, and Lantern charged them all to its LCP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { hydratedEvent } from '../../../app/hydrated-event.ts';
import { hintsScript, laterScript, laterWaitMs } from '../../../scripts/route-hints-plugin.ts';
import { testPageMaker } from '../../support/page-maker.ts';

const later = { m: '/assets/index-A.js', p: ['/assets/index-A.js', '/assets/react-A.js', '/assets/carousel-A.js'] };
const hints = hintsScript('/', ['assets/payway-A.js'], [[], []], [['#/payway', 0, [0], 'Repayment', '']]);

/** A PerformanceObserver of largest paints the test reports to. */
function fakeObserver() {
  const observers: ((entries: { url: string }[]) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint'];
    private done = false;
    constructor(private readonly report: (list: { getEntries(): { url: string }[] }, observer: Observer) => void) {}
    observe() {
      observers.push((entries) => !this.done && this.report({ getEntries: () => entries }, this));
    }
    disconnect() {
      this.done = true;
    }
  }
  return { Observer, paint: (url: string) => observers.forEach((o) => o([{ url }])) };
}

/**
 * The home page as the server sends it, in a document of its own (the script's listeners stay with it), the hints script
 * run on it with frames, timers and paints the test moves on.
 */
function openHome({
  hash = '',
  pictureIn = false,
  observer,
  script = hints,
}: { hash?: string; pictureIn?: boolean; observer?: unknown; script?: string } = {}) {
  const doc = document.implementation.createHTMLDocument('');
  // Parsed, as the page is when the hints script runs after its list (a made document says "loading" for ever).
  Object.defineProperty(doc, 'readyState', { value: 'complete' });
  doc.documentElement.setAttribute('data-first-view', 'site-home');
  doc.head.innerHTML = `<script type="application/json" id="hatid-later">${JSON.stringify(later)}</script>`;
  doc.body.innerHTML =
    '<div id="root"><h1>Short-term loans</h1><img class="h-carousel__image" fetchpriority="high" src="/images/site-slide-1.svg">' +
    '<button type="button">91 days</button><button type="button"><span>180 days</span></button><a href="/About">About</a>' +
    '<form><button>Send</button></form><button type="button" disabled>Off</button><input type="text" value="10000"><input type="checkbox">' +
    '</div><button type="button">Outside</button>';
  const picture = doc.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: pictureIn, configurable: true });
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  new Function('location', 'document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(
    { pathname: '/', hash, search: '' },
    doc,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    observer,
  );
  const path = (element: Element, name: string) => new URL(element.getAttribute(name) ?? '', 'http://localhost').pathname;
  const scripts = () => [...doc.head.querySelectorAll('script[type="module"]')].map((s) => [path(s, 'src'), s.getAttribute('crossorigin')]);
  const preloads = () => [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => path(l, 'href'));
  return {
    doc,
    picture,
    scripts,
    preloads,
    frame: () => frames.splice(0).forEach((run) => run()),
    timers: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.run()),
  };
}

describe("the app's scripts on a page of the public website", () => {
  it('are asked for once the largest paint is its picture, not before (a text painted first does not count)', () => {
    const paints = fakeObserver();
    const home = openHome({ observer: paints.Observer });
    expect(home.scripts()).toEqual([]);
    home.picture.dispatchEvent(new Event('load'));
    paints.paint('');
    home.timers(0);
    expect(home.preloads()).toEqual([]);
    paints.paint(home.picture.src);
    expect(home.scripts()).toEqual([]);
    home.timers(0);
    expect(home.preloads()).toEqual(later.p);
    expect(home.scripts()).toEqual([['/assets/index-A.js', '']]);
    // Once only (the longest wait comes after).
    home.timers(laterWaitMs);
    expect(home.scripts()).toHaveLength(1);
  });

  it('without largest-paint reports: two frames after the picture is in', () => {
    const home = openHome();
    home.frame();
    home.timers(0);
    expect(home.preloads()).toEqual([]);
    home.picture.dispatchEvent(new Event('load'));
    home.frame();
    home.timers(0);
    expect(home.scripts()).toEqual([]);
    home.frame();
    home.timers(0);
    expect(home.scripts()).toEqual([['/assets/index-A.js', '']]);
  });

  it('at the first tap, after laterWaitMs at most when the picture never comes, at once at a #hash route', () => {
    const tapped = openHome({ observer: fakeObserver().Observer });
    tapped.doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(tapped.scripts()).toHaveLength(1);

    const inAlready = openHome({ pictureIn: true });
    inAlready.frame();
    inAlready.frame();
    inAlready.timers(0);
    expect(inAlready.scripts()).toHaveLength(1);

    const never = openHome({ observer: fakeObserver().Observer });
    never.frame();
    never.frame();
    never.timers(0);
    expect(never.scripts()).toEqual([]);
    never.timers(laterWaitMs);
    expect(never.preloads()).toEqual(later.p);

    const hashRoute = openHome({ hash: '#/payway?orderId=1' });
    expect(hashRoute.scripts()).toHaveLength(1);
    expect(hashRoute.preloads()).toEqual(expect.arrayContaining(['/assets/payway-A.js', ...later.p]));
  });
});

describe('the later script (no route table, no file names: a phone keeps it from one release to the next)', () => {
  it('asks for the scripts of the list after the paint, at once at a #hash route, and keeps a tap and what was typed', () => {
    expect(laterScript()).not.toMatch(/assets\//);
    const paints = fakeObserver();
    const page = openHome({ observer: paints.Observer, script: laterScript() });
    expect(page.doc.documentElement.hasAttribute('data-early-taps')).toBe(true);
    page.picture.dispatchEvent(new Event('load'));
    paints.paint(page.picture.src);
    expect(page.scripts()).toEqual([]);
    page.timers(0);
    expect(page.preloads()).toEqual(later.p);
    expect(page.scripts()).toEqual([['/assets/index-A.js', '']]);
    expect(openHome({ hash: '#/payway?orderId=1', script: laterScript() }).scripts()).toHaveLength(1);

    const tapped = openHome({ observer: fakeObserver().Observer, script: laterScript() });
    const [text] = [...tapped.doc.querySelectorAll('input')] as [HTMLInputElement];
    const chip = [...tapped.doc.querySelectorAll('button')].find((b) => b.textContent === '180 days')!;
    const seen: string[] = [];
    tapped.doc.addEventListener('click', (e) => seen.push(`tap ${(e.target as HTMLElement).textContent}`));
    tapped.doc.addEventListener('input', (e) => seen.push(`typed ${(e.target as HTMLInputElement).value}`));
    chip.addEventListener('click', (e) => e.preventDefault(), { once: true });
    chip.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(text, '7000');
    tapped.doc.dispatchEvent(new Event(hydratedEvent));
    expect(seen).toEqual(['tap 180 days', 'typed 7000', 'tap 180 days']);
  });
});

describe('a tap before the app is there, on a page of the public website', () => {
  /** The page opened, and a tap on the element with this text; what its document saw clicked (a click made again: "again"). */
  function tapping() {
    const home = openHome({ observer: fakeObserver().Observer });
    const taps: string[] = [];
    let byTest = false;
    home.doc.addEventListener('click', (e) => taps.push(`${(e.target as HTMLElement).textContent}${byTest ? '' : ' (again)'}`));
    const tap = (text: string) => {
      const target = [...home.doc.querySelectorAll<HTMLElement>('button, a, span')].find((el) => el.textContent === text)!;
      target.addEventListener('click', (e) => e.preventDefault(), { once: true });
      byTest = true;
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      byTest = false;
    };
    return {
      taps,
      tap,
      hydrated: () => home.doc.dispatchEvent(new Event(hydratedEvent)),
      listening: () => home.doc.documentElement.hasAttribute('data-early-taps'),
    };
  }

  it('is made again once the app has hydrated: the last control tapped, once; links, forms and other places left alone', () => {
    const page = tapping();
    // The page says from when on a tap is kept (what the browser journeys wait for before tapping).
    expect(page.listening()).toBe(true);
    page.tap('91 days');
    page.tap('180 days');
    page.hydrated();
    expect(page.taps).toEqual(['91 days', '180 days', '180 days (again)']);
    // After the app is there, nothing is kept: its own handlers answer.
    page.tap('91 days');
    page.hydrated();
    expect(page.taps.slice(3)).toEqual(['91 days']);

    for (const [text, what] of [
      ['About', 'a link works without the app'],
      ['Send', 'a form the browser has already sent'],
      ['Off', 'a control that cannot be used'],
      ['Outside', 'not on the drawn page'],
    ] as const) {
      const other = tapping();
      other.tap(text);
      other.hydrated();
      expect(other.taps, what).toEqual([text]);
    }
  });
});

describe('what was typed before the app is there, on any page the server drew', () => {
  it('is reported again as typed once the app has hydrated, text fields only, once', () => {
    const home = openHome({ observer: fakeObserver().Observer });
    const [text, box] = [...home.doc.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    const seen: string[] = [];
    home.doc.addEventListener('input', (e) => seen.push(`${(e.target as HTMLInputElement).type} ${(e.target as HTMLInputElement).value}`));
    const type = (field: HTMLInputElement, value: string) => {
      if (field.type === 'checkbox') field.checked = true;
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(text, '5000');
    type(box, '');
    seen.length = 0;
    home.doc.dispatchEvent(new Event(hydratedEvent));
    expect(seen).toEqual(['text 5000']);
    expect(text.value).toBe('5000');
    // After that, the app's own handlers hear typing.
    type(text, '6000');
    home.doc.dispatchEvent(new Event(hydratedEvent));
    expect(seen).toEqual(['text 5000', 'text 6000']);
  });

  it('also when it was typed before the script ran (it loads async): the field differs from the page', () => {
    const home = openHome({ observer: fakeObserver().Observer });
    const text = home.doc.querySelector('input')!;
    const seen: string[] = [];
    home.doc.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    // No input event heard: as if typed before the script was in.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(text, '7000');
    home.doc.dispatchEvent(new Event(hydratedEvent));
    expect(seen).toEqual(['7000']);
  });
});

describe("a page's head", () => {
  const pages = testPageMaker(
    {
      '/loanDetails': { files: ['assets/loan-details-A.js'], css: [] },
      '/': { files: ['assets/carousel-A.js'], css: [], loads: false, late: true },
      '/aboutUs': { files: [], css: [], loads: false },
      '/bindBank': { files: ['assets/bind-bank-A.js'], css: [] },
    },
    `<!doctype html><html lang="en"><head><title>Hatid</title><script async src="/assets/route-hints-A.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-A.js"></head><body><div id="root"></div></body></html>`,
  );
  afterAll(pages.remove);
  const headOf = async (address: string) => (await pages.pageOf(address)).head;

  it("of a page of the public website names none of the app's scripts, only the list the hints script asks for after the picture", async () => {
    const home = await headOf('/');
    expect(home).not.toContain('modulepreload');
    expect(home).not.toContain('<script type="module"');
    const list = JSON.parse(/<script type="application\/json" id="hatid-later">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null');
    expect(list).toEqual({
      m: '/assets/index-A.js',
      p: ['/assets/index-A.js', '/assets/react-A.js', '/assets/first-drawing-A.js', '/assets/carousel-A.js'],
    });
    // The list before the hints script (run where it stands on "/"), the picture before both.
    const order = ['site-slide-1.svg', 'id="hatid-later"', '<script src="/assets/route-hints-A.js">'];
    expect(order.map((part) => home.indexOf(part))).toEqual(order.map((part) => home.indexOf(part)).sort((a, b) => a - b));
    expect(home.indexOf(order[0]!)).toBeGreaterThan(0);
  });

  it("of a borrower page whose data only fills in controls (bank binding: its form's fields) names only its first-call module, its call leaving first", async () => {
    const { head, drawn } = await pages.pageOf('/bindBank?productId=7');
    // What waits is the form's fields and its card-type pills; the heading, its largest paint, is drawn.
    expect(drawn).toContain('Payment account information');
    expect(drawn).toContain('h-skeleton__block--field');
    expect(drawn).not.toMatch(/h-skeleton__(line--(title|body)|block--(row|box))/);
    expect(head).toContain('<script type="module" crossorigin async fetchpriority="high" src="/assets/first-call-A.js"></script>');
    expect(head).toMatch(/<script type="application\/json" id="hatid-first-calls">[^<]*bind/);
    expect(head).not.toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(head).not.toContain('href="/assets/react-A.js"');
    const list = JSON.parse(/<script type="application\/json" id="hatid-later">([^<]*)<\/script>/.exec(head)?.[1] ?? 'null');
    expect(list).toEqual({
      m: '/assets/index-A.js',
      p: ['/assets/index-A.js', '/assets/react-A.js', '/assets/first-drawing-A.js', '/assets/lender-clients-A.js', '/assets/bind-bank-A.js'],
    });
    expect(head).toContain('<script async src="/assets/route-hints-A.js"></script>');
    // The first call is named before the hints script and its list.
    expect(head.indexOf('first-call-A.js')).toBeLessThan(head.indexOf('id="hatid-later"'));
  });

  it('of a page asked for later other than "/" names the later script when the build has one, "/" the route hints script', async () => {
    const withLater = testPageMaker(
      { '/bindBank': { files: [], css: [] }, '/': { files: [], css: [], loads: false, late: true } },
      `<!doctype html><html lang="en"><head><title>Hatid</title><script async src="/assets/route-hints-A.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script></head><body><div id="root"></div></body></html>`,
      { laterScript: 'assets/route-hints-later-B.js' },
    );
    try {
      const bank = (await withLater.pageOf('/bindBank?productId=7')).head;
      expect(bank).toContain('<script async src="/assets/route-hints-later-B.js"></script>');
      expect(bank).not.toContain('route-hints-A.js');
      const home = (await withLater.pageOf('/')).head;
      expect(home).toContain('<script src="/assets/route-hints-A.js"></script>');
      expect(home).not.toContain('route-hints-later-B.js');
    } finally {
      withLater.remove();
    }
  });

  it('of a borrower page keeps its scripts in the head, as before', async () => {
    for (const address of ['/loanDetails?productId=7&orderId=5000174', '/aboutUs']) {
      const head = await headOf(address);
      expect(head, address).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
      expect(head, address).toContain('<link rel="modulepreload" crossorigin href="/assets/react-A.js">');
      expect(head, address).not.toContain('hatid-later');
    }
  });
});
