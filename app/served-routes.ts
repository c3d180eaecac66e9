/**
 * The routes of screens made in the studio since this build (`<screens base>/routes.json`, server/delivery/made-routes.ts),
 * asked for only when a path matches none of the built-in routes: a chunk of its own, never in the entry.
 */
import type { Route } from '../renderer/core/routes.ts';
import { screensBase } from './config.ts';

const screenId = /^[A-Za-z0-9_-]+$/;

/** The served routes, [] when the server has none or does not answer. */
export async function servedRoutes(): Promise<Route[]> {
  try {
    const answer = await fetch(`${screensBase}/routes.json`, { headers: { Accept: 'application/json' } });
    if (!answer.ok) return [];
    const list: unknown = await answer.json();
    if (!Array.isArray(list)) return [];
    return list.flatMap((r: unknown): Route[] => {
      const { path, screen } = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
      return typeof path === 'string' && /^#?\//.test(path) && typeof screen === 'string' && screenId.test(screen) ? [{ path, screen }] : [];
    });
  } catch {
    return [];
  }
}
