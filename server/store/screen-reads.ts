/** The store's reads of screens: the list, one screen with its live texts, versions and release history. */
import type { Selectable } from 'kysely';
import type { ReleaseTable, ScreenVersionRow } from '../db/schema.ts';
import { loadMadeScreens } from './made-screens.ts';
import { searchFacts } from './screen-search.ts';
import { bundledVersion, releaseInfo, versionInfo } from './rows.ts';
import { guarded, isCount, iso, noScreen, ok, type StoreContext } from './store-context.ts';
import type {
  Actor,
  Channel,
  ChannelState,
  Draft,
  ReleaseInfo,
  ScreenDetail,
  ScreenSummary,
  StoreResult,
  VersionInfo,
  VersionText,
} from './types.ts';

type Release = Selectable<ReleaseTable>;
type LiveVersion = Pick<ScreenVersionRow, 'screen_id' | 'version' | 'money' | 'text'>;

/** What is live per screen and channel, and those versions' rows (text only when asked). */
async function liveOf(ctx: StoreContext, ids: readonly string[], withText: boolean) {
  const releases =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('release')
          .selectAll()
          .where('screen_id', 'in', ids)
          .distinctOn(['screen_id', 'channel'])
          .orderBy('screen_id')
          .orderBy('channel')
          .orderBy('id', 'desc')
          .execute();
  const pairs = releases.filter((r) => r.version > 0);
  const rows: LiveVersion[] =
    pairs.length === 0
      ? []
      : await ctx.db
          .selectFrom('screen_version')
          .select(['screen_id', 'version', 'money', withText ? 'text' : (eb) => eb.val('').as('text')] as const)
          .where((eb) => eb.or(pairs.map((p) => eb.and([eb('screen_id', '=', p.screen_id), eb('version', '=', p.version)]))))
          .execute();
  const release = new Map<string, Release>(releases.map((r) => [`${r.channel}:${r.screen_id}`, r]));
  const row = new Map<string, LiveVersion>(rows.map((r) => [`${r.screen_id}:${r.version}`, r]));
  return {
    release: (id: string, channel: Channel) => release.get(`${channel}:${id}`),
    row: (id: string, channel: Channel) => {
      const r = release.get(`${channel}:${id}`);
      return r && r.version > 0 ? row.get(`${id}:${r.version}`) : undefined;
    },
  };
}

function channelState(release: Release | undefined): ChannelState {
  return release ? { version: release.version, since: iso(release.at), by: release.actor_name } : { version: 0, since: '', by: 'bundled' };
}

