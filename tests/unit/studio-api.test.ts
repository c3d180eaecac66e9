// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApi } from '../../adapters/sandbox/studio-api.ts';
import { createScreenStore } from '../../adapters/sandbox/screen-store.ts';
import { screenErrors } from '../../adapters/sandbox/studio-api-files.ts';
import { validateScreenText } from '../../scripts/validate-text.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-studio-api-'));
const screensDir = path.join(tmp, 'screens');
const fixturesDir = path.join(tmp, 'fixtures');
const bundledText = fs.readFileSync(path.join(repo, 'screens/about-us.json'), 'utf8');
const bundled = JSON.parse(bundledText) as Record<string, unknown>;
const textWith = (changes: Record<string, unknown>) => JSON.stringify({ ...bundled, ...changes }, null, 2) + '\n';

beforeAll(() => {
  fs.mkdirSync(screensDir);
  fs.writeFileSync(path.join(screensDir, 'about-us.json'), bundledText);
  fs.copyFileSync(path.join(repo, 'screens/routes.json'), path.join(screensDir, 'routes.json'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const store = createScreenStore({ dir: path.join(tmp, 'store'), validate: screenErrors });
const app = createStudioApi({ store, scenarios: ['default', 'slow'], paths: { screensDir, fixturesDir } });
const post = (url: string, body: unknown) => app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const publish = (body: Record<string, unknown>) => post('/studio-api/screens/about-us/publish', { message: 'Why', author: 'Ana', ...body });

describe('studio API', { timeout: 30_000 }, () => {
  let bundledEtag = '';

  it('serves the bundled screen with an ETag, no-cache and version 0, and 304 on If-None-Match', async () => {
    const res = await app.request('/screens/about-us.json');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(bundledText);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('X-Screen-Version')).toBe('0');
    bundledEtag = res.headers.get('ETag') ?? '';
    expect(bundledEtag).toMatch(/^"[0-9a-f]+"$/);
    const again = await app.request('/screens/about-us.json', { headers: { 'If-None-Match': bundledEtag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await app.request('/screens/nothing-here.json')).status).toBe(404);
  });

  it('refuses an invalid publish with 422 and problems at their pointers, storing nothing', async () => {
    const text = textWith({ title: 5 });
    const res = await publish({ text, baseVersion: 0 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; problems: { pointer: string; line: number; from: number; to: number }[] };
    expect(body.message).toMatch(/not published/);
    expect(body.problems.map((p) => p.pointer)).toEqual(['/title']);
    expect(text.slice(body.problems[0]?.from, body.problems[0]?.to)).toBe('5');
    expect(body.problems[0]?.line).toBe(5);
    expect(await (await app.request('/studio-api/screens/about-us/history')).json()).toEqual({ versions: [] });
  });

  it('publishes, then serves the published version over the bundled one with a new ETag', async () => {
    const text = textWith({ title: 'About Hatid' });
    const res = await publish({ text, baseVersion: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 1, author: 'Ana', message: 'Why' });
    const live = await app.request('/screens/about-us.json', { headers: { 'If-None-Match': bundledEtag } });
    expect(live.status).toBe(200);
    expect(await live.text()).toBe(text);
    expect(live.headers.get('X-Screen-Version')).toBe('1');
    expect(live.headers.get('ETag')).not.toBe(bundledEtag);
    const screen = (await (await app.request('/studio-api/screens/about-us')).json()) as Record<string, unknown>;
    expect(screen).toMatchObject({ id: 'about-us', text, bundledText, published: { version: 1, author: 'Ana' } });
  });

  it('answers 409 with the latest version to a stale base, 400 to a missing author or another screen id', async () => {
    const res = await publish({ text: textWith({ title: 'Late' }), baseVersion: 0 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ published: { version: 1 } });
    expect((await publish({ text: textWith({ title: 'x' }), baseVersion: 1, author: '' })).status).toBe(400);
    expect((await publish({ text: textWith({ id: 'privacy-policy' }), baseVersion: 1 })).status).toBe(400);
  });

  it('rolls back to an older version as a new one, and lists history and versions', async () => {
    expect((await publish({ text: textWith({ title: 'Second' }), baseVersion: 1 })).status).toBe(200);
    const res = await post('/studio-api/screens/about-us/rollback', { version: 1, author: 'Ben' });
    expect(await res.json()).toMatchObject({ version: 3, rollbackOf: 1, message: 'Rollback to version 1', author: 'Ben' });
    const history = (await (await app.request('/studio-api/screens/about-us/history')).json()) as { versions: { version: number }[] };
    expect(history.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const v2 = await (await app.request('/studio-api/screens/about-us/versions/2')).json();
    expect(v2).toMatchObject({ version: 2, text: textWith({ title: 'Second' }) });
    expect(await (await app.request('/screens/about-us.json')).text()).toBe(textWith({ title: 'About Hatid' }));
    expect((await app.request('/studio-api/screens/about-us/versions/7')).status).toBe(404);
  });

  it('lists screens with title, routes and the latest published version', async () => {
    const body = (await (await app.request('/studio-api/screens')).json()) as { screens: unknown[] };
    expect(body.screens).toEqual([{ id: 'about-us', title: 'About Hatid', routes: [{ path: '/aboutUs' }], published: expect.objectContaining({ version: 3 }) }]);
  });

  it('validates a text: the errors of npm run validate, and capability warnings for older builds', async () => {
    const broken = textWith({ title: 5 });
    const res = await post('/studio-api/validate', { text: broken, id: 'about-us' });
    const { problems } = (await res.json()) as { problems: { severity: string }[] };
    const { syntax: _s, ...expected } = validateScreenText(broken, 'about-us')[0] ?? { syntax: true };
    expect(problems.filter((p) => p.severity === 'error')).toEqual([expected]);
    expect(problems.filter((p) => p.severity === 'warning')).toContainEqual(expect.objectContaining({ pointer: '/body/1', message: expect.stringContaining('`article` is not in app 0.1.0') }));
    const withQr = textWith({ body: [{ type: 'qr-code', value: 'PAY-1' }] });
    const warned = (await (await post('/studio-api/validate', { text: withQr })).json()) as { problems: { severity: string; pointer: string; message: string; from: number }[] };
    expect(warned.problems).toEqual([
      expect.objectContaining({ severity: 'warning', pointer: '/body/0', message: '`qr-code` is not in app 0.1.0: borrowers on that build see its fallback' }),
    ]);
    expect(withQr.slice(warned.problems[0]?.from).startsWith('{')).toBe(true);
  });

  it('validates an older schemaVersion as migrated: no error, one warning at /schemaVersion', async () => {
    const older = textWith({ schemaVersion: 1, onLoad: [{ do: 'set', path: 'state.seen', value: true }] });
    const { problems } = (await (await post('/studio-api/validate', { text: older, id: 'about-us' })).json()) as { problems: { severity: string; pointer: string; message: string; from: number; to: number }[] };
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const versionWarnings = problems.filter((p) => p.pointer === '/schemaVersion');
    expect(versionWarnings).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^Written in schemaVersion 1; the app migrates it when it loads\./) })]);
    expect(older.slice(versionWarnings[0]?.from, versionWarnings[0]?.to)).toBe('1');
  });

  it('publishes a screen that only has capability warnings', async () => {
    const res = await publish({ text: textWith({ body: [{ type: 'qr-code', value: 'PAY-1' }] }), baseVersion: 3 });
    expect(res.status).toBe(200);
  });

  it('saves a valid QA fixture under a kebab-case name once (409 after), refuses an invalid one with 422', async () => {
    const fixture = { fixtureVersion: 1, name: 'About us opens', route: '/aboutUs', steps: [] };
    const res = await post('/studio-api/fixtures', { name: 'About Us Opens', fixture });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: path.relative(repo, path.join(fixturesDir, 'about-us-opens.json')).split(path.sep).join('/') });
    expect(JSON.parse(fs.readFileSync(path.join(fixturesDir, 'about-us-opens.json'), 'utf8'))).toMatchObject(fixture);
    expect((await post('/studio-api/fixtures', { name: 'about us opens', fixture })).status).toBe(409);
    const bad = await post('/studio-api/fixtures', { name: 'bad', fixture: { ...fixture, route: 'aboutUs' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ problems: [expect.objectContaining({ pointer: '/route' })] });
    expect(fs.existsSync(path.join(fixturesDir, 'bad.json'))).toBe(false);
  });

  it('lists scenarios and serves the capability manifests', async () => {
    expect(await (await app.request('/studio-api/scenarios')).json()).toEqual({ scenarios: ['default', 'slow'] });
    const current = JSON.parse(fs.readFileSync(path.join(repo, 'schemas/generated/capabilities.json'), 'utf8')) as { app: string };
    expect(await (await app.request('/capabilities.json')).json()).toEqual(current);
    const caps = (await (await app.request('/studio-api/capabilities')).json()) as { current: unknown; released: { app: string }[] };
    expect(caps.current).toEqual(current);
    expect(caps.released.map((m) => m.app)).toContain('0.1.0');
  });
});
