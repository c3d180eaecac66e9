/**
 * The borrower app's production build served by `vite preview` with the sandbox lender, for the benches that drive it
 * in Chromium (memory, slow network): built once per process into a temporary folder (removed at exit), each preview
 * with an empty screen store of its own so only the bundled screens are served (as lighthouse.ts does). The smoke run
 * (reuseFreshDist) serves the repository's dist/ (or `--dist <dir>`) instead when it matches the sources and is a
 * production build (no developer test page): in `npm test`, the one `npm run size` has just made.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { staleDistInputs } from '../dist-freshness.ts';
import { freePort } from '../free-port.ts';
import { testPreviewScreen } from '../test-preview-gate.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A served build: its address, and close() which stops the server, restores HATID_STORE_DIR and removes its store. */
export interface BorrowerPreview {
  base: string;
  close(): Promise<void>;
}

/** This process's one build and the temporary folder of the previews' stores, once the build has started. */
let built: Promise<{ folder: string; dist: string }> | undefined;
let reuse: string | undefined;

/**
 * Lets the benches serve `dist` (the repository's dist/ by default) when it is fresh and a production build (the smoke
 * run: its figures are not judged).
 */
export function reuseFreshDist(dist = path.join(root, 'dist')): void {
  reuse = path.resolve(root, dist);
}

/** Whether the repository's dist/ matches the sources and leaves out the developer test page. */
function freshProductionDist(dist: string): boolean {
  const { newer, missing } = staleDistInputs(root, dist);
  return !missing && newer.length === 0 && !existsSync(path.join(dist, 'screens', `${testPreviewScreen}.json`));
}

/** Builds the borrower app once for this process (or takes a fresh dist/, see reuseFreshDist): the benches that serve it measure the same build. */
function buildOnce(): Promise<{ folder: string; dist: string }> {
  built ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hatid-borrower-build-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    if (reuse && freshProductionDist(reuse)) {
      console.log(`bench: serving the borrower build in ${reuse} (fresh, no developer test page)`);
      return { folder, dist: reuse };
    }
    const dist = path.join(folder, 'dist');
    await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
    return { folder, dist };
  })();
  return built;
}

/** Serves the borrower app's build (made on the first call) on a free port of 127.0.0.1; `prefix` names its store. */
export async function previewBorrowerBuild(prefix: string): Promise<BorrowerPreview> {
  const { folder, dist } = await buildOnce();
  const store = mkdtempSync(path.join(folder, prefix));
  const storeDir = process.env.HATID_STORE_DIR;
  process.env.HATID_STORE_DIR = store;
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  const close = async () => {
    if (server) await server.close();
    if (storeDir === undefined) delete process.env.HATID_STORE_DIR;
    else process.env.HATID_STORE_DIR = storeDir;
    rmSync(store, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir: dist },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    return { base: `http://127.0.0.1:${port}`, close };
  } catch (err) {
    await close();
    throw err;
  }
}
