/**
 * The fixtures `npm test` replays in Chromium: one per screen (the first by file path, leaving out fixtures that script
 * device checks or unsent answers, which only the in-page replays can give), so every screen is drawn in a real browser
 * on every run while the whole set (`npm run fixtures:browser`) stays a separate, longer run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoute, type Route } from '../../renderer/core/routes.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { repoRoot, type FixtureFile } from './fixture-files.ts';

// Read, not imported: Playwright's loader wants an import attribute for JSON that vitest's does not.
const routes = JSON.parse(fs.readFileSync(path.join(repoRoot, 'screens', 'routes.json'), 'utf8')) as Route[];

/** The screen a fixture opens (its route's screen id), or undefined when no route matches. */
export function screenOf(fixture: QaFixture): string | undefined {
  const [pathname, hash] = fixture.route.startsWith('#') ? ['/', fixture.route] : [fixture.route, ''];
  const search = new URLSearchParams(Object.entries(fixture.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash })?.screen;
}

const screensDir = path.join(repoRoot, 'screens');
const wideScreens = new Set(
  fs
    .readdirSync(screensDir)
    .filter((f) => f.endsWith('.json') && f !== 'routes.json')
    .map((f) => JSON.parse(fs.readFileSync(path.join(screensDir, f), 'utf8')) as { id?: string; width?: string })
    .filter((doc) => doc.width === 'wide')
    .map((doc) => doc.id),
);

/**
 * The window a fixture replays in, in Chromium: a phone (360×740) for the borrower's screens, a desktop window
 * (1440×900) for the screens laid out for one (`"width": "wide"`: the public website, whose header folds its links
 * into a Menu on a phone).
 */
export function viewportOf(fixture: QaFixture): { width: number; height: number } {
  const screen = screenOf(fixture);
  return screen !== undefined && wideScreens.has(screen) ? { width: 1440, height: 900 } : { width: 360, height: 740 };
}

/** Why a fixture cannot run in Chromium, or undefined. */
export function browserSkipReason(fixture: QaFixture): string | undefined {
  if (fixture.probes) return 'its device checks (probes) are scripted answers only jsdom can give; Chromium asks the real browser';
  const unsent = Object.values(fixture.answers ?? {}).some((a) => (Array.isArray(a) ? a : [a]).some((one) => one.network === 'unsent'));
  // The page's request has left it by the time page.route sees it; jsdom, the studio's frames and the server's replay
  // answer through the app's API, before the request would leave.
  return unsent ? 'an answer is unsent (fails before anything leaves the page), which only the in-page replays can give' : undefined;
}

/** One valid fixture per screen, in file order. */
export function sampleByScreen(files: FixtureFile[]): FixtureFile[] {
  const chosen = new Map<string, FixtureFile>();
  for (const f of files) {
    if (!f.fixture || browserSkipReason(f.fixture)) continue;
    const screen = screenOf(f.fixture) ?? f.fixture.route;
    if (!chosen.has(screen)) chosen.set(screen, f);
  }
  return [...chosen.values()];
}
