/**
 * Build: writes a lazy chunk's file where the code names its module as `'hatid-chunk:<module path>'`, so an import of
 * that chunk which failed (or hung) can ask it again from another address (renderer/core/import-again.ts): the tap
 * handlers, the lender API, its axios clients and the answers' validators. The file is written relative to the chunk
 * that names it (importAgain resolves it against that chunk's import.meta.url). Done in renderChunk, where file names
 * still carry the hash placeholders the bundler fills in afterwards, so the hashes stay those of the final code.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** How the code names a chunk by its module until the build writes the chunk's file in. */
export const chunkFilePrefix = 'hatid-chunk:';

const placeholder = /hatid-chunk:([\w./-]+)/g;

/** The address of `file` as an import in `from` sees it: './x.js' beside it, '../x.js' above. */
export function relativeImport(from: string, file: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The plugin (build only). */
export function chunkFiles(): Plugin {
  return {
    name: 'hatid-chunk-files',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(chunkFilePrefix)) return null;
      const chunks = Object.values(meta.chunks);
      const out = code.replace(placeholder, (named, modulePath: string) => {
        const holder = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${modulePath}`)));
        // A build without such chunks (the server's), or one that bundled the module with its importer (Storybook's may):
        // left as it is, the code imports the module again as it did the first time.
        if (!holder || holder.fileName === chunk.fileName) return named;
        return relativeImport(chunk.fileName, holder.fileName);
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
