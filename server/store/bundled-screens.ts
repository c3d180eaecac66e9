/**
 * The screens bundled with the app (screens/<id>.json, version 0 of every screen) and their routes
 * (screens/routes.json), read once when the server starts: they change only with a new build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isTranslations } from '../../renderer/core/i18n/translations.ts';
import { resourceRoot } from '../app-paths.ts';
import { contentHash, parseText, textReachesMoney } from './screen-facts.ts';
import type { MadeInfo, ScreenRoute } from './types.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** A screen id as screens/ names files: letters, digits, dash, underscore. */
export const screenIdPattern = /^[A-Za-z0-9_-]+$/;

/** One bundled screen. */
export interface BundledScreen {
  id: string;
  text: string;
  hash: string;
  title: string;
  /** The title in Filipino, when it is written (the studio's search finds a screen by either). */
  titleFil?: string;
  routes: ScreenRoute[];
  money: boolean;
  /** Set for a screen made in the studio: its `text` is where it started, never served to borrowers. */
  made?: MadeInfo;
}

/** The bundled screens by id, and the screens made in the studio (server/store/made-screens.ts adds them). */
export interface BundledScreens {
  /** Sorted. */
  readonly ids: readonly string[];
  /** The screen, or undefined for an id that is not bundled (every such id is a 404). */
  get(id: string): BundledScreen | undefined;
  /** Adds a screen made in the studio (no-op for an id already known). */
  add(screen: BundledScreen): void;
}

/** A screen made in the studio as the registry holds it. */
export function madeScreen(row: { id: string; route: string; text: string; from: string; by: string; at: string }): BundledScreen {
  return {
    id: row.id,
    text: row.text,
    hash: contentHash(row.text),
    title: titleOf(row.text, row.id),
    titleFil: filipinoTitleOf(row.text),
    routes: [{ path: row.route }],
    money: textReachesMoney(row.text),
    made: { from: row.from, by: row.by, at: row.at },
  };
}

/** The repository's screens/ folder. */
export const defaultScreensDir = path.join(resourceRoot, 'screens');

/** A screen text's title (its `title` when that is a string), else the id. */
export function titleOf(text: string, id: string): string {
  const doc = parseText(text);
  if (isRecord(doc) && isTranslations(doc.title)) return doc.title.en;
  return isRecord(doc) && typeof doc.title === 'string' ? doc.title : id;
}

/** A screen's title in Filipino, when its title is written in English and Filipino. */
export function filipinoTitleOf(text: string): string | undefined {
  const doc = parseText(text);
  return isRecord(doc) && isTranslations(doc.title) && doc.title.fil ? doc.title.fil : undefined;
}

function readRoutes(dir: string): Map<string, ScreenRoute[]> {
  const out = new Map<string, ScreenRoute[]>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  } catch {
    return out;
  }
  for (const entry of Array.isArray(parsed) ? parsed : []) {
    if (!isRecord(entry) || typeof entry.path !== 'string' || typeof entry.screen !== 'string') continue;
    const route: ScreenRoute = typeof entry.example === 'string' ? { path: entry.path, example: entry.example } : { path: entry.path };
    out.set(entry.screen, [...(out.get(entry.screen) ?? []), route]);
  }
  return out;
}

/** Reads every .json of `dir` but routes.json (default: the repository's screens/). */
export function loadBundledScreens(dir: string = defaultScreensDir): BundledScreens {
  const routes = readRoutes(dir);
  const byId = new Map<string, BundledScreen>();
  const names = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json') && n !== 'routes.json')
    .sort();
  for (const name of names) {
    const id = name.slice(0, -'.json'.length);
    if (!screenIdPattern.test(id)) continue;
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    byId.set(id, {
      id,
      text,
      hash: contentHash(text),
      title: titleOf(text, id),
      titleFil: filipinoTitleOf(text),
      routes: routes.get(id) ?? [],
      money: textReachesMoney(text),
    });
  }
  let ids = [...byId.keys()].sort();
  return {
    get ids() {
      return ids;
    },
    // Object.hasOwn-safe: a Map never answers for "__proto__" or "constructor".
    get: (id) => byId.get(id),
    add(screen) {
      if (byId.has(screen.id)) return;
      byId.set(screen.id, screen);
      ids = [...byId.keys()].sort();
    },
  };
}
