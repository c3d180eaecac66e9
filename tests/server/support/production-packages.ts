/**
 * The artifact test's install: the packages `npm ci --omit=dev` installs from package-lock.json, hard-linked from the
 * repository's own node_modules/ instead of unpacked again from npm's cache. Same tree: every lockfile entry not marked
 * `dev`, at the lockfile's path (a package's own node_modules/ only with the entries the lockfile puts there), those
 * the repository's install left out (optional packages of another platform) left out here too. `npm ci --omit=dev`
 * in a temporary folder was most of the artifact test (about 18 s CPU and 25–45 s wall on the shared 2-core machine,
 * most of it unpacking 13,600 files); the links take well under a second of CPU.
 */
import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  optional?: boolean;
}

/** A hard link, or a copy where the temporary folder is on another file system (a tmpfs /tmp, say). */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    fs.copyFileSync(from, to);
  }
}

/** Hard-links a package's folder `dir` into `to`, file by file, without its own node_modules/ (the lockfile lists those on their own). */
function linkTree(dir: string, to: string, packageRoot = true): number {
  fs.mkdirSync(to, { recursive: true });
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (!packageRoot || entry.name !== 'node_modules') n += linkTree(from, target, false);
    } else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), target);
    else {
      linkOrCopy(from, target);
      n += 1;
    }
  }
  return n;
}

/**
 * Installs into `folder`/node_modules what `npm ci --omit=dev` would from `repo`'s lockfile, leaving out the packages
 * named in `without` (and what the lockfile nests below them). Resolves with the number of packages and files linked.
 */
export function linkProductionPackages(repo: string, folder: string, without: readonly string[] = []): { packages: number; files: number } {
  const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const left = without.map((name) => `node_modules/${name}`);
  let packages = 0;
  let files = 0;
  for (const [at, entry] of Object.entries(lock.packages)) {
    if (!at.startsWith('node_modules/') || entry.dev || entry.link) continue;
    if (left.some((l) => at === l || at.startsWith(`${l}/`))) continue;
    const from = path.join(repo, at);
    if (!fs.existsSync(from)) {
      if (entry.optional) continue; // an optional package of another platform, which npm ci skips too
      throw new Error(`${at} is in package-lock.json but not installed here: run npm ci`);
    }
    files += linkTree(from, path.join(folder, at));
    packages += 1;
  }
  return { packages, files };
}
