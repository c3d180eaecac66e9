/**
 * Health in the studio (issue 30 item 3): `GET /studio-api/health/:id?version=&channel=&days=` answers one screen
 * version's field health (views, problems per 1,000, top pointers and reasons, p75 LCP/INP and CLS, tap outcomes per
 * endpoint) beside the version that was live before it, and both hour by hour for the chart. Any signed-in staff
 * member may read it (the session guard in front of it); nothing here writes.
 */
import { Hono } from 'hono';
import type { ChannelName } from '../db/schema.ts';
import type { Store } from '../store/store-api.ts';
import type { TelemetryStore } from '../telemetry/telemetry-store.ts';
import { refuse, type StudioEnv } from './route-kit.ts';

const day = 86_400_000;

/** GET /health/:id. */
export function healthRoutes(telemetry: TelemetryStore, store: Pick<Store, 'hasScreen'>, now: () => Date = () => new Date()): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.get('/health/:id', async (c) => {
    const id = c.req.param('id');
    if (!store.hasScreen(id)) return refuse(c, 404, 'not-found', 'No such screen.');
    const channelQuery = c.req.query('channel') ?? 'production';
    if (channelQuery !== 'production' && channelQuery !== 'staging') return refuse(c, 400, 'bad-request', 'The channel is production or staging.');
    const channel: ChannelName = channelQuery;
    const daysQuery = c.req.query('days') ?? '7';
    const days = /^\d{1,3}$/.test(daysQuery) ? Number(daysQuery) : NaN;
    if (!(days >= 1 && days <= 90)) return refuse(c, 400, 'bad-request', 'The window is 1 to 90 days.');
    const versionQuery = c.req.query('version');
    if (versionQuery !== undefined && !/^-?\d{1,9}$/.test(versionQuery)) return refuse(c, 400, 'bad-request', 'The version is a whole number.');
    const since = new Date(now().getTime() - days * day);
    const live = await telemetry.liveVersion(id, channel);
    const version = versionQuery === undefined ? live : Number(versionQuery);
    const previousVersion = (await telemetry.previousLiveVersion(id, channel, version)) ?? null;
    const [current, previous, series, reported] = await Promise.all([
      telemetry.healthDetail(id, version, since, { channel }),
      previousVersion === null ? null : telemetry.healthDetail(id, previousVersion, since, { channel }),
      telemetry.healthSeries(id, previousVersion === null ? [version] : [version, previousVersion], since, { channel }),
      telemetry.reportedVersions(id, since),
    ]);
    const versions = [...new Set([live, version, ...reported])].sort((a, b) => b - a);
    return c.json({ screenId: id, channel, days, since: current.since, live, version, previousVersion, current, previous, series, versions });
  });
  return app;
}
