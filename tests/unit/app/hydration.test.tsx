/**
 * Issue 31, item 1: the page the server draws (app/ssr/render-first-view.tsx) is the app's own first drawing,
 * so the app hydrates it without a single difference. Every route of screens/routes.json with its example query, the
 * session parameters a lender's app adds, a hostile value and saved values on the device: the server's HTML is put in
 * the page, the app hydrates it with React's development build (which reports differing attributes too, not only
 * text), and any hydration error or warning fails the test.
 */
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app.tsx';
import { forgetFirstView, readFirstView, type FirstView } from '../../../app/first-view.ts';
import type { ScreenLoader } from '../../../app/screen-loader.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import type { ScreenController } from '../../../renderer/core/screen-controller.ts';
import { setWordTable } from '../../../renderer/core/i18n/app-words.ts';
import { filWords } from '../../../renderer/core/i18n/fil-words.ts';
import { setLanguage, type Language } from '../../../renderer/core/i18n/language.ts';
import { localizeScreen } from '../../../renderer/core/i18n/localize-document.ts';
import { UrlPolicyContext } from '../../../renderer/react/url-policy-context.ts';
import { pageRoute, renderFirstView } from '../../../app/ssr/render-first-view.tsx';
import routes from '../../../screens/routes.json';
import { loadBundledDocument } from '../../../app/bundled-screens.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567&sessionId=s-77';
const hostile = encodeURIComponent('<img src=x onerror=alert(1)>"&\'</script>');
const policy = { hosts: ['localhost'], imageHosts: ['localhost'] };

/** The page addresses drawn: every path route with its example, the session, and a hostile value in every name it reads. */
const pages = (routes as { path: string; example?: string }[])
  .filter((r) => !r.path.startsWith('#'))
  .flatMap((r) => {
    const example = (r.example ?? '').replace(/^\?/, '');
    const hostileQuery = [...new URLSearchParams(example).keys(), 'payCode', 'repayAmount', 'showType'].map((k) => `${k}=${hostile}`).join('&');
    return [`${r.path}?${[example, session].filter(Boolean).join('&')}`, `${r.path}?${hostileQuery}&${session}`];
  });

/** A loader that never answers: only the hydrating drawing is compared. */
const neverLoads: ScreenLoader = () => new Promise(() => undefined);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  forgetFirstView();
  window.history.replaceState(null, '', '/');
  setLanguage('en');
  setWordTable(undefined);
});

/** Every path route with its example query and the session, drawn for any query as `npm run export-screens -- --pages` draws it. */
const anyQueryPages = (routes as { path: string; example?: string }[])
  .filter((r) => !r.path.startsWith('#'))
  .map((r) => `${r.path}?${[(r.example ?? '').replace(/^\?/, ''), session].filter(Boolean).join('&')}`);

async function serverPage(address: string, anyQuery = false, language: Language = 'en') {
  const url = new URL(address, 'http://localhost');
  const route = pageRoute(url.pathname);
  if (!route) throw new Error(`no route for ${address}`);
  const document = (await loadBundledDocument(route.screen)) as ScreenDocument;
  return renderFirstView({
    pathname: url.pathname,
    search: url.search,
    screen: route.screen,
    version: 0,
    etag: '"b"',
    document,
    policy,
    anyQuery,
    language,
  });
}

/** Every path route with its example query and the session, with `lang=fil`: drawn in Filipino by the server. */
const filipinoPages = anyQueryPages.map((address) => `${address}&lang=fil`);

/** Hydrates the app over the page in #root as app/hydrate.ts does, with these ports and this loader. */
function hydrate(firstView: FirstView, ports: ReturnType<typeof createRecordingPorts>, loadScreen: ScreenLoader, errors: string[]) {
  const container = document.getElementById('root')!;
  const app = (
    <UrlPolicyContext.Provider value={policy}>
      <App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} firstView={firstView} loadScreen={loadScreen} />
    </UrlPolicyContext.Provider>
  );
  act(() => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(String(error)) });
  });
}

