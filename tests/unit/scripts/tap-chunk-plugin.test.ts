/**
 * The build writes the tap handlers' chunk file into the entry (scripts/tap-chunk-plugin.ts), so a tap whose first
 * import of it failed or hung imports it again from another address (renderer/core/actions/handlers.ts). The journey
 * in real Chromium is tests/e2e/tap-chunk-retry.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImport, tapChunkFile, tapChunkPlaceholder } from '../../../scripts/tap-chunk-plugin.ts';

type RenderChunk = (code: string, chunk: { fileName: string }, options: unknown, meta: { chunks: Record<string, unknown> }) => unknown;

const render = tapChunkFile().renderChunk as unknown as RenderChunk;
const chunkOf = (fileName: string, moduleIds: string[]) => ({ fileName, moduleIds });

describe('the tap chunk file in the entry', () => {
  it('handlers.ts holds the placeholder the plugin replaces', () => {
    expect(readFileSync(path.join(import.meta.dirname, '../../../renderer/core/actions/handlers.ts'), 'utf8')).toContain(`'${tapChunkPlaceholder}'`);
  });

  it('replaces the placeholder with the chunk file as the importing chunk sees it, hash placeholders kept', () => {
    const chunks = {
      'assets/index-!~{001}~.js': chunkOf('assets/index-!~{001}~.js', ['/repo/renderer/core/actions/handlers.ts']),
      'assets/tap-handlers-!~{002}~.js': chunkOf('assets/tap-handlers-!~{002}~.js', ['/repo/renderer/core/actions/tap-handlers.ts']),
    };
    const code = `const f = "${tapChunkPlaceholder}";`;
    expect(render(code, chunks['assets/index-!~{001}~.js'], {}, { chunks })).toEqual({
      code: 'const f = "./tap-handlers-!~{002}~.js";',
      map: null,
    });
    expect(render('const g = 1;', chunks['assets/index-!~{001}~.js'], {}, { chunks })).toBeNull();
  });

  it("leaves a build without the chunk (the server's) as it is", () => {
    expect(render(`"${tapChunkPlaceholder}"`, chunkOf('main.js', []), {}, { chunks: {} })).toBeNull();
  });

  it('names a file beside, below or above the importer', () => {
    expect(relativeImport('assets/index.js', 'assets/tap.js')).toBe('./tap.js');
    expect(relativeImport('index.js', 'assets/tap.js')).toBe('./assets/tap.js');
    expect(relativeImport('assets/a/index.js', 'assets/tap.js')).toBe('../tap.js');
  });
});
