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
import { build } from 'vite';
import { timeouts } from '../../setup/timeouts.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'hatid-route-hints-'));
let html = '';
let hints = '';

/** Runs the hints script as a page at `href` would, and lists the addresses it preloads. */
function preloadsAt(href: string): string[] {
  const url = new URL(href, 'http://app.test');
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('location', 'document', hints)({ pathname: url.pathname, hash: url.hash, search: url.search }, document);
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
}

const named = (files: string[], name: string) => files.some((f) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(f));

describe('route hints in the built page', () => {
  beforeAll(async () => {
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
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

  it('order details preloads its bundled document, its widgets, its answer check and the lender clients, not the validators', () => {
    const files = preloadsAt('/loanDetails?productId=7&orderId=5000174');
    for (const name of ['loan-details', 'create-api', 'ready-bundled-copy', 'validate-answer-order-details', 'check-answer', 'axios-clients'])
      expect(named(files, name), name).toBe(true);
    // A fresh document equal to the bundled copy is drawn without validation: the validators load only when it differs.
    for (const name of ['load-screen', 'validate-common', 'validate-widget-status-icon', 'validate-document', 'load-validators'])
      expect(named(files, name), name).toBe(false);
    // Its dialogs' widgets are not needed before the first drawing.
    expect(named(files, 'stars')).toBe(false);
    expect(new Set(files).size).toBe(files.length);
  });

  it('matches routes as the app does: a hash route, the bare root, an unknown page', () => {
    expect(named(preloadsAt('/#/payway?orderId=1'), 'payway')).toBe(true);
    expect(named(preloadsAt('/'), 'site-home')).toBe(true);
    const unknown = preloadsAt('/no-such-page');
    expect(named(unknown, 'axios-clients')).toBe(true);
    expect(unknown.some((f) => /\/assets\/(loan-details|site-home)-/.test(f))).toBe(false);
  });
});
