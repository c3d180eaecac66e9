/**
 * `/screens/routes.json` (and staging's): the routes of screens made in the studio that are live on the channel. The
 * app's route table is built in; a path it does not know asks this list before it says "Page not found", so a new
 * screen opens in builds made before it (app/served-routes.ts). `npm run export-screens` writes the same list.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ChannelName, Schema } from '../db/schema.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import { isDatabaseDown } from '../store/store-context.ts';

/** One route of a made screen, as routes.json lists it. */
export interface MadeRoute {
  path: string;
  screen: string;
}

/** The routes of the made screens released (version > 0) on `channel`. */
export async function liveMadeRoutes(db: Kysely<Schema>, bundled: BundledScreens, channel: ChannelName): Promise<MadeRoute[]> {
  const made = bundled.ids.filter((id) => bundled.get(id)?.made);
  if (made.length === 0) return [];
  const live = await db
    .selectFrom('release')
    .select(['screen_id', 'version'])
    .where('screen_id', 'in', made)
    .where('channel', '=', channel)
    .distinctOn('screen_id')
    .orderBy('screen_id')
    .orderBy('id', 'desc')
    .execute();
  return live
    .filter((r) => r.version > 0)
    .flatMap((r) => (bundled.get(r.screen_id)?.routes ?? []).map((route) => ({ path: route.path, screen: r.screen_id })));
}

/** The handler answering liveMadeRoutes as JSON. */
export function madeRoutes(db: Kysely<Schema>, bundled: BundledScreens, channel: ChannelName) {
  return async (c: Context) => {
    const headers = { 'Cache-Control': 'no-cache' };
    try {
      return c.json(await liveMadeRoutes(db, bundled, channel), 200, headers);
    } catch (err) {
      if (isDatabaseDown(err)) return c.json([], 503, headers);
      throw err;
    }
  };
}
