/**
 * Whether a built dist/ still matches the sources: `npm run size -- --no-build` measures the dist/ another step built
 * (in `npm test`, the e2e server's build), and refuses one older than any file that goes into the borrower bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the borrower build reads: a change to any of these makes an older dist/ stale. */
const buildInputs = ['index.html', 'vite.config.ts', 'package-lock.json', 'app', 'renderer', 'widgets', 'adapters', 'screens', 'schemas', 'public'];

/** The source files newer than dist/index.html (empty when dist/ is fresh), or an explanation when there is no build. */
export function staleDistInputs(root: string, distDir: string): { built?: Date; newer: string[]; missing?: string } {
  return staleInputsOf(root, path.join(distDir, 'index.html'));
}

/**
 * The borrower build's source files newer than `builtFile` (any file a build made from them), or why there is none;
 * `also`: more of what that file is made from (the server's own sources for the built server).
 */
export function staleInputsOf(root: string, builtFile: string, also: readonly string[] = []): { built?: Date; newer: string[]; missing?: string } {
  const index = builtFile;
  if (!existsSync(index)) return { newer: [], missing: `${path.relative(root, index) || index} does not exist` };
  const built = statSync(index).mtime;
  // Tracked and new (untracked, not ignored) files: a fresh clone's checkout is older than its build.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...buildInputs, ...also], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const newer = files.filter((file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs > built.getTime();
  });
  return { built, newer };
}
