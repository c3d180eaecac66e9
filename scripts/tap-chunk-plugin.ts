/**
 * Build: writes the file of the tap handlers' chunk (renderer/core/actions/tap-handlers.ts) into the chunk that holds
 * renderer/core/actions/handlers.ts, in place of its placeholder, so a tap whose first import of the chunk failed or
 * hung imports it again from another address (handlers.ts, importTapChunk). Done in renderChunk, where file names
 * still carry the hash placeholders the bundler fills in afterwards, so the hashes stay those of the final code.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** What handlers.ts holds until the build writes the file in (`builtTapChunk`). */
export const tapChunkPlaceholder = 'hatid:tap-chunk';

/** The module the chunk is made of. */
const tapModule = '/renderer/core/actions/tap-handlers.ts';

/** The address of `file` as an import in `from` sees it: './x.js' beside it, '../x.js' above. */
export function relativeImport(from: string, file: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The plugin (build only). */
export function tapChunkFile(): Plugin {
  return {
    name: 'hatid-tap-chunk',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(tapChunkPlaceholder)) return null;
      const tap = Object.values(meta.chunks).find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(tapModule)));
      // The server's build has no such chunk: its handlers.ts imports the module again as it did the first time.
      if (!tap) return null;
      return { code: code.replaceAll(tapChunkPlaceholder, relativeImport(chunk.fileName, tap.fileName)), map: null };
    },
  };
}
