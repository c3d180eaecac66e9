/**
 * The borrower app's production build served by `vite preview` with the sandbox lender, for the benches that drive it
 * in Chromium (memory, slow network): built once per process into a temporary folder (removed at exit), each preview
 * with an empty screen store of its own so only the bundled screens are served (as lighthouse.ts does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { freePort } from '../free-port.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A served build: its address, and close() which stops the server, restores HATID_STORE_DIR and removes its store. */
export interface BorrowerPreview {
  base: string;
  close(): Promise<void>;
}

/** The folder holding this process's one build (dist/) and the previews' stores, once the build has started. */
let built: Promise<string> | undefined;

/** Builds the borrower app once for this process: the benches that serve it measure the same build. */
function buildOnce(): Promise<string> {
  built ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hatid-borrower-build-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    await build({ root, logLevel: 'warn', build: { outDir: path.join(folder, 'dist'), emptyOutDir: true } });
    return folder;
  })();
  return built;
}

/** Serves the borrower app's build (made on the first call) on a free port of 127.0.0.1; `prefix` names its store. */
export async function previewBorrowerBuild(prefix: string): Promise<BorrowerPreview> {
  const folder = await buildOnce();
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
      build: { outDir: path.join(folder, 'dist') },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    return { base: `http://127.0.0.1:${port}`, close };
  } catch (err) {
    await close();
    throw err;
  }
}
