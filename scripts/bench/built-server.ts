/**
 * The built server artifact for the benches that measure what `npm run serve` sends (server-drawn pages): `npm run
 * build` when dist/ or dist-server/ is missing or older than the sources, then `node dist-server/main.js` with the
 * sandbox lender on a database of its own, at 127.0.0.1 on a free port (HATID_PORT_RANGE keeps it in a range).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleInputsOf } from '../dist-freshness.ts';
import { freePort } from '../free-port.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const serverFiles = ['dist-server/main.js', 'dist-server/ssr/render-first-view.js'];
/** What the built server is made from besides the borrower build's inputs. */
const serverInputs = ['server', 'scripts/build-server.ts'];

/**
 * Why the build must be made again ('' when dist/ and dist-server/ match the sources). Each is judged against the
 * sources, not against the other: `npm run size` rebuilds dist/ alone after the e2e stage built both, and the
 * first-view bundle it left is still the sources' (a rebuild there would only grow the test chain).
 */
export function builtServerStale(): string {
  for (const file of ['dist/index.html', ...serverFiles]) {
    // The built server is made from the server's own sources too: a change there alone left it stale, and the benches
    // measured the server from before it.
    const { missing, newer } = staleInputsOf(repo, path.join(repo, file), file === 'dist/index.html' ? [] : serverInputs);
    if (missing) return missing;
    if (newer.length) return `${newer.length} source files are newer than ${file} (${newer.slice(0, 3).join(', ')}…)`;
  }
  return '';
}

/** Runs `npm run build` when the artifact is missing or stale; returns what it did. */
export function ensureBuiltServer(): string {
  const why = builtServerStale();
  if (!why) return 'the built server is up to date';
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  return `built (${why})`;
}

/** A running artifact. */
export interface BuiltServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts `node dist-server/main.js` (of this checkout, or of `cwd`) with the sandbox lender and an empty database; resolves once /readyz answers. */
export async function startBuiltServer(extraEnv: Record<string, string> = {}, cwd: string = repo): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatid-built-server-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (/^(HATID_|DATABASE_URL$|PORT$|HOST$|METRICS_PORT$|NODE_ENV$)/.test(name)) delete env[name];
  Object.assign(env, { HATID_SANDBOX: '1', HATID_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, extraEnv);
  const child = spawn(process.execPath, ['dist-server/main.js'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`dist-server/main.js did not get ready within 90 s:\n${errors}`);
}
