/**
 * `npm run fixture -- [--browser] [--draft <screen.json>] <name or path>`: replays one QA fixture, found by its file
 * path or its name (exactly, else a unique part of it), in jsdom (vitest) or with --browser in Chromium (Playwright,
 * on the built app; --draft draws that screen document instead of the published one).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nearestName } from '../renderer/core/validation/nearest-name.ts';
import { findFixtures, loadFixtureFiles, repoRoot } from '../tests/support/fixture-files.ts';

const usage = 'usage: npm run fixture -- [--browser] [--draft <screen.json>] <fixture name or path>';

function main(args: string[]): number {
  const browser = args.includes('--browser');
  const draftAt = args.indexOf('--draft');
  const draft = draftAt >= 0 ? args[draftAt + 1] : undefined;
  const wanted = args
    .filter((a, i) => a !== '--browser' && (draftAt < 0 || (i !== draftAt && i !== draftAt + 1)))
    .join(' ')
    .trim();
  if (!wanted || (draftAt >= 0 && (!draft || !browser))) {
    console.error(usage);
    return 2;
  }
  const files = loadFixtureFiles();
  const found = findFixtures(wanted, files);
  if (found.length === 0) {
    const near = nearestName(
      wanted,
      files.map((f) => f.testName),
    );
    console.error(`No fixture is named or found at "${wanted}".${near ? ` Did you mean "${near}"?` : ''}`);
    return 1;
  }
  if (found.length > 1) {
    console.error(`"${wanted}" matches ${found.length} fixtures; name one by its path:`);
    for (const f of found) console.error(`  ${f.file}  (${f.testName})`);
    return 1;
  }
  const [fixture] = found;
  if (!fixture) return 1;
  console.log(`${fixture.testName}\n  ${fixture.file} — in ${browser ? 'Chromium' : 'jsdom'}`);
  const env = { ...process.env, HATID_FIXTURE: fixture.file, ...(draft ? { HATID_FIXTURE_DRAFT: path.resolve(draft) } : {}) };
  const command = browser
    ? ['playwright', 'test', 'tests/e2e/fixtures-browser.spec.ts']
    : ['vitest', 'run', '--project', 'unit', 'tests/fixtures.test.tsx'];
  const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', command[0] ?? ''), command.slice(1), { stdio: 'inherit', env, cwd: repoRoot });
  return run.status ?? 1;
}

process.exit(main(process.argv.slice(2)));