async function summaries(ctx: StoreContext, ids: readonly string[], viewer: Actor, withText: boolean) {
  if (ids.length === 0) return { list: [] as ScreenSummary[], live: await liveOf(ctx, ids, withText) };
  const [settings, latest, open, drafts, live] = await Promise.all([
    ctx.db.selectFrom('screen').select(['id', 'review_required']).where('id', 'in', ids).execute(),
    ctx.db
      .selectFrom('screen_version')
      .selectAll()
      .where('screen_id', 'in', ids)
      .distinctOn('screen_id')
      .orderBy('screen_id')
      .orderBy('version', 'desc')
      .execute(),
    ctx.db
      .selectFrom('change_request')
      .select(['screen_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('screen_id', 'in', ids)
      .where('status', '=', 'open')
      .groupBy('screen_id')
      .execute(),
    ctx.db.selectFrom('draft').select('screen_id').where('user_id', '=', viewer.id).where('screen_id', 'in', ids).execute(),
    liveOf(ctx, ids, withText),
  ]);
  const review = new Map(settings.map((s) => [s.id, s.review_required]));
  const newest = new Map(latest.map((v) => [v.screen_id, v]));
  const openCount = new Map(open.map((o) => [o.screen_id, Number(o.n)]));
  const mine = new Set(drafts.map((d) => d.screen_id));
  const list = ids.flatMap((id): ScreenSummary[] => {
    const bundled = ctx.bundled.get(id);
    if (!bundled) return [];
    const production = live.row(id, 'production');
    const staging = live.row(id, 'staging');
    const latestRow = newest.get(id);
    return [
      {
        id,
        title: bundled.title,
        ...(bundled.titleFil ? { titleFil: bundled.titleFil } : {}),
        routes: bundled.routes,
        live: { staging: channelState(live.release(id, 'staging')), production: channelState(live.release(id, 'production')) },
        latest: latestRow ? versionInfo(latestRow) : null,
        reviewRequired: review.get(id) ?? true,
        money: bundled.money || production?.money === true || staging?.money === true,
        openChangeRequests: openCount.get(id) ?? 0,
        hasMyDraft: mine.has(id),
        find: searchFacts(latestRow?.text ?? bundled.text),
        ...(bundled.made ? { made: bundled.made } : {}),
      },
    ];
  });
  return { list, live };
}

/** The read half of the store. */
export function screenReads(ctx: StoreContext) {
  const known = (id: string) => ctx.bundled.get(id) !== undefined;
  return {
    listScreens: (viewer: Actor): Promise<StoreResult<ScreenSummary[]>> =>
      guarded(async () => {
        await loadMadeScreens(ctx.db, ctx.bundled);
        return ok((await summaries(ctx, ctx.bundled.ids, viewer, false)).list);
      }),

    summary: async (id: string, viewer: Actor): Promise<StoreResult<ScreenSummary>> => {
      if (!known(id)) return noScreen(id);
      const [one] = (await summaries(ctx, [id], viewer, false)).list;
      return one ? ok(one) : noScreen(id);
    },

    getScreen: (id: string, viewer: Actor): Promise<StoreResult<ScreenDetail>> =>
      guarded(async () => {
        const bundled = ctx.bundled.get(id);
        if (!bundled) return noScreen(id);
        const [{ list, live }, draftRow] = await Promise.all([
          summaries(ctx, [id], viewer, true),
          ctx.db.selectFrom('draft').selectAll().where('screen_id', '=', id).where('user_id', '=', viewer.id).executeTakeFirst(),
        ]);
        const [one] = list;
        if (!one) return noScreen(id);
        const draft: Draft | null = draftRow
          ? { text: draftRow.text, baseVersion: draftRow.base_version, updatedAt: iso(draftRow.updated_at) }
          : null;
        return ok({
          ...one,
          text: live.row(id, 'production')?.text ?? bundled.text,
          stagingText: live.row(id, 'staging')?.text ?? bundled.text,
          bundledText: bundled.text,
          draft,
        });
      }),

    listVersions: (id: string): Promise<StoreResult<VersionInfo[]>> =>
      guarded(async () => {
        if (!known(id)) return noScreen(id);
        // A version a reviewer approved names the change's author too (the version's own author is who approved it).
        const rows = await ctx.db
          .selectFrom('screen_version')
          .leftJoin('change_request', 'change_request.id', 'screen_version.change_request_id')
          .select([
            'screen_version.version',
            'screen_version.created_at',
            'screen_version.author_name',
            'screen_version.reason',
            'screen_version.rollback_of',
            'screen_version.change_request_id',
            'screen_version.base_version',
            'change_request.author_name as change_author',
          ])
          .where('screen_version.screen_id', '=', id)
          .orderBy('screen_version.version', 'desc')
          .execute();
        return ok([...rows.map((r) => ({ ...versionInfo(r), ...(r.change_author ? { changeBy: r.change_author } : {}) })), bundledVersion]);
      }),

    getVersion: (id: string, version: number): Promise<StoreResult<VersionText>> =>
      guarded(async () => {
        const bundled = ctx.bundled.get(id);
        if (!bundled) return noScreen(id);
        if (version === 0) return ok({ ...bundledVersion, text: bundled.text });
        const row =
          isCount(version) && version > 0
            ? await ctx.db.selectFrom('screen_version').selectAll().where('screen_id', '=', id).where('version', '=', version).executeTakeFirst()
            : undefined;
        if (!row) return { ok: false, status: 404, code: 'not-found', message: `Screen "${id}" has no version ${version}.` };
        return ok({ ...versionInfo(row), text: row.text });
      }),

    listReleases: (id: string): Promise<StoreResult<ReleaseInfo[]>> =>
      guarded(async () => {
        if (!known(id)) return noScreen(id);
        const rows = await ctx.db.selectFrom('release').selectAll().where('screen_id', '=', id).orderBy('id', 'desc').execute();
        return ok(rows.map(releaseInfo));
      }),
  };
}
