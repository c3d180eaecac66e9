// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScreenStore, type ScreenStore } from '../../../adapters/sandbox/screen-store.ts';
import { screenErrors } from '../../../adapters/sandbox/studio-api-files.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const bundled = JSON.parse(fs.readFileSync(path.join(repo, 'screens/about-us.json'), 'utf8')) as Record<string, unknown>;
const textWith = (title: unknown) => JSON.stringify({ ...bundled, title }, null, 2) + '\n';

let dir: string;
let store: ScreenStore;
let clock = 0;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-store-'));
  clock = Date.parse('2026-12-01T08:00:00Z');
  store = createScreenStore({ dir, validate: screenErrors, now: () => new Date((clock += 60_000)) });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const publish = (title: string, baseVersion: number, author = 'Ana') => store.publish('about-us', { text: textWith(title), message: `Title ${title}`, author, baseVersion });

describe('screen store', { timeout: 30_000 }, () => {
  it('has nothing for a screen never published', async () => {
    expect(await store.latest('about-us')).toBeNull();
    expect(await store.history('about-us')).toEqual([]);
  });

  it('publishes numbered versions with who, when and why, and keeps every one', async () => {
    expect(await publish('One', 0)).toEqual({ ok: true, value: { version: 1, at: '2026-12-01T08:01:00.000Z', author: 'Ana', message: 'Title One' } });
    expect((await publish('Two', 1, 'Ben')).ok).toBe(true);
    expect(await store.latest('about-us')).toMatchObject({ version: 2, author: 'Ben', text: textWith('Two') });
    expect((await store.version('about-us', 1))?.text).toBe(textWith('One'));
    expect(fs.readdirSync(path.join(dir, 'about-us')).sort()).toEqual(['1.json', '2.json']);
  });

  it('lists the history newest first', async () => {
    await publish('One', 0);
    await publish('Two', 1);
    await publish('Three', 2);
    expect((await store.history('about-us')).map((v) => [v.version, v.message])).toEqual([
      [3, 'Title Three'],
      [2, 'Title Two'],
      [1, 'Title One'],
    ]);
  });

  it('rolls back by publishing the old text as a new version', async () => {
    await publish('One', 0);
    await publish('Two', 1);
    const result = await store.rollback('about-us', { version: 1, author: 'Cy' });
    expect(result).toEqual({ ok: true, value: { version: 3, at: '2026-12-01T08:03:00.000Z', author: 'Cy', message: 'Rollback to version 1', rollbackOf: 1 } });
    expect((await store.latest('about-us'))?.text).toBe(textWith('One'));
    expect((await store.history('about-us')).map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await store.rollback('about-us', { version: 9, author: 'Cy' })).ok).toBe(false);
  });

  it('refuses a stale base version with 409 and the version published meanwhile', async () => {
    await publish('One', 0);
    await publish('Two', 1, 'Ben');
    const result = await publish('Mine', 1);
    expect(result).toMatchObject({ ok: false, status: 409, published: { version: 2, author: 'Ben' } });
    expect((await store.latest('about-us'))?.version).toBe(2);
  });

  it('refuses an invalid text with its problems and stores nothing', async () => {
    const result = await store.publish('about-us', { text: textWith(5), message: 'Broken', author: 'Ana', baseVersion: 0 });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok ? [] : result.problems?.map((p) => [p.severity, p.pointer])).toEqual([['error', '/title']]);
    expect(await store.latest('about-us')).toBeNull();
    expect(fs.existsSync(path.join(dir, 'about-us'))).toBe(false);
  });

  it('refuses an empty author or message, and a text of another screen, with 400', async () => {
    expect(await store.publish('about-us', { text: textWith('x'), message: ' ', author: 'Ana', baseVersion: 0 })).toMatchObject({ status: 400 });
    expect(await store.publish('about-us', { text: textWith('x'), message: 'Why', author: '', baseVersion: 0 })).toMatchObject({ status: 400 });
    expect(await store.publish('privacy-policy', { text: textWith('x'), message: 'Why', author: 'Ana', baseVersion: 0 })).toMatchObject({ status: 400 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('gives one of two simultaneous publishes from the same base the number, the other 409', async () => {
    const other = createScreenStore({ dir, validate: screenErrors });
    const results = await Promise.all([publish('A', 0), other.publish('about-us', { text: textWith('B'), message: 'B', author: 'Ben', baseVersion: 0 })]);
    expect(results.map((r) => (r.ok ? 200 : r.status)).sort()).toEqual([200, 409]);
    expect((await store.history('about-us')).length).toBe(1);
  });
});
