/**
 * The QA fixtures the studio replays before a publish or an approval: every tests/fixtures/**\/*.json (they ship with
 * the release, as the bundled screens do), checked against the fixture format and filed under the screen their route
 * draws (screens/routes.json): the bundled seed, as screens/ is of the screens. Each file is read once (again when it
 * changes). What the studio writes is kept in the database over it (server/store/qa-fixtures.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { resourceRoot as repoRoot } from '../app-paths.ts';
import { matchRoute, type Route } from '../../renderer/core/routes.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { fixtureProblems } from './screen-checks.ts';

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

/** The bundled seed of fixtures by screen (the database's rows stand over it: server/store/qa-fixtures.ts). */
export interface SeedCatalog {
  /** The fixtures of a screen, by file; none for a screen without fixtures. */
  forScreen(id: string): CatalogFixture[];
  /** One seed file (tests/fixtures/…) and its screen. */
  byFile(file: string): { screen: string; entry: CatalogFixture } | undefined;
  /** The screen a route draws (undefined for a route only a screen made in the studio has). */
  screenOfRoute(route: string, query: Record<string, unknown>): string | undefined;
}

/** The seed of a server without bundled fixtures (the tests'): every fixture is written in the studio. */
export function emptySeed(screensDir = path.join(repoRoot, 'screens')): SeedCatalog {
  const routes = JSON.parse(fs.readFileSync(path.join(screensDir, 'routes.json'), 'utf8')) as Route[];
  return { forScreen: () => [], byFile: () => undefined, screenOfRoute: (route, query) => screenOfRoute(routes, route, query) };
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

/** Reads one fixture file: its screen and entry, or null when it is not a fixture of a screen. */
function readEntry(full: string, routes: readonly Route[]): { screen: string; entry: CatalogFixture } | null {
  const file = path.relative(repoRoot, full).split(path.sep).join('/');
  let text: string;
  let content: unknown;
  try {
    text = fs.readFileSync(full, 'utf8');
    content = JSON.parse(text);
  } catch {
    return null;
  }
  const record = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
  if (typeof record.route !== 'string') return null;
  const screen = screenOfRoute(
    routes,
    record.route,
    typeof record.query === 'object' && record.query !== null ? (record.query as Record<string, unknown>) : {},
  );
  if (!screen) return null;
  const problems = fixtureProblems(content, text).map((p) => p.message);
  const name = typeof record.name === 'string' ? record.name : file;
  return { screen, entry: { file, name, ...(problems.length === 0 ? { fixture: content as QaFixture } : {}), problems } };
}

/** Reads the fixtures under `root` (a missing folder is an empty catalog); files added later join when next asked. */
export function loadFixtureCatalog(root: string = defaultFixturesRoot, screensDir = path.join(repoRoot, 'screens')): SeedCatalog {
  const routes = JSON.parse(fs.readFileSync(path.join(screensDir, 'routes.json'), 'utf8')) as Route[];
  const read = new Map<string, ReturnType<typeof readEntry>>();
  let byScreen = new Map<string, CatalogFixture[]>();
  let listed = '';
  const refresh = () => {
    // A file is known by its path, size and time, so one read while it was being written is read again.
    const files = listJson(root).map((full) => {
      const stat = fs.statSync(full, { throwIfNoEntry: false });
      return { full, seen: `${full}\t${stat?.size}\t${stat?.mtimeMs}` };
    });
    const now = files.map((f) => f.seen).join('\n');
    if (now === listed) return;
    listed = now;
    byScreen = new Map();
    for (const { full, seen } of files) {
      if (!read.has(seen)) read.set(seen, readEntry(full, routes));
      const got = read.get(seen);
      if (got) byScreen.set(got.screen, [...(byScreen.get(got.screen) ?? []), got.entry]);
    }
  };
  refresh();
  return {
    forScreen: (id) => {
      refresh();
      return byScreen.get(id) ?? [];
    },
    byFile: (file) => {
      refresh();
      for (const [screen, entries] of byScreen) {
        const entry = entries.find((e) => e.file === file);
        if (entry) return { screen, entry };
      }
      return undefined;
    },
    screenOfRoute: (route, query) => screenOfRoute(routes, route, query),
  };
}
