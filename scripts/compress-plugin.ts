/**
 * Build plugin: every file of the build that compresses (scripts, stylesheets, pictures in SVG, JSON, HTML) of at
 * least 1 KB gets a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, made once here rather than on
 * each request. `npm run serve` sends them to a browser that accepts them (server/http/static-pages.ts, with
 * Content-Encoding and Vary: Accept-Encoding); any static host that looks for such files can too.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The files under `dir` (recursively). */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the .br and .gz of every compressible file of at least `minBytes` under `dir`; resolves with how many. */
export async function compressFiles(dir: string, minBytes = 1024): Promise<number> {
  let done = 0;
  const files = (await filesOf(dir)).filter((f) => compressible.test(f));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      // A copy no smaller than the file is no use.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      done += 1;
    }),
  );
  return done;
}

/** The plugin (build only): compresses the written build. */
export function compressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hatid-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressFiles(outDir);
    },
  };
}
