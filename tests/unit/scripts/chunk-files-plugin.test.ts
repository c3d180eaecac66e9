/**
 * The build writes a lazy chunk's file where the code names its module as 'hatid-chunk:<module>'
 * (scripts/chunk-files-plugin.ts), so an import of it that failed or hung asks it again from another address
 * (renderer/core/import-again.ts). The journeys in real Chromium are tests/e2e/tap-chunk-retry.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, relativeImport } from '../../../scripts/chunk-files-plugin.ts';

type RenderChunk = (code: string, chunk: { fileName: string }, options: unknown, meta: { chunks: Record<string, unknown> }) => unknown;

const render = chunkFiles().renderChunk as unknown as RenderChunk;
const chunkOf = (fileName: string, moduleIds: string[]) => ({ fileName, moduleIds });
const index = chunkOf('assets/index-!~{001}~.js', ['/repo/renderer/core/actions/handlers.ts', '/repo/app/lazy-api.ts']);
const chunks = {
  [index.fileName]: index,
  'assets/tap-handlers-!~{002}~.js': chunkOf('assets/tap-handlers-!~{002}~.js', ['/repo/renderer/core/actions/tap-handlers.ts']),
  'assets/lender-clients-!~{003}~.js': chunkOf('assets/lender-clients-!~{003}~.js', [
    '/repo/adapters/http/clients.ts',
    '/repo/adapters/http/create-api.ts',
  ]),
};
const read = (file: string) => readFileSync(path.join(import.meta.dirname, '../../..', file), 'utf8');

describe('the lazy chunks named by their module', () => {
  it("names the tap handlers, the lender API, its axios clients and the answers' validators so", () => {
    expect(read('schemas/generated/validators/answers.ts')).toContain(
      "'generated-payment': 'hatid-chunk:schemas/generated/validators/validate-answer-generated-payment.js'",
    );
    expect(read('renderer/core/actions/handlers.ts')).toContain("'hatid-chunk:renderer/core/actions/tap-handlers.ts'");
    expect(read('app/lazy-api.ts')).toContain("'hatid-chunk:adapters/http/create-api.ts'");
    expect(read('adapters/http/clients.ts')).toContain("'hatid-chunk:adapters/http/axios-clients.ts'");
  });

  it('writes the file of the chunk holding each named module, as the naming chunk imports it, hash placeholders kept', () => {
    const code = 'f("hatid-chunk:renderer/core/actions/tap-handlers.ts"); g(`hatid-chunk:adapters/http/create-api.ts`);';
    expect(render(code, index, {}, { chunks })).toEqual({
      code: 'f("./tap-handlers-!~{002}~.js"); g(`./lender-clients-!~{003}~.js`);',
      map: null,
    });
    expect(render('const g = 1;', index, {}, { chunks })).toBeNull();
  });

  it("leaves a build without the chunk (the server's), or one that bundled the module with its importer, as it is", () => {
    expect(render('"hatid-chunk:adapters/http/axios-clients.ts"', index, {}, { chunks })).toBeNull();
    expect(render('"hatid-chunk:app/lazy-api.ts"', index, {}, { chunks })).toBeNull();
  });

  it('names a file beside, below or above the importer', () => {
    expect(relativeImport('assets/index.js', 'assets/tap.js')).toBe('./tap.js');
    expect(relativeImport('index.js', 'assets/tap.js')).toBe('./assets/tap.js');
    expect(relativeImport('assets/a/index.js', 'assets/tap.js')).toBe('../tap.js');
  });
});
