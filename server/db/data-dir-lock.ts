/**
 * One process at a time on an embedded (PGlite) data folder: PGlite has no server to share it, and two processes
 * writing one folder would corrupt it. The lock is a file holding the owner's pid and a random tag:
 *
 * - it appears whole or not at all: written to a private file first, then hard-linked into place (link fails when the
 *   lock exists), so nobody ever reads a half-written lock and mistakes it for a stale one;
 * - a lock whose process is gone (or an empty or unreadable one a crash left) is taken over only under a second,
 *   exclusive takeover mark (a folder made with mkdir), and only if it still holds what was read: two processes that
 *   both found it stale cannot both remove it and each take a fresh one (issue 29 item 10: two took it under a race).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A takeover mark older than this belongs to a process that died in the middle of one (it takes microseconds). */
const staleTakeoverMs = 10_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Creates `file` holding `content`, atomically; false when it exists already. */
function createWhole(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(draft, content, { flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes the stale lock if it still holds `seen`, under the takeover mark; false when another process is taking over. */
function removeStale(file: string, seen: string): boolean {
  const mark = `${file}.takeover`;
  try {
    fs.mkdirSync(mark);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const since = fs.statSync(mark, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > staleTakeoverMs) fs.rmSync(mark, { recursive: true, force: true });
    return false;
  }
  try {
    if (read(file) === seen) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmSync(mark, { recursive: true, force: true });
  }
}

/** Takes the folder's lock or throws naming the process that holds it; answers the release. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'hatid.lock');
  const mine = `${process.pid} ${randomBytes(12).toString('hex')}\n`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (createWhole(file, mine)) {
      return () => {
        if (read(file) === mine) fs.rmSync(file, { force: true });
      };
    }
    const seen = read(file);
    if (seen === undefined) continue;
    const owner = Number(seen.trim().split(/\s+/)[0]);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner} (a running server?). Stop it first, or use another HATID_DATA_DIR, or a PostgreSQL server through DATABASE_URL.`,
      );
    }
    if (!removeStale(file, seen)) pause(5);
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking over its lock.`);
}
