// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

it('generated files match the schemas (npm run gen has been run)', { timeout: 120_000 }, () => {
  const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/gen.ts', '--check'], { cwd: repo, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
