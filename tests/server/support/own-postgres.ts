/**
 * A PostgreSQL cluster of one test's own, which the test may stop and start again (`pg_ctl stop -m fast|immediate`)
 * without touching the shared server of `npm run test:pg`: a new cluster in a temporary folder on a free port, owned by
 * the postgres user when running as root (PostgreSQL refuses root), as scripts/with-postgres.sh does.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder, or undefined (then the test that needs it is skipped). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** A running cluster: its URL, and stop/start as an operator would. */
export interface OwnPostgres {
  url: string;
  port: number;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it (immediate) and deletes the folder. */
  destroy(): Promise<void>;
}

/** initdb + start on a free port; the database `hatid` exists, user `hatid`, trust auth on 127.0.0.1 only. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (bash scripts/ensure-postgres.sh)');
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-own-pg-'));
  fs.chmodSync(dir, 0o755);
  if (root) {
    await run('sh', ['-c', 'id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres']);
    await run('chown', ['postgres', dir]);
  }
  const as = (tool: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'hatid', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`;
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  };
  await start();
  await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'hatid', 'hatid']);
  return {
    url: `postgres://hatid@127.0.0.1:${port}/hatid`,
    port,
    async stop(mode) {
      await as('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    start,
    async destroy() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
