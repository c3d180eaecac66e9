// @vitest-environment node
/**
 * Issue 17: the studio and publishing refuse a document that can reach a money endpoint without a tap, with the same
 * pointer and words as npm run validate (they call the same validateScreenText).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApi } from '../../adapters/sandbox/studio-api.ts';
import { createScreenStore } from '../../adapters/sandbox/screen-store.ts';
import { screenErrors } from '../../adapters/sandbox/studio-api-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-studio-money-'));
const screensDir = path.join(tmp, 'screens');
const bundledText = fs.readFileSync(path.join(repo, 'screens/about-us.json'), 'utf8');
const bundled = JSON.parse(bundledText) as Record<string, unknown>;
const hostile = JSON.stringify({ ...bundled, onLoad: [{ do: 'call', endpoint: 'repayment.commit', with: { orderId: '5000170' } }] }, null, 2) + '\n';

beforeAll(() => {
  fs.mkdirSync(screensDir);
  fs.writeFileSync(path.join(screensDir, 'about-us.json'), bundledText);
  fs.copyFileSync(path.join(repo, 'screens/routes.json'), path.join(screensDir, 'routes.json'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const store = createScreenStore({ dir: path.join(tmp, 'store'), validate: screenErrors });
const app = createStudioApi({ store, scenarios: ['default'], paths: { screensDir, fixturesDir: path.join(tmp, 'fixtures') } });
const post = (url: string, body: unknown) => app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const words = "`repayment.commit` moves money or changes the borrower's account and may only run after the borrower taps; it is reached from onLoad (when the screen opens)";

describe('studio and publishing', { timeout: 30_000 }, () => {
  it('the studio marks the call from onLoad as an error at its pointer', async () => {
    const { problems } = (await (await post('/studio-api/validate', { text: hostile, id: 'about-us' })).json()) as { problems: { severity: string; pointer: string; message: string }[] };
    expect(problems.filter((p) => p.severity === 'error')).toEqual([expect.objectContaining({ pointer: '/onLoad/0', message: words })]);
  });

  it('publishing refuses it (422) and stores nothing', async () => {
    const res = await post('/studio-api/screens/about-us/publish', { message: 'Why', author: 'Ana', text: hostile, baseVersion: 0 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { problems: { pointer: string; message: string }[] };
    expect(body.problems).toEqual([expect.objectContaining({ pointer: '/onLoad/0', message: words })]);
    const served = await app.request('/screens/about-us.json');
    expect(served.headers.get('X-Screen-Version')).toBe('0');
  });
});
