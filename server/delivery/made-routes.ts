/**
 * `/screens/routes.json` (and staging's): the routes of screens made in the studio that are live on the channel. The
 * app's route table is built in; a path it does not know asks this list before it says "Page not found", so a new
 * screen opens in builds made before it (renderer/app/served-routes.ts).
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ChannelName, Schema } from '../db/schema.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import { isDatabaseDown } from '../store/store-context.ts';

/** The handler answering [{ path, screen }] for the made screens released (version > 0) on `channel`. */
export function madeRoutes(db: Kysely<Schema>, bundled: BundledScreens, channel: ChannelName) {
  return async (c: Context) => {
    const made = bundled.ids.filter((id) => bundled.get(id)?.made);
    const headers = { 'Cache-Control': 'no-cache' };
    if (made.length === 0) return c.json([], 200, headers);
    try {
      const live = await db
        .selectFrom('release')
        .select(['screen_id', 'version'])
        .where('screen_id', 'in', made)
        .where('channel', '=', channel)
        .distinctOn('screen_id')
        .orderBy('screen_id')
        .orderBy('id', 'desc')
        .execute();
      const routes = live
        .filter((r) => r.version > 0)
        .flatMap((r) => (bundled.get(r.screen_id)?.routes ?? []).map((route) => ({ path: route.path, screen: r.screen_id })));
      return c.json(routes, 200, headers);
    } catch (err) {
      if (isDatabaseDown(err)) return c.json([], 503, headers);
      throw err;
    }
  };
}
