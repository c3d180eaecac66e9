/**
 * What the e2e servers need before they start (tests/setup/e2e-servers.ts runs it first):
 * `npm run build`'s three builds and the servers' three data folders. The borrower app and studio builds run beside the
 * server artifact's build and the database: the database needs only dist-server/ (its admin.js), not the apps. The
 * data folders start from one database migrated once (initdb and the migrations cost each server a PGlite start of
 * its own, ~4 s CPU): copied for the borrower server (an empty database: bundled screens), then the first admin is
 * created in it by `node dist-server/admin.js create-user` (`npm run admin`) and it is copied for the studio and
 * release servers (a database with only the first admin). A copy of a closed PGlite folder is a PostgreSQL data folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataRoot, e2eDataDirs, firstAdmin } from './studio-servers.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);

/** Runs a command in the repository, its output on this process's; `input` is written to its stdin. Rejects unless it exits 0. */
function run(command: string, args: string[], { env = {}, input }: { env?: Record<string, string>; input?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
    });
    if (input !== undefined) child.stdin?.end(input);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`e2e-prepare: ${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/** The borrower app and the studio (Vite), one after the other: they share nothing, but both keep both cores busy. */
async function buildApps(env: Record<string, string>): Promise<void> {
  await run(bin('vite'), ['build'], { env });
  await run(bin('vite'), ['build', '--config', 'studio/vite.config.ts'], { env });
}

/** The server artifact, then the three data folders from one migrated database. */
async function buildServerAndData(env: Record<string, string>): Promise<void> {
  await run(bin('tsx'), ['scripts/build-server.ts'], { env });
  const template = path.join(repo, e2eDataRoot, 'template');
  const admin = (args: string[], input?: string) =>
    run(process.execPath, ['dist-server/admin.js', ...args], { env: { HATID_DATA_DIR: template }, input });
  await admin(['list-users']);
  fs.cpSync(template, path.join(repo, e2eDataDirs.app), { recursive: true });
  await admin(
    ['create-user', '--email', firstAdmin.email, '--name', firstAdmin.name, '--role', 'admin'],
    `${firstAdmin.password}\n${firstAdmin.password}\n`,
  );
  fs.cpSync(template, path.join(repo, e2eDataDirs.studio), { recursive: true });
  fs.cpSync(template, path.join(repo, e2eDataDirs.releases), { recursive: true });
}

/** Makes the builds (with `buildEnv`, the build-time settings of the borrower server: VITE_…) and the data folders anew. */
export async function prepareE2e(buildEnv: Record<string, string>): Promise<void> {
  fs.rmSync(path.join(repo, e2eDataRoot), { recursive: true, force: true });
  await Promise.all([buildApps(buildEnv), buildServerAndData(buildEnv)]);
}
