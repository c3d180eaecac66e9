/**
 * The borrower app's production build served by `vite preview` with the sandbox lender, for the benches that drive it
 * in Chromium (memory, slow network): built into a temporary folder, with an empty screen store of its own so only the
 * bundled screens are served (as lighthouse.ts does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { freePort } from '../free-port.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A served build: its address, and close() which stops the server, restores HATID_STORE_DIR and removes the folder. */
export interface BorrowerPreview {
  base: string;
  close(): Promise<void>;
}

/** Builds the borrower app into a temporary folder named with `prefix` and serves it on a free port of 127.0.0.1. */
export async function previewBorrowerBuild(prefix: string): Promise<BorrowerPreview> {
  const outDir = mkdtempSync(path.join(tmpdir(), prefix));
  const storeDir = process.env.HATID_STORE_DIR;
  process.env.HATID_STORE_DIR = path.join(outDir, '.store');
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  const close = async () => {
    if (server) await server.close();
    if (storeDir === undefined) delete process.env.HATID_STORE_DIR;
    else process.env.HATID_STORE_DIR = storeDir;
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await build({ root, logLevel: 'warn', build: { outDir: path.join(outDir, 'dist'), emptyOutDir: true } });
    const port = await freePort();
    server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir: path.join(outDir, 'dist') },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    return { base: `http://127.0.0.1:${port}`, close };
  } catch (err) {
    await close();
    throw err;
  }
}
