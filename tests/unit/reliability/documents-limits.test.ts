/**
 * Documents too large (over 512 KB of JSON) or too deep (over 64 levels) are refused with a clear error at pointer ''
 * before anything walks them: by the app's loader (remote, kept and bundled copies go through prepareScreen) and by
 * `npm run validate` and the studio (checks/validate-screen-text.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScreenCache } from '../../../adapters/screen-cache.ts';
import { createScreenFetch } from '../../../adapters/screen-fetch.ts';
import { loadBundledDocument, prepareScreen } from '../../../app/load-screen.ts';
import { createScreenLoader } from '../../../app/screen-loader.ts';
import {
  checkDocumentText,
  checkDocumentValue,
  maxDocumentBytes,
  maxDocumentDepth,
  tooDeepMessage,
  tooLargeMessage,
} from '../../../renderer/core/validation/document-limits.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';
import { MemoryStorage, scriptedFetch } from '../app/screen-support.ts';
import { timeouts } from '../../setup/timeouts.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const screensDir = path.join(repo, 'screens');
const screenTexts = fs
  .readdirSync(screensDir)
  .filter((f) => f.endsWith('.json') && f !== 'routes.json')
  .map((f) => fs.readFileSync(path.join(screensDir, f), 'utf8'));

/** A valid screen whose state holds `inner` (JSON text) under "a". */
const screenText = (inner: string) =>
  `{"schemaVersion":2,"id":"complaint-list","title":"Deep","state":{"a":${inner}},"body":[{"type":"text","text":"x"}]}`;
/** Lists nested so that the whole document has `levels` levels (the document and state are two). */
const nestedTo = (levels: number) => screenText(`${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}`);
/** A valid screen padded with a long text to `bytes` bytes of JSON. */
const paddedTo = (bytes: number, unit = 'x') => {
  const base = screenText('""');
  const units = Math.ceil((bytes - base.length) / Buffer.byteLength(unit));
  return screenText(JSON.stringify(unit.repeat(units)));
};

describe('the limits', () => {
  it('are 512 KB and 64 levels, written in the messages', () => {
    expect([maxDocumentBytes, maxDocumentDepth]).toEqual([524_288, 64]);
    expect(tooLargeMessage()).toContain('512 KB');
    expect(tooDeepMessage()).toContain('64 levels');
  });

  it('leave every real screen far inside them (the largest, in English and Filipino, is 33 KB)', () => {
    for (const text of screenTexts) {
      expect(checkDocumentText(text)).toBeUndefined();
      expect(checkDocumentValue(JSON.parse(text))).toBeUndefined();
      expect(Buffer.byteLength(text)).toBeLessThan(maxDocumentBytes / 8);
    }
  });

  it('count bytes of text and levels of nesting exactly at the edge', () => {
    expect(checkDocumentText(paddedTo(maxDocumentBytes))).toBeUndefined();
    expect(checkDocumentText(paddedTo(maxDocumentBytes + 1))).toEqual({ pointer: '', message: tooLargeMessage() });
    // Three bytes each: the limit is in bytes, not characters.
    expect(checkDocumentText(paddedTo(maxDocumentBytes + 3, '中'))).toEqual({ pointer: '', message: tooLargeMessage() });
    expect(checkDocumentText(nestedTo(maxDocumentDepth))).toBeUndefined();
    expect(checkDocumentText(nestedTo(maxDocumentDepth + 1))).toEqual({ pointer: '', message: tooDeepMessage() });
    // Brackets inside texts (escaped quotes included) are not nesting.
    expect(checkDocumentText(screenText(JSON.stringify(`"${'['.repeat(500)}`)))).toBeUndefined();
  });

  it('measure a parsed document the same way, without recursion', () => {
    expect(checkDocumentValue(JSON.parse(nestedTo(maxDocumentDepth)))).toBeUndefined();
    expect(checkDocumentValue(JSON.parse(nestedTo(maxDocumentDepth + 1)))).toEqual({ pointer: '', message: tooDeepMessage() });
    expect(checkDocumentValue(JSON.parse(nestedTo(200_000)))).toEqual({ pointer: '', message: tooDeepMessage() });
    expect(checkDocumentValue(JSON.parse(paddedTo(maxDocumentBytes - 100)))).toBeUndefined();
    expect(checkDocumentValue(JSON.parse(paddedTo(maxDocumentBytes + 1)))).toEqual({ pointer: '', message: tooLargeMessage() });
    expect(checkDocumentValue(Array.from({ length: 300_000 }, () => 1))).toEqual({ pointer: '', message: tooLargeMessage() });
  });
});

describe('the app refuses them before validation', () => {
  it.each([
    ['100,000 levels deep', () => nestedTo(100_000), tooDeepMessage()],
    ['600 KB', () => paddedTo(600 * 1024), tooLargeMessage()],
  ])('prepareScreen: a document %s is refused with one clear error at ""', async (_name, text, message) => {
    const logger = { error: vi.fn() };
    const loaded = await prepareScreen(JSON.parse(text()), logger, 'remote');
    expect(loaded).toEqual({ ok: false, reason: 'invalid', errors: [{ pointer: '', message }] });
    expect(logger.error.mock.calls).toEqual([[message, '']]);
  });

  it('the loader falls back to the bundled copy when the published one is 100,000 levels deep', async () => {
    const net = scriptedFetch(() => new Response(nestedTo(100_000), { status: 200, headers: { ETag: '"deep"' } }));
    const storage = new MemoryStorage();
    const logger = { error: vi.fn() };
    const load = createScreenLoader({
      fetchScreen: createScreenFetch({ base: '/screens', fetch: net.fetch }),
      cache: createScreenCache({ backing: storage }),
      bundled: loadBundledDocument,
    });
    const loaded = await load('complaint-list', logger);
    expect(loaded.ok && loaded.source).toBe('bundled');
    expect(logger.error).toHaveBeenCalledWith(tooDeepMessage(), '');
    expect(storage.items.size).toBe(0);
  });
});

describe('npm run validate and the studio refuse them in plain words at ""', () => {
  it.each([
    ['too deep', () => nestedTo(100_000), tooDeepMessage()],
    ['too large', () => paddedTo(600 * 1024), tooLargeMessage()],
  ])('%s: one error, at the start of the text', (_name, text, message) => {
    expect(validateScreenText(text(), 'complaint-list')).toEqual([{ severity: 'error', pointer: '', message, line: 1, column: 1, from: 0, to: 0 }]);
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-limits-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the CLI prints it and fails', { timeout: 2 * timeouts.unitTest }, () => {
    const file = path.join(dir, 'complaint-list.json');
    fs.writeFileSync(file, nestedTo(5_000));
    const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/validate.ts', file], { cwd: repo, encoding: 'utf8' });
    expect(run.stdout).toContain(`complaint-list.json:1:1  /  ${tooDeepMessage()}`);
    expect(run.stdout).toContain('1 file checked, 1 error');
    expect(run.status).toBe(1);
  });
});
