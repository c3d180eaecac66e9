/**
 * The server artifact's fixture replay worker (issue 29 item 8; part of scripts/build-server.ts): Vite builds
 * server/fixture-replay/replay-worker.ts for Node (an SSR build, with the plugins vitest's unit project uses), so the
 * renderer's TypeScript, JSX, CSS imports and bundled screens (import.meta.glob) become plain ES modules in
 * dist-server/fixture-replay/: replay-worker.js and its chunks. Packages stay imports, installed by
 * `npm ci --omit=dev`: the build fails when one is not in package.json's `dependencies`.
 *   tsx scripts/build-replay-worker.ts [--out <folder>]   (default dist-server/fixture-replay/)
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');

/** The package a bare import names ('@scope/name/sub' → '@scope/name'), or null for a Node built-in or a file. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

/** Builds the worker into `out`; resolves with its entry file. */
export async function buildReplayWorker(out = path.join(repo, 'dist-server', 'fixture-replay')): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  // A production build whatever the calling process runs as (vitest sets NODE_ENV=test, and Vite would then compile JSX
  // for React's development runtime, which a production server's React does not have).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    mode: 'production',
    root: repo,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: 'server/fixture-replay/replay-worker.ts',
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'replay-worker.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const missing = new Set<string>();
  for (const output of outputs) {
    const own = new Set(output.output.map((file) => file.fileName));
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      for (const imported of [...chunk.imports, ...chunk.dynamicImports].filter((name) => !own.has(name))) {
        const name = packageOf(imported);
        if (name && !(name in pkg.dependencies)) missing.add(name);
      }
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `build-replay-worker: the replay worker imports ${[...missing].join(', ')}, which package.json does not list in dependencies: \`npm ci --omit=dev\` would leave them out.`,
    );
  }
  // The worker's chunks are ES modules whatever package.json says about the folder they land in.
  fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
  return path.join(out, 'replay-worker.js');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--out');
  const entry = await buildReplayWorker(at > 0 ? path.resolve(process.argv[at + 1] ?? '') : undefined);
  console.log(`${path.relative(process.cwd(), entry)}: the fixture replay worker`);
}
