/**
 * Field reports in PostgreSQL: `ingest` writes a checked batch (raw rows and hourly rollups, one transaction), the
 * health reads sum the rollups, `prune` applies the retention. What other server code calls (the staged rollouts'
 * halt, experiments, the studio's Health routes):
 *
 *   versionHealth(screenId, version, since, filter?)  → VersionHealth of that version (views, exposures, errorViews, errorRate, …)
 *   liveVersion(screenId, channel)                   → the version live on a channel now (0 = the bundled copy)
 *   liveHealth(screenId, channel, since, filter?)     → VersionHealth of the live version
 *   healthByVariant(screenId, since, filter?)         → VersionHealth per (version, variant) reported
 *   healthDetail / healthSeries / reportedVersions / previousLiveVersion: what the studio's Health view shows
 *
 * Every read sums hourly rows: a window starts at the hour of `since`. Reads and writes throw when the database does
 * not answer (the routes answer 503).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ChannelName, Schema, TelemetryRawTable } from '../db/schema.ts';
import type { TelemetryBatch, TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { healthOnly, summarize, type HealthDetail, type RollupSum, type VersionHealth } from './health-summary.ts';
import { hourOf, rawRow, Rollups, type HourlyRow } from './telemetry-rows.ts';
import { histogramQuantile } from './vital-buckets.ts';

export type { HealthDetail, VersionHealth } from './health-summary.ts';

/** Narrows a health read to a channel, an experiment variant or rollout arm, an app build, or a window's end. */
export interface HealthFilter {
  channel?: ChannelName;
  /** '' = views with no variant. */
  variant?: string;
  appBuild?: string;
  /** End of the window (exclusive; default: now). */
  until?: Date;
}

/** One hour of one version, for the chart. */
export interface HealthPoint {
  /** The hour's start (ISO). */
  hour: string;
  version: number;
  views: number;
  exposures: number;
  errors: number;
  errorViews: number;
  /** p75 LCP of that hour in ms (null without samples). */
  lcpP75: number | null;
}

/** How long reports are kept. */
export interface Retention {
  /** Raw events (HATID_TELEMETRY_RAW_DAYS). */
  rawDays: number;
  /** Hourly rollups (HATID_TELEMETRY_ROLLUP_DAYS). */
  rollupDays: number;
}

/** What one write stores: raw batches and summed rollups (ingest-buffer.ts gathers many batches into one). */
export interface PendingWrite {
  raw: Insertable<TelemetryRawTable>[];
  rollups: Rollups;
}

