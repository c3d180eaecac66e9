/** The studio API's screen routes: reads, drafts, presence, direct publish, promote, rollback and the review setting. */
import { Hono } from 'hono';
import type { Store } from '../store/store-api.ts';
import { channels, type Channel } from '../store/types.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioContext, type StudioEnv } from './route-kit.ts';

/** The fields of an edit (submit or publish), or a message saying what is missing. */
export function editInput(
  body: Record<string, unknown> | undefined,
): { text: string; baseVersion: number; reason: string; target: Channel; plan?: unknown } | string {
  const { text, baseVersion, reason, target, plan } = body ?? {};
  if (typeof text !== 'string' || typeof baseVersion !== 'number' || !Number.isInteger(baseVersion) || baseVersion < 0) {
    return 'Send { text, baseVersion, reason, target } with the screen text and the version it started from.';
  }
  if (typeof reason !== 'string' || reason.trim() === '') return 'Say why: the reason is required.';
  if (reason.length > 500) return 'Keep the reason under 500 characters.';
  const channel = target ?? 'staging';
  if (typeof channel !== 'string' || !(channels as readonly string[]).includes(channel)) return 'The target is "staging" or "production".';
  return { text, baseVersion, reason: reason.trim(), target: channel as Channel, ...(plan !== undefined && plan !== null ? { plan } : {}) };
}

/** Routes under /screens (ids that are not bundled screens answer 404 before any route runs). */
export function screenRoutes(store: Store): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  const known = (c: StudioContext): string | undefined => {
    const id = c.req.param('id') ?? '';
    return store.hasScreen(id) ? id : undefined;
  };
  const noScreen = (c: StudioContext) => refuse(c, 404, 'not-found', 'No such screen.');

  app.use('/:id/*', async (c, next) => (known(c) ? next() : noScreen(c)));
  app.use('/:id', async (c, next) => (known(c) ? next() : noScreen(c)));

  app.get('/', async (c) => answer(c, await store.listScreens(c.get('actor')), (screens) => ({ screens })));
  app.post('/', needs('editor'), async (c) => {
    const { id, route, text, from } = (await jsonBody(c)) ?? {};
    if (typeof id !== 'string' || typeof route !== 'string' || typeof text !== 'string' || typeof from !== 'string')
      return refuse(c, 400, 'bad-request', 'Send { id, route, text, from } for the new screen.');
    return answer(c, await store.createScreen(c.get('actor'), { id, route, text, from }), (made) => made);
  });
  app.get('/:id', async (c) => answer(c, await store.getScreen(c.req.param('id'), c.get('actor'))));
  app.get('/:id/versions', async (c) => answer(c, await store.listVersions(c.req.param('id')), (versions) => ({ versions })));
  app.get('/:id/versions/:n', async (c) => {
    const n = wholeNumber(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', 'No such version.');
    return answer(c, await store.getVersion(c.req.param('id'), n));
  });
  app.get('/:id/releases', async (c) => answer(c, await store.listReleases(c.req.param('id')), (releases) => ({ releases })));

  app.post('/:id/draft', needs('editor'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.text !== 'string' || typeof body.baseVersion !== 'number') return refuse(c, 400, 'bad-request', 'Send { text, baseVersion }.');
    return answer(c, await store.saveDraft(c.req.param('id'), c.get('actor'), { text: body.text, baseVersion: body.baseVersion }));
  });
  app.post('/:id/draft/discard', needs('editor'), async (c) => answer(c, await store.discardDraft(c.req.param('id'), c.get('actor')), () => ({})));
  app.post('/:id/presence', async (c) => {
    const body = await jsonBody(c);
    return answer(c, await store.heartbeat(c.req.param('id'), c.get('actor'), { editing: body?.editing === true }));
  });

  app.post('/:id/publish', needs('editor'), async (c) => {
    const input = editInput(await jsonBody(c));
    if (typeof input === 'string') return refuse(c, 400, 'bad-request', input);
    return answer(c, await store.publish(c.req.param('id'), c.get('actor'), input));
  });
  app.post('/:id/promote', needs('reviewer'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.version !== 'number' || typeof body.baseVersion !== 'number')
      return refuse(c, 400, 'bad-request', 'Send { version, baseVersion }.');
    return answer(c, await store.promote(c.req.param('id'), c.get('actor'), { version: body.version, baseVersion: body.baseVersion }));
  });
  app.post('/:id/rollback', needs('reviewer'), async (c) => {
    const body = await jsonBody(c);
    const { version, channel, baseVersion, reason } = body ?? {};
    if (
      typeof version !== 'number' ||
      typeof baseVersion !== 'number' ||
      typeof channel !== 'string' ||
      !(channels as readonly string[]).includes(channel)
    ) {
      return refuse(c, 400, 'bad-request', 'Send { version, channel, baseVersion, reason? }.');
    }
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500))
      return refuse(c, 400, 'bad-request', 'The reason is text under 500 characters.');
    const input = {
      version,
      channel: channel as Channel,
      baseVersion,
      ...(typeof reason === 'string' && reason.trim() ? { reason: reason.trim() } : {}),
    };
    return answer(c, await store.rollback(c.req.param('id'), c.get('actor'), input));
  });
  app.post('/:id/settings', needs('admin'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.reviewRequired !== 'boolean') return refuse(c, 400, 'bad-request', 'Send { reviewRequired: true | false }.');
    return answer(c, await store.setReviewRequired(c.req.param('id'), c.get('actor'), body.reviewRequired));
  });
  return app;
}