describe('the server first view hydrates', () => {
  it.each([
    ...pages.map((a) => [a, false, 'en'] as const),
    ...anyQueryPages.map((a) => [a, true, 'en'] as const),
    ...filipinoPages.map((a) => [a, false, 'fil'] as const),
  ])('%s (drawn for any query: %s; in %s)', async (address, anyQuery, language) => {
    const page = await serverPage(address, anyQuery, language);
    expect(page.firstView.language).toBe(language === 'fil' ? 'fil' : undefined);
    // As app/main.tsx: the page's language and the app's own words in it, set before hydrating.
    setLanguage(language);
    setWordTable(language === 'fil' ? filWords : undefined);
    window.history.replaceState(null, '', address);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="hatid-first-view">${JSON.stringify(page.firstView).replace(/</g, '\\u003c')}</script>`;
    const firstView = readFirstView();
    expect(firstView?.screen).toBe(page.firstView.screen);
    // What only the phone knows: saved values on the device (they may change what the page says: not on the server).
    const ports = createRecordingPorts();
    ports.storage.set('repayInfo', { payCode: 'HT500017000001', purpose: 'extension', dueDate: '2026-12-01' });
    ports.storage.set('showBankTip', true);
    const errors: string[] = [];
    // As app/hydrate.ts: the app draws the inlined document in the page's language, as the server did.
    const drawnView = { ...firstView!, document: await localizeScreen(firstView!.document, language) };
    // The server's elements: hydrated, they stay the page's own (a part drawn afresh would be new elements).
    const drawn = [...document.querySelectorAll('#root .h-page, #root .h-topbar__title, #root main')];
    const logged = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // Both renderers run in this one process (the server's drawing above, the app's here), which React's development
      // build notices on every context: a browser only ever runs the app's.
      if (!text.startsWith('Detected multiple renderers concurrently rendering the same context provider')) errors.push(text);
    });
    hydrate(drawnView, ports, neverLoads, errors);
    await act(() => Promise.resolve());
    logged.mockRestore();
    expect(drawn.length).toBeGreaterThan(0);
    for (const element of drawn) expect(element.isConnected, `${element.className} kept`).toBe(true);
    expect(errors, `hydrating ${address}`).toEqual([]);
    // Never a session value in the page the server wrote.
    for (const value of ['5512', 'dev-1', '09171234567', 's-77']) expect(page.html).not.toContain(value);
    // Drawn for any query: none of this address's own values (a CDN's copy serves every address of the route).
    const own = [...new URLSearchParams(address.split('?')[1])].filter(([name]) => !session.includes(`${name}=`));
    if (anyQuery) for (const [, value] of own) if (value.length >= 5) expect(page.html).not.toContain(value);
  });
});

describe('a hydrated page with nothing to load', () => {
  it("keeps what the borrower tapped when the loader's copy of its document comes in equal (a new object)", async () => {
    const address = '/Calculator';
    const page = await serverPage(address);
    window.history.replaceState(null, '', address);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="hatid-first-view">${JSON.stringify(page.firstView).replace(/</g, '\\u003c')}</script>`;
    const firstView = readFirstView()!;
    const drawnView = { ...firstView, document: await localizeScreen(firstView.document, 'en') };
    let answer: (loaded: Awaited<ReturnType<ScreenLoader>>) => void = () => undefined;
    const loader: ScreenLoader = () => new Promise((resolve) => (answer = resolve));
    const ports = createRecordingPorts();
    const errors: string[] = [];
    hydrate(drawnView, ports, loader, errors);
    await act(() => Promise.resolve());
    const chip = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
    act(() => chip('180 days').click());
    expect(chip('180 days').getAttribute('aria-pressed')).toBe('true');
    // The loader readies its own copy: equal, another object (structuredClone), as localizing it again gives.
    await act(async () => answer({ ok: true, document: structuredClone(drawnView.document), source: 'remote' }));
    expect(chip('180 days').getAttribute('aria-pressed')).toBe('true');
    expect(chip('91 days').getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });
});

describe('a hydrated page that loads its data', () => {
  it('draws the answer in the second drawing after hydrating: the loading view is not drawn again in between', async () => {
    const address = `/loanDetails?productId=7&orderId=5000174&${session}`;
    const page = await serverPage(address);
    window.history.replaceState(null, '', address);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="hatid-first-view">${JSON.stringify(page.firstView).replace(/</g, '\\u003c')}</script>`;
    const firstView = readFirstView()!;
    const drawnView = { ...firstView, document: await localizeScreen(firstView.document, 'en') };
    // As the app's loader readies the page's own copy: the same document, put in the same language again.
    const loader: ScreenLoader = async () => ({ ok: true, document: await localizeScreen(firstView.document, 'en'), source: 'remote' });
    // Each drawing of the screen, with the phase its store is in (the inspection port is told on every render).
    const drawings: string[] = [];
    const ports = {
      ...createRecordingPorts(),
      inspect: { screen: (c: ScreenController) => void drawings.push(c.store.getSnapshot().status.phase), node: (drawn: unknown) => drawn },
    };
    ports.answer('loanDetails.detail', { ok: true, data: { orderStatus: '21', statusDesc: 'Under review' } });
    const errors: string[] = [];
    hydrate(drawnView, ports as ReturnType<typeof createRecordingPorts>, loader, errors);
    // Until the answer is drawn (however many turns a busy machine takes), not a fixed number of turns.
    await waitFor(() => expect(drawings).toContain('ready'));
    expect(errors).toEqual([]);
    // Hydrating (the loading view), the page's own copy taken with what the first view left out, the answer: was five,
    // the loading view drawn again for the first view's unknowns alone and for 'loading' written again on start.
    expect(drawings.slice(0, drawings.indexOf('ready') + 1)).toEqual(['loading', 'loading', 'ready']);
  });
});
