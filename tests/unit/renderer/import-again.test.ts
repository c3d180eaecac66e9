/**
 * A lazy chunk imported again after a failed or given-up attempt asks another address (renderer/core/import-again.ts):
 * the first attempt, and every attempt where the build wrote no file in, is the bundler's own import; a later one
 * imports `<file>?retry=<n>` from the importing module's address and finds the module in a chunk made of several.
 * The chunks here are stand-in modules beside this file.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importAgain, lazyChunk } from '../../../renderer/core/import-again.ts';

interface Thing {
  createThing: () => string;
}

const firstImport = () => Promise.resolve<Thing>({ createThing: () => 'first' });
const base = pathToFileURL(path.join(import.meta.dirname, 'import-again/')).href;

describe('importing a lazy chunk again', () => {
  it('imports as the bundler wrote it the first time, and every time where the build wrote no file in', async () => {
    expect((await importAgain(firstImport, './facade-chunk.ts', 'createThing', 0, base)).createThing()).toBe('first');
    expect((await importAgain(firstImport, 'hatid-chunk:some/module.ts', 'createThing', 3, base)).createThing()).toBe('first');
  });

  it("then from the chunk's file with ?retry=<n>, the module's exports as they are or its namespace in a chunk of several", async () => {
    expect((await importAgain(firstImport, './facade-chunk.ts', 'createThing', 1, base)).createThing()).toBe('facade thing');
    expect((await importAgain(firstImport, './group-chunk.ts', 'createThing', 2, base)).createThing()).toBe('thing');
  });

  it('fails when the chunk has no such module', async () => {
    const missing = importAgain(() => Promise.resolve({ absent: 1 }), './group-chunk.ts', 'absent', 1, base);
    await expect(missing).rejects.toThrow('./group-chunk.ts has no `absent`');
  });

  it('makes what the module makes once; a failed import is asked for again, from the file, by the next call', async () => {
    let firsts = 0;
    const first = () => {
      firsts++;
      return Promise.reject<Thing>(new TypeError('Failed to fetch dynamically imported module'));
    };
    let made = 0;
    const load = lazyChunk(first, './facade-chunk.ts', 'createThing', base, (m) => `${m.createThing()} ${++made}`);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(load()).resolves.toBe('facade thing 1');
    await expect(load()).resolves.toBe('facade thing 1');
    expect(firsts).toBe(1);
  });

  it('asks again, from the file, when a caller gives up (its signal) while the import hangs; never once it is in', async () => {
    let made = 0;
    const hung = lazyChunk(
      () => new Promise<Thing>(() => undefined),
      './facade-chunk.ts',
      'createThing',
      base,
      (m) => `${m.createThing()} ${++made}`,
    );
    const gaveUp = new AbortController();
    void hung(gaveUp.signal);
    gaveUp.abort();
    await expect(hung()).resolves.toBe('facade thing 1');

    const loaded = lazyChunk(firstImport, './facade-chunk.ts', 'createThing', base, (m) => `${m.createThing()} ${++made}`);
    const late = new AbortController();
    await expect(loaded(late.signal)).resolves.toBe('first 2');
    late.abort();
    await expect(loaded()).resolves.toBe('first 2');
  });
});
