// @vitest-environment node
/**
 * The built index.html carries the route hints as one external async script (no inline script: the CSP stays strict),
 * and that script adds, for the page's route, modulepreloads of what its screen needs before its first drawing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type PluginOption } from 'vite';
import viteConfig from '../../../vite.config.ts';
import { timeouts } from '../../setup/timeouts.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-route-hints-'));
let html = '';
let hints = '';

/** Runs the hints script as a page at `href` would, and lists the addresses it preloads. */
function preloadsAt(href: string, firstView?: string): string[] {
  const url = new URL(href, 'http://app.test');
  const links: { rel: string; href: string }[] = [];
  const document = {
    // Still parsing (what it writes into the page once parsed is checked below).
    readyState: 'loading',
    addEventListener: () => undefined,
    documentElement: { getAttribute: (name: string) => (name === 'data-first-view' ? (firstView ?? null) : null), classList: { add() {} } },
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('location', 'document', hints)({ pathname: url.pathname, hash: url.hash, search: url.search }, document);
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
}

/** The loading page's top bar title and loading words as the hints script leaves them at `href` (index.html's by default). */
function shellAt(href: string, shell = { title: '', words: 'Loading…' }, readyState = 'interactive') {
  const url = new URL(href, 'http://app.test');
  const title = { textContent: shell.title };
  const words = { textContent: shell.words };
  const listeners: (() => void)[] = [];
  const document = {
    readyState,
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { appendChild: () => undefined },
    querySelector: (selector: string) => (selector === '#root .h-topbar__title' ? title : selector === '#root .h-loading-note__text' ? words : null),
    addEventListener: (type: string, listener: () => void) => type === 'readystatechange' && listeners.push(listener),
  };
  new Function('location', 'document', hints)({ pathname: url.pathname, hash: url.hash, search: url.search }, document);
  return {
    get shell() {
      return { title: title.textContent, words: words.textContent };
    },
    parsed: () => listeners.forEach((l) => l()),
  };
}

const named = (files: string[], name: string) => files.some((f) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(f));

describe('route hints in the built page', () => {
  beforeAll(async () => {
    // The app's build config without its last step, the .br and .gz copies (Brotli at quality 11): nothing here reads them,
    // and they were a third of the build's CPU.
    const plugins = (viteConfig.plugins ?? []).filter((p: PluginOption) => !(p && 'name' in p && p.name === 'hatid-compress'));
    await build({ ...viteConfig, configFile: false, root, logLevel: 'error', plugins, build: { ...viteConfig.build, outDir, emptyOutDir: true } });
    html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const file = readdirSync(path.join(outDir, 'assets')).find((f) => /^route-hints-[\w-]{8}\.js$/.test(f));
    hints = file ? readFileSync(path.join(outDir, 'assets', file), 'utf8') : '';
  }, timeouts.unitHook * 3);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('index.html loads them from an external async script, before the entry, and has no inline script', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts[0]).toMatch(/^<script async src="\/assets\/route-hints-[\w-]{8}\.js">$/);
    expect(scripts.every((tag) => /\bsrc="/.test(tag))).toBe(true);
    expect(hints).not.toBe('');
  });

  it('order details preloads its bundled document, its widgets, its answer check, the lender clients and the screen request, not the validators', () => {
    const files = preloadsAt('/loanDetails?productId=7&orderId=5000174');
    for (const name of ['loan-details', 'screen-request', 'lender-clients', 'axios-clients', 'first-drawing', 'validate-answer-order-details'])
      expect(named(files, name), name).toBe(true);
    // A fresh document equal to the bundled copy is drawn without validation: the validators load only when it differs.
    for (const name of ['load-screen', 'validate-common', 'validate-widget-status-icon', 'validate-document', 'load-validators'])
      expect(named(files, name), name).toBe(false);
    // Its dialogs' widgets are not needed before the first drawing.
    expect(named(files, 'stars')).toBe(false);
    expect(new Set(files).size).toBe(files.length);
  });

  it('a page the server drew preloads neither its bundled document nor the screen request: its document is in the page', () => {
    const pages = JSON.parse(readFileSync(path.join(outDir, 'hatid-pages.json'), 'utf8')) as {
      common: { before: string[]; clients: string[]; axios: string[]; after: string[] };
      routes: Record<string, { files: string[]; loads?: false }>;
    };
    const files = [...pages.common.before, ...pages.common.clients, ...(pages.routes['/loanDetails']?.files ?? []), ...pages.common.after].map(
      (f) => `/${f}`,
    );
    // The widgets its answer draws (status icon, outcome banner, product offer) come as one chunk (x-hatid-chunk).
    for (const name of ['first-drawing', 'lender-clients', 'validate-answer-order-details', 'widgets-first-view'])
      expect(named(files, name), name).toBe(true);
    for (const name of ['status-icon', 'outcome-banner', 'product-offer']) expect(named(files, name), name).toBe(false);
    // axios is not among them: a page with first calls takes their answers without it (adapters/http/clients.ts).
    for (const name of ['loan-details', 'screen-request', 'axios-clients']) expect(named(files, name), name).toBe(false);
    // Hydrating, readying and the shaped loading view are one chunk, the lender API and the answer checks another
    // (vite.config.ts's groups): over HTTP/1.1 each request waits for one of six connections.
    expect(pages.common.before).toHaveLength(1);
    expect(pages.common.after).toEqual([]);
    expect(pages.common.clients).toHaveLength(1);
    // axios, a chunk of its own, for a page that loads data without first calls.
    expect(pages.common.axios).toHaveLength(1);
    expect(
      named(
        pages.common.axios.map((f) => `/${f}`),
        'axios-clients',
      ),
    ).toBe(true);
    expect(new Set(files).size).toBe(files.length);
    // The lender clients apart from what hydrating needs: a page whose screen loads nothing does not preload them.
    for (const name of ['lender-clients']) {
      expect(
        named(
          pages.common.clients.map((f) => `/${f}`),
          name,
        ),
        name,
      ).toBe(true);
      expect(
        named(
          pages.common.before.map((f) => `/${f}`),
          name,
        ),
        name,
      ).toBe(false);
    }
    expect(pages.routes['/loanDetails']?.loads).toBeUndefined();
    for (const route of ['/', '/About', '/Calculator', '/aboutUs']) expect(pages.routes[route]?.loads, route).toBe(false);
  });

  it('matches routes as the app does: a hash route, the bare root, an unknown page', () => {
    expect(named(preloadsAt('/#/payway?orderId=1'), 'payway')).toBe(true);
    expect(named(preloadsAt('/'), 'site-home')).toBe(true);
    const unknown = preloadsAt('/no-such-page');
    expect(named(unknown, 'lender-clients')).toBe(true);
    expect(unknown.some((f) => /\/assets\/(loan-details|site-home)-/.test(f))).toBe(false);
  });

  it('on the home page the server drew, preloads nothing (the page names what it needs); at a #hash route there, all the route needs', () => {
    expect(preloadsAt('/', 'site-home')).toEqual([]);
    const payway = preloadsAt('/#/payway?orderId=1', 'site-home');
    for (const name of ['payway', 'lender-clients', 'first-drawing']) expect(named(payway, name), name).toBe(true);
  });

  it("writes the route's title and loading words into index.html's loading page, never over what the app drew", () => {
    expect(shellAt('/loanDetails?productId=7&orderId=5000174').shell).toEqual({ title: 'Order details', words: 'Loading your order…' });
    expect(shellAt('/#/payway?amount=1').shell).toEqual({ title: 'Repayment', words: 'Loading your payment options…' });
    expect(shellAt('/repaymentOfCode?payCode=HT1').shell).toEqual({ title: 'Repayment by code', words: 'Loading your payment code…' });
    // A screen without words of its own keeps the page's; an unknown page and the public website get nothing.
    expect(shellAt('/aboutUs').shell).toEqual({ title: 'About us', words: 'Loading…' });
    expect(shellAt('/no-such-page').shell).toEqual({ title: '', words: 'Loading…' });
    expect(shellAt('/About').shell).toEqual({ title: '', words: 'Loading…' });
    // The app's script ran first: its drawing stays as it is.
    expect(shellAt('/loanDetails', { title: 'Order details', words: 'Updating…' }).shell).toEqual({ title: 'Order details', words: 'Updating…' });
    // Still parsing: it waits until the page is parsed (before the app's module script runs).
    const parsing = shellAt('/loanDetails', undefined, 'loading');
    expect(parsing.shell.words).toBe('Loading…');
    parsing.parsed();
    expect(parsing.shell).toEqual({ title: 'Order details', words: 'Loading your order…' });
  });

  it("on a first view of / opened at a #hash route, hides it at once and puts index.html's loading page in its place once parsed", () => {
    const url = new URL('/#/payway?amount=1', 'http://app.test');
    const classes = new Set<string>();
    const root = { innerHTML: '<div class="h-page">the home page</div>' };
    const title = { textContent: '' };
    const words = { textContent: 'Loading…' };
    const listeners: (() => void)[] = [];
    const document = {
      readyState: 'loading',
      documentElement: {
        getAttribute: (name: string) => (name === 'data-first-view' ? 'site-home' : null),
        classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
      },
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: () => undefined },
      getElementById: (id: string) => (id === 'root' ? root : null),
      querySelector: (selector: string) =>
        root.innerHTML.includes('h-loading-note')
          ? selector === '#root .h-topbar__title'
            ? title
            : selector === '#root .h-loading-note__text'
              ? words
              : null
          : null,
      addEventListener: (type: string, listener: () => void) => type === 'readystatechange' && listeners.push(listener),
    };
    new Function('location', 'document', hints)({ pathname: url.pathname, hash: url.hash, search: url.search }, document);
    expect([...classes]).toEqual(['h-elsewhere']);
    listeners.forEach((l) => l());
    expect(classes.size).toBe(0);
    expect(root.innerHTML).toContain('<div class="h-page"><header class="h-topbar">');
    expect(root.innerHTML).toContain('h-loading-note');
    expect({ title: title.textContent, words: words.textContent }).toEqual({ title: 'Repayment', words: 'Loading your payment options…' });
  });
});
