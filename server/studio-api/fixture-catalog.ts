/**
 * The QA fixtures the studio replays before a publish or an approval: every tests/fixtures/**\/*.json, read once when
 * the server starts (they ship with the release, as the bundled screens do), checked against the fixture format and
 * filed under the screen their route draws (screens/routes.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoute, type Route } from '../../renderer/core/routes.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { fixtureProblems } from './screen-checks.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The repository's tests/fixtures folder. */
export const defaultFixturesRoot = path.join(repoRoot, 'tests', 'fixtures');

/** One fixture as the studio lists it. */
export interface CatalogFixture {
  /** Its path from the repository root (tests/fixtures/…). */
  file: string;
  name: string;
  fixture?: QaFixture;
  problems: string[];
}

/** The fixtures by screen. */
export interface FixtureCatalog {
  /** The fixtures of a screen, by file; none for a screen without fixtures. */
  forScreen(id: string): CatalogFixture[];
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listJson(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

/** The screen a fixture's route draws, if any. */
export function screenOfRoute(routes: readonly Route[], route: string, query: Record<string, unknown> = {}): string | undefined {
  const [pathname, hash] = route.startsWith('#') ? ['/', route] : [route, ''];
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash })?.screen;
}

/** Reads the fixtures under `root` (a missing folder is an empty catalog). */
export function loadFixtureCatalog(root: string = defaultFixturesRoot, screensDir = path.join(repoRoot, 'screens')): FixtureCatalog {
  const routes = JSON.parse(fs.readFileSync(path.join(screensDir, 'routes.json'), 'utf8')) as Route[];
  const byScreen = new Map<string, CatalogFixture[]>();
  for (const full of listJson(root)) {
    const file = path.relative(repoRoot, full).split(path.sep).join('/');
    const text = fs.readFileSync(full, 'utf8');
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch {
      continue;
    }
    const record = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
    if (typeof record.route !== 'string') continue;
    const screen = screenOfRoute(
      routes,
      record.route,
      typeof record.query === 'object' && record.query !== null ? (record.query as Record<string, unknown>) : {},
    );
    if (!screen) continue;
    const problems = fixtureProblems(content, text).map((p) => p.message);
    const name = typeof record.name === 'string' ? record.name : file;
    const entry: CatalogFixture = { file, name, ...(problems.length === 0 ? { fixture: content as QaFixture } : {}), problems };
    byScreen.set(screen, [...(byScreen.get(screen) ?? []), entry]);
  }
  return { forScreen: (id) => byScreen.get(id) ?? [] };
}
