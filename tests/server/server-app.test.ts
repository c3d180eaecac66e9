/**
 * Issue 16 §1: one server — production headers, hashed assets cached for a year, pages revalidated, deep links served
 * the app's page, the studio at /studio/, the sandbox lender only when asked, and the dev server's routing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerRequest } from '../../server/http/vite-dev-backend.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-static-'));
const dirs = { app: path.join(tmp, 'dist'), studio: path.join(tmp, 'dist-studio') };
let server: TestServer;
let withSandbox: TestServer;

beforeAll(async () => {
  for (const [dir, name] of [
    [dirs.app, 'Borrower app'],
    [dirs.studio, 'Studio'],
  ] as const) {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  }
  // Paths without an extension that are files of the build: a file named without one, and a folder's index.html.
  fs.mkdirSync(path.join(dirs.app, '.well-known'));
  fs.writeFileSync(path.join(dirs.app, '.well-known', 'assetlinks'), '[]');
  fs.mkdirSync(path.join(dirs.app, 'help'));
  fs.writeFileSync(path.join(dirs.app, 'help', 'index.html'), '<!doctype html><title>Help folder</title>');
  server = await startTestServer({ app: { staticDirs: dirs, env: { VITE_HATID_HOSTS: 'pay.example', VITE_HATID_IMAGE_HOSTS: '.cdn.example' } } });
  withSandbox = await startTestServer({ app: { staticDirs: dirs, sandbox: true } });
});
afterAll(async () => {
  await server.close();
  await withSandbox.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the built pages', () => {
  it('serve the app with the CSP, nosniff, no-referrer and frame-ancestors, revalidated', async () => {
    const page = await server.request('/');
    expect(page.status).toBe(200);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: pay.example cdn.example *.cdn.example");
    expect(csp).toContain("frame-src 'self' pay.example");
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('cache hashed assets for a year, immutable', async () => {
    const asset = await server.request('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const studioAsset = await server.request('/studio/assets/index-AbC123.js');
    expect(studioAsset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answer a deep link with the app’s page, the studio under /studio/, and a missing file with 404', async () => {
    const deep = await server.app.request('http://hatid.test/loanDetails?productId=7');
    expect(await deep.text()).toContain('Borrower app');
    const studio = await server.app.request('http://hatid.test/studio/');
    expect(await studio.text()).toContain('Studio');
    expect((await server.app.request('http://hatid.test/studio')).status).toBe(308);
    expect((await server.request('/assets/missing.js')).status).toBe(404);
    expect((await server.request('/assets/../../package.json')).status).toBe(404);
  });

  it('serve a file or folder of the build that has no extension as the file, any other page path as the app’s page', async () => {
    // Page paths skip the disk look-up unless the build has such a path (listed when the server starts).
    const file = await server.app.request('http://hatid.test/.well-known/assetlinks');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('[]');
    for (const folder of ['/help/', '/help'])
      expect(await (await server.app.request(`http://hatid.test${folder}`)).text(), folder).toContain('Help folder');
    for (const page of ['/helpDesk', '/help/more', '/.well-known', '/assets'])
      expect(await (await server.app.request(`http://hatid.test${page}`)).text(), page).toContain('Borrower app');
  });

  it('serve screens with no-cache and an ETag, and the manifest', async () => {
    const screen = await server.request('/screens/about-us.json');
    expect(screen.headers.get('Cache-Control')).toBe('no-cache');
    expect(screen.headers.get('ETag')).toMatch(/^"/);
    expect((await server.request('/capabilities.json')).status).toBe(200);
  });
});

describe('the sandbox lender', () => {
  it('is not mounted by default (npm run serve), and is with HATID_SANDBOX=1', async () => {
    const off = await server.app.request('http://hatid.test/api/sandbox/scenarios');
    expect(await off.text()).not.toContain('"scenarios"');
    const on = await withSandbox.app.request('http://hatid.test/api/sandbox/scenarios');
    expect(on.status).toBe(200);
    expect(await on.text()).toContain('"scenarios"');
  });
});

describe('the dev server', () => {
  it('hands the studio API, the lender, live screens and the manifest to the server app, and Vite’s own module requests to Vite', () => {
    expect(isServerRequest('/studio-api/session', 'GET')).toBe(true);
    expect(isServerRequest('/api/loan/detail', 'POST')).toBe(true);
    expect(isServerRequest('/screens/about-us.json', 'GET')).toBe(true);
    expect(isServerRequest('/screens/about-us.json?app=0.2.0', 'GET')).toBe(true);
    expect(isServerRequest('/staging/screens/about-us.json', 'GET')).toBe(true);
    expect(isServerRequest('/capabilities.json', 'GET')).toBe(true);
    expect(isServerRequest('/screens/about-us.json?import', 'GET')).toBe(false);
    expect(isServerRequest('/studio/index.html', 'GET')).toBe(false);
    expect(isServerRequest('/src/main.tsx', 'GET')).toBe(false);
  });
});
