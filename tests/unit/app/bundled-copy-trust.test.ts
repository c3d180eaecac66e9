/**
 * A fresh screen document equal to the copy built into the app (checked when the app was built) is drawn without
 * loading or running any validator; one that differs in anything is validated before it is drawn, and an invalid one
 * falls back as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenCache, screenCacheKey } from '../../../adapters/screen-cache.ts';
import { createScreenFetch } from '../../../adapters/screen-fetch.ts';
import { loadBundledDocument, prepareScreen, type LoadedScreen } from '../../../app/load-screen.ts';
import { localizeDocument } from '../../../renderer/core/i18n/localize-document.ts';
import { readyBundledCopy } from '../../../app/ready-bundled-copy.ts';
import { createScreenLoader } from '../../../app/screen-loader.ts';
import { generatedLoaders, startLoadingValidators, type ValidatorLoaders } from '../../../renderer/core/validation/load-validators.ts';
import { bundledScreen, jsonAnswer, MemoryStorage } from './screen-support.ts';

// Every validator chunk the loader asks for, and every document it prepares (migration, validation), counted: the
// generated loaders are wrapped and handed to the loader (no module mock, so files before this one in a shared worker
// do not matter).
const asked = { names: [] as string[], prepared: 0 };
const counted =
  <T>(name: string, load: () => Promise<T>) =>
  () => {
    asked.names.push(name);
    return load();
  };
const countedLoaders: ValidatorLoaders = {
  screen: counted('screen', generatedLoaders.screen),
  action: counted('action', generatedLoaders.action),
  widgets: Object.fromEntries(Object.entries(generatedLoaders.widgets).map(([type, load]) => [type, counted(type, load)])),
};

const id = 'complaint-list';
const bundled = bundledScreen(id);
/** The bundled copy with its keys in reverse order, as another serializer might send it. */
const reordered = Object.fromEntries(Object.entries(bundled).reverse());

function setup(answer: () => Promise<Response>, cached?: unknown) {
  const storage = new MemoryStorage();
  if (cached !== undefined)
    storage.setItem(screenCacheKey(id), JSON.stringify({ etag: '"kept"', document: cached, savedAt: '2024-05-01T00:00:00.000Z' }));
  const logger = { error: vi.fn<(message: string, pointer: string) => void>() };
  const load = createScreenLoader({
    fetchScreen: createScreenFetch({ base: '/screens', fetch: () => answer() }),
    cache: createScreenCache({ backing: storage }),
    bundled: loadBundledDocument,
    startValidators: async () => startLoadingValidators(countedLoaders),
    prepare: (raw, log, source, validators) => {
      asked.prepared++;
      return prepareScreen(raw, log, source, validators);
    },
    readyBundled: (doc, source) => readyBundledCopy(doc, source),
  });
  const held: unknown[] = [];
  return { storage, logger, held, load: () => load(id, logger, undefined, (doc) => held.push(doc)) };
}

/** The bundled title as drawn: in English (the loader hands the renderer one language). */
const bundledTitle = localizeDocument(bundled.title, 'en').document;
const titleOf = (loaded: LoadedScreen) => (loaded.ok ? { source: loaded.source, title: loaded.document.title } : loaded);

describe('a document equal to the bundled copy', () => {
  afterEach(() => {
    asked.names = [];
    asked.prepared = 0;
  });

  it('is drawn without asking for a single validator, and kept as the last good copy', async () => {
    const { storage, logger, load } = setup(async () => jsonAnswer(reordered, '"same"'));
    expect(titleOf(await load())).toEqual({ source: 'remote', title: bundledTitle });
    expect(asked.names).toEqual([]);
    expect(asked.prepared).toBe(0);
    expect(logger.error).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(screenCacheKey(id)) ?? 'null')).toMatchObject({ etag: '"same"' });
  });

  it('is drawn without validators when the server says nothing changed and the kept copy is the bundled one', async () => {
    const { load } = setup(async () => new Response(null, { status: 304 }), bundled);
    expect(titleOf(await load())).toEqual({ source: 'cache', title: bundledTitle });
    expect(asked.names).toEqual([]);
  });

  it('a published change is validated with the validators of its widget types before it is drawn', async () => {
    const { logger, load } = setup(async () => jsonAnswer({ ...bundled, title: 'Published list' }));
    expect(titleOf(await load())).toEqual({ source: 'remote', title: 'Published list' });
    expect(asked.names).toEqual(expect.arrayContaining(['screen', 'action', 'stack', 'repeat']));
    expect(asked.prepared).toBe(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('an invalid change is refused where it is wrong and the bundled copy is drawn', async () => {
    const { storage, logger, load } = setup(async () => jsonAnswer({ ...bundled, body: [{ type: 'text', variant: 'huge' }] }));
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(asked.names).toContain('text');
    expect(logger.error.mock.calls.some(([, pointer]) => pointer.startsWith('/body/0'))).toBe(true);
    expect(storage.getItem(screenCacheKey(id))).toBeNull();
  });

  it('one odd extra field is enough to be validated (and refused)', async () => {
    const { logger, load } = setup(async () => jsonAnswer({ ...bundled, script: 'alert(1)' }));
    expect(titleOf(await load())).toEqual({ source: 'bundled', title: bundledTitle });
    expect(asked.names).toContain('screen');
    expect(logger.error).toHaveBeenCalled();
  });

  it('a kept copy unlike the bundled one starts the validators beside the request, before the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { load } = setup(() => new Promise<Response>((resolve) => (answer = resolve)), { ...bundled, title: 'Kept list' });
    const loading = load();
    await vi.waitFor(() => expect(asked.names).toContain('screen'));
    answer(new Response(null, { status: 304 }));
    expect(titleOf(await loading)).toEqual({ source: 'cache', title: 'Kept list' });
  });

  it('is handed over as the held copy while the fresh one is on its way, unless a different copy is kept', async () => {
    let answer: (response: Response) => void = () => undefined;
    const waiting = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = waiting.load();
    await vi.waitFor(() => expect(waiting.held).toEqual([localizeDocument(bundled, 'en').document]));
    answer(jsonAnswer(bundled));
    expect(titleOf(await loading)).toEqual({ source: 'remote', title: bundledTitle });

    const changed = { ...bundled, title: 'Published list' };
    const keptOther = setup(async () => jsonAnswer(changed), changed);
    expect(titleOf(await keptOther.load())).toEqual({ source: 'remote', title: 'Published list' });
    expect(keptOther.held).toEqual([]);
  });
});
