/**
 * The server artifact (part of `npm run build`): server/main.ts and scripts/admin.ts bundled by esbuild into
 * dist-server/main.js and dist-server/admin.js (ESM for Node 20; the packages of package.json's `dependencies` stay
 * imports, installed by `npm ci --omit=dev`), and beside them what the server reads at run time, in the repository's
 * layout (server/app-paths.ts): screens/, schemas/ (the studio's checks compile them; generated/capabilities.json), capabilities/released/ and the QA
 * fixtures (tests/fixtures/), and the QA fixture replay worker (fixture-replay/, scripts/build-replay-worker.ts: the server
 * replays a screen's fixtures in it before a publish). The migrations and validators are modules, so they are in the bundle. Fails when the
 * bundle imports a package that is not in `dependencies` (it would be missing after `npm ci --omit=dev`).
 * Also the first-view bundle, dist-server/ssr/render-first-view.js: the app's own React components for the server to
 * draw a borrower page's first view with (app/ssr/render-first-view.tsx), built by Vite like the app (its
 * JSON, stylesheets and build-time settings handled the same way), its packages left as imports.
 *   tsx scripts/build-server.ts [--out <folder>]   (default dist-server/; tests build their own copy elsewhere)
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildReplayWorker } from './build-replay-worker.ts';
import react from '@vitejs/plugin-react';
import { build as viteBuild, type Rollup } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  hatid?: { serverEntry?: string };
};

/** Dev dependencies the server may import because it does without them (server/observability/create-logger.ts). */
const optionalImports = new Set(['pino-pretty']);

/** The files copied beside the bundle (from the repository root), each a folder of JSON or one file. */
const resources = ['screens', 'schemas', 'capabilities/released', 'tests/fixtures'];

function copyJson(from: string, to: string): number {
  const stat = fs.statSync(from, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (stat.isFile()) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    return 1;
  }
  let n = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() || entry.name.endsWith('.json')) n += copyJson(path.join(from, entry.name), path.join(to, entry.name));
  }
  return n;
}

/** The package a bare import names ('@scope/name/sub' → '@scope/name'), or null for a Node built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

/** Bundles the server into `out` (default dist-server/) with its run-time files; resolves with the entry's path. */
export async function buildServer(out = path.join(repo, 'dist-server')): Promise<{ entry: string; files: number; ms: number }> {
  const started = performance.now();
  fs.rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repo,
    entryPoints: { main: 'server/main.ts', admin: 'scripts/admin.ts' },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    define: { __HATID_SERVER_BUNDLE__: 'true' },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });

  const missing = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external) continue;
      const name = packageOf(imported.path);
      if (name && !(name in pkg.dependencies) && !optionalImports.has(name)) missing.add(name);
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `build-server: the server imports ${[...missing].join(', ')}, which package.json does not list in dependencies: \`npm ci --omit=dev\` would leave them out. Move them to dependencies, or keep them out of server code.`,
    );
  }

  for (const imported of await buildFirstViews(path.join(out, 'ssr'))) {
    const name = packageOf(imported);
    if (name && !(name in pkg.dependencies)) missing.add(name);
  }
  if (missing.size > 0) {
    throw new Error(
      `build-server: the first-view bundle imports ${[...missing].join(', ')}, which package.json does not list in dependencies: \`npm ci --omit=dev\` would leave them out.`,
    );
  }

  let files = 0;
  for (const resource of resources) files += copyJson(path.join(repo, resource), path.join(out, resource));
  // The worker that replays QA fixtures before a publish (issue 29 item 8): built by Vite, which reads the renderer.
  await buildReplayWorker(path.join(out, 'fixture-replay'));
  const entry = path.join(out, path.basename(pkg.hatid?.serverEntry ?? 'dist-server/main.js'));
  if (!fs.existsSync(entry)) throw new Error(`build-server: package.json's hatid.serverEntry (${pkg.hatid?.serverEntry}) was not written`);
  return { entry, files, ms: Math.round(performance.now() - started) };
}

/**
 * The first-view bundle: a Vite SSR build of app/ssr/render-first-view.tsx into `out`, with the app's build
 * settings (React, the app version, the aliases); resolves with the packages it imports.
 */
export async function buildFirstViews(out: string): Promise<string[]> {
  const { version } = pkg as unknown as { version: string };
  // Vite keeps a NODE_ENV already set (vitest's `test`), and JSX would then be compiled for React's development runtime,
  // whose jsxDEV the production server does not have: this bundle is always built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = (await viteBuild({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [react()],
    define: { 'import.meta.env.VITE_HATID_APP_VERSION': JSON.stringify(version) },
    resolve: {
      alias: [{ find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: path.join(repo, 'renderer/react/use-sync-external-store.ts') }],
    },
    build: {
      ssr: 'app/ssr/render-first-view.tsx',
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rolldownOptions: { output: { entryFileNames: 'render-first-view.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  const imports = new Set<string>();
  for (const output of outputs) {
    const own = new Set(output.output.map((c) => c.fileName));
    for (const chunk of output.output) if (chunk.type === 'chunk') for (const i of chunk.imports) if (!own.has(i)) imports.add(i);
  }
  return [...imports];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--out');
  const built = await buildServer(at > 0 ? path.resolve(process.argv[at + 1] ?? 'dist-server') : undefined);
  console.log(`${path.relative(process.cwd(), built.entry)}: the server and admin.js, ${built.files} run-time files beside them (${built.ms} ms)`);
}