/** A write that failed part of the way: what is still to be written. */
export class PartialWrite extends Error {
  constructor(
    readonly left: PendingWrite,
    readonly failure: unknown,
  ) {
    super(`storing field reports failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    this.name = 'PartialWrite';
  }
}

/** The telemetry store. */
export interface TelemetryStore {
  /** Writes checked, sampled and redacted events of a batch as received at `at` (default now), at once. */
  ingest(batch: Pick<TelemetryBatch, 'app'>, events: readonly TelemetryEvent[], at?: Date): Promise<void>;
  /**
   * Writes raw batches and rollups: 20 raw rows and 100 rollup rows (upserted) a statement, with a pause
   * between statements (on the embedded database each statement holds the process's thread). Throws PartialWrite with what is left.
   */
  write(pending: PendingWrite): Promise<void>;
  /** Health of one screen version since a time. */
  versionHealth(screenId: string, version: number, since: Date, filter?: HealthFilter): Promise<VersionHealth>;
  /** The version live on a channel now: the newest release row's (0 = the bundled copy, also when nothing was released). */
  liveVersion(screenId: string, channel: ChannelName): Promise<number>;
  /** Health of the version live on the channel now (reports from that channel only). */
  liveHealth(screenId: string, channel: ChannelName, since: Date, filter?: Omit<HealthFilter, 'channel'>): Promise<VersionHealth>;
  /** Health per version and variant that reported since a time (version given: that version's variants only). */
  healthByVariant(screenId: string, since: Date, filter?: Omit<HealthFilter, 'variant'> & { version?: number }): Promise<VersionHealth[]>;
  /** Health with top problems, sources and vitals (the studio). */
  healthDetail(screenId: string, version: number, since: Date, filter?: HealthFilter): Promise<HealthDetail>;
  /** Hour by hour, for the chart: views, problems and p75 LCP of the given versions. */
  healthSeries(screenId: string, versions: readonly number[], since: Date, filter?: HealthFilter): Promise<HealthPoint[]>;
  /** Versions of a screen with reports since a time, newest first. */
  reportedVersions(screenId: string, since: Date): Promise<number[]>;
  /**
   * The version that was live on the channel before `version` went live there (the live one if `version` never did;
   * undefined when there was none before it). A version rolled out to production: the one its rollout replaced.
   */
  previousLiveVersion(screenId: string, channel: ChannelName, version: number): Promise<number | undefined>;
  /** Deletes raw events and rollups past their retention; answers how many rows went. */
  prune(now?: Date): Promise<{ raw: number; hourly: number }>;
  /** Prunes now and every `everyMs` (default hourly) until the returned function is called. */
  startPruning(everyMs?: number, onError?: (err: unknown) => void): () => void;
  readonly retention: Retention;
}

/** Options of createTelemetryStore. */
export interface TelemetryStoreOptions {
  retention?: Partial<Retention>;
  /** The clock (tests move it). */
  now?: () => Date;
}

const day = 86_400_000;
/**
 * Rows per statement: on the embedded database a statement holds the process's one thread (about 5 ms for 100 rollup
 * rows), so a write is cut into statements with a pause between them, for requests to be answered meanwhile.
 */
const upsertRows = 100;
const rawRows = 20;
const pause = () => new Promise((resolve) => setImmediate(resolve));

/** Adds rows to the hourly rollups (json_populate_recordset: one parameter, much faster than a row of parameters each). */
async function upsertHourly(db: Kysely<Schema>, rows: readonly HourlyRow[]): Promise<void> {
  await sql`insert into telemetry_hourly (screen_id, version, hour, channel, app_build, variant, kind, key, detail, count, first_count, value_sum)
    select screen_id, version, hour, channel, app_build, variant, kind, key, detail, count, first_count, value_sum
    from json_populate_recordset(null::telemetry_hourly, ${JSON.stringify(rows)}::json)
    on conflict (screen_id, version, hour, channel, app_build, variant, kind, key, detail) do update set
      count = telemetry_hourly.count + excluded.count,
      first_count = telemetry_hourly.first_count + excluded.first_count,
      value_sum = telemetry_hourly.value_sum + excluded.value_sum`.execute(db);
}

/** Creates the telemetry store over the database. */
export function createTelemetryStore(db: Kysely<Schema>, options: TelemetryStoreOptions = {}): TelemetryStore {
  const now = options.now ?? (() => new Date());
  const retention: Retention = { rawDays: options.retention?.rawDays ?? 7, rollupDays: options.retention?.rollupDays ?? 400 };

  const sums = async (screenId: string, since: Date, filter: HealthFilter & { version?: number }, byVariant: boolean) => {
    let q = db
      .selectFrom('telemetry_hourly')
      .select([
        'version',
        byVariant ? 'variant' : sql<string>`''`.as('variant'),
        'kind',
        'key',
        'detail',
        sql<number>`sum(count)::float8`.as('count'),
        sql<number>`sum(first_count)::float8`.as('first_count'),
        sql<number>`sum(value_sum)`.as('value_sum'),
      ])
      .where('screen_id', '=', screenId)
      .where('hour', '>=', hourOf(since));
    if (filter.version !== undefined) q = q.where('version', '=', filter.version);
    if (filter.channel) q = q.where('channel', '=', filter.channel);
    if (filter.variant !== undefined) q = q.where('variant', '=', filter.variant);
    if (filter.appBuild !== undefined) q = q.where('app_build', '=', filter.appBuild);
    if (filter.until) q = q.where('hour', '<', filter.until);
    const rows = await q.groupBy(['version', 'kind', 'key', 'detail', ...(byVariant ? (['variant'] as const) : [])]).execute();
    return rows.map((r) => ({
      version: r.version,
      variant: r.variant,
      sum: {
        kind: r.kind,
        key: r.key,
        detail: r.detail,
        count: Number(r.count),
        firstCount: Number(r.first_count),
        valueSum: Number(r.value_sum),
      } satisfies RollupSum,
    }));
  };
  const detail = async (screenId: string, version: number, since: Date, filter: HealthFilter = {}) => {
    const rows = await sums(screenId, since, { ...filter, version }, false);
    return summarize(
      screenId,
      version,
      hourOf(since),
      rows.map((r) => r.sum),
      filter.variant,
    );
  };

  const liveVersion = async (screenId: string, channel: ChannelName) => {
    const row = await db
      .selectFrom('release')
      .select('version')
      .where('screen_id', '=', screenId)
      .where('channel', '=', channel)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.version ?? 0;
  };

  const write = async ({ raw, rollups }: PendingWrite) => {
    const rows = rollups.rows();
    let rawAt = 0;
    let at = 0;
    try {
      for (; rawAt < raw.length; rawAt += rawRows) {
        if (rawAt > 0) await pause();
        await db
          .insertInto('telemetry_raw')
          .values(raw.slice(rawAt, rawAt + rawRows))
          .execute();
      }
      for (; at < rows.length; at += upsertRows) {
        await pause();
        await upsertHourly(db, rows.slice(at, at + upsertRows));
      }
    } catch (err) {
      const left = new Rollups();
      left.addRows(rows.slice(at));
      throw new PartialWrite({ raw: raw.slice(rawAt), rollups: left }, err);
    }
  };

  const prune = async (at: Date = now()) => {
    const raw = await db
      .deleteFrom('telemetry_raw')
      .where('received_at', '<', new Date(at.getTime() - retention.rawDays * day))
      .executeTakeFirst();
    const hourly = await db
      .deleteFrom('telemetry_hourly')
      .where('hour', '<', new Date(at.getTime() - retention.rollupDays * day))
      .executeTakeFirst();
    return { raw: Number(raw.numDeletedRows), hourly: Number(hourly.numDeletedRows) };
  };

  return {
    retention,
    write,
    async ingest(batch, events, at = now()) {
      if (events.length === 0) return;
      const rollups = new Rollups();
      rollups.add(batch.app, events, at);
      await write({ raw: [rawRow(batch.app, events, at)], rollups });
    },
    versionHealth: async (screenId, version, since, filter) => healthOnly(await detail(screenId, version, since, filter)),
    liveVersion,
    async liveHealth(screenId, channel, since, filter = {}) {
      return healthOnly(await detail(screenId, await liveVersion(screenId, channel), since, { ...filter, channel }));
    },
    async healthByVariant(screenId, since, filter = {}) {
      const rows = await sums(screenId, since, filter, true);
      const groups = new Map<string, { version: number; variant: string; rows: RollupSum[] }>();
      for (const r of rows) {
        const id = `${r.version}\u0000${r.variant}`;
        const group = groups.get(id) ?? { version: r.version, variant: r.variant, rows: [] };
        group.rows.push(r.sum);
        groups.set(id, group);
      }
      return [...groups.values()]
        .sort((a, b) => b.version - a.version || a.variant.localeCompare(b.variant))
        .map((g) => healthOnly(summarize(screenId, g.version, hourOf(since), g.rows, g.variant)));
    },
    healthDetail: detail,
    async healthSeries(screenId, versions, since, filter = {}) {
      if (versions.length === 0) return [];
      let q = db
        .selectFrom('telemetry_hourly')
        .select([
          'version',
          'hour',
          'kind',
          sql<string>`case when kind = 'vital' then key else '' end`.as('key'),
          sql<string>`case when kind = 'vital' then detail else '' end`.as('detail'),
          sql<number>`sum(count)::float8`.as('count'),
          sql<number>`sum(first_count)::float8`.as('first_count'),
        ])
        .where('screen_id', '=', screenId)
        .where('version', 'in', [...versions])
        .where('hour', '>=', hourOf(since))
        .where((eb) => eb.or([eb('kind', '<>', 'vital'), eb('key', '=', 'LCP')]))
        .where('kind', '<>', 'action');
      if (filter.channel) q = q.where('channel', '=', filter.channel);
      if (filter.variant !== undefined) q = q.where('variant', '=', filter.variant);
      if (filter.appBuild !== undefined) q = q.where('app_build', '=', filter.appBuild);
      if (filter.until) q = q.where('hour', '<', filter.until);
      const rows = await q.groupBy(['version', 'hour', sql`3`, sql`4`, sql`5`]).execute();
      const points = new Map<string, HealthPoint & { lcp: Map<number, number> }>();
      for (const r of rows) {
        const hour = new Date(r.hour).toISOString();
        const id = `${r.version}@${hour}`;
        const p = points.get(id) ?? { hour, version: r.version, views: 0, exposures: 0, errors: 0, errorViews: 0, lcpP75: null, lcp: new Map() };
        const count = Number(r.count);
        if (r.kind === 'view') p.views += count;
        else if (r.kind === 'vital') p.lcp.set(Number(r.detail), (p.lcp.get(Number(r.detail)) ?? 0) + count);
        else {
          p.errors += count;
          p.errorViews += Math.max(Number(r.first_count), r.kind === 'refusal' ? count : 0);
        }
        if (r.kind === 'refusal') p.exposures += count;
        points.set(id, p);
      }
      return [...points.values()]
        .map(({ lcp, ...p }) => ({
          ...p,
          exposures: p.exposures + p.views,
          errorViews: Math.min(p.errorViews, p.exposures + p.views),
          lcpP75: histogramQuantile('LCP', lcp, 0.75) ?? null,
        }))
        .sort((a, b) => a.hour.localeCompare(b.hour) || a.version - b.version);
    },
    async reportedVersions(screenId, since) {
      const rows = await db
        .selectFrom('telemetry_hourly')
        .select('version')
        .distinct()
        .where('screen_id', '=', screenId)
        .where('hour', '>=', hourOf(since))
        .orderBy('version', 'desc')
        .execute();
      return rows.map((r) => r.version);
    },
    async previousLiveVersion(screenId, channel, version) {
      // A version rolled out to production is compared with the one its rollout replaced: a halted or stopped one was
      // never live on its own, and the rollback that ended it (a new version, live after it) is not what it replaced.
      if (channel === 'production') {
        const rollout = await db
          .selectFrom('rollout')
          .select('from_version')
          .where('screen_id', '=', screenId)
          .where('version', '=', version)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (rollout) return rollout.from_version;
      }
      const releases = await db
        .selectFrom('release')
        .select('version')
        .where('screen_id', '=', screenId)
        .where('channel', '=', channel)
        .orderBy('id', 'desc')
        .execute();
      const at = releases.findIndex((r) => r.version === version);
      if (at < 0) {
        const live = releases[0]?.version ?? 0;
        return live === version ? undefined : live;
      }
      // The release that made `version` live first (the oldest of its run), then the one before it.
      let start = at;
      while (releases[start + 1]?.version === version) start += 1;
      const before = releases[start + 1];
      if (before) return before.version;
      return version === 0 ? undefined : 0;
    },
    prune,
    startPruning(everyMs = 3_600_000, onError = () => undefined) {
      let stopped = false;
      const run = () => {
        if (!stopped) prune().catch(onError);
      };
      run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
}
