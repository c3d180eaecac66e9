/**
 * The studio's Fixtures view, server side (issue 34 item 1): a screen's QA fixtures (the bundled seed with what the
 * studio wrote over it, in the database), saved, edited (steps, checks, name) and deleted by editors and above, each
 * write audited; and the fixture updates a change request proposes beside its screen change, set by its author while it
 * is open, read by anyone reviewing it.
 */
import { Hono } from 'hono';
import type { Store } from '../store/store-api.ts';
import type { FixtureStore } from '../store/qa-fixtures.ts';
import { answer, jsonBody, needs, refuse, type StudioEnv } from './route-kit.ts';

/** GET/POST /fixtures…, GET /fixtures/variants (those kept for a variant of an experiment), GET/POST /change-requests/:n/fixture-updates. */
export function fixtureRoutes(fixtures: FixtureStore, store: Store): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.get('/fixtures', async (c) => {
    const id = c.req.query('screen') ?? '';
    if (!store.hasScreen(id)) return refuse(c, 404, 'not-found', 'No such screen.');
    return c.json({ fixtures: await fixtures.forScreen(id) });
  });
  app.get('/fixtures/variants', async (c) => {
    const id = c.req.query('screen') ?? '';
    if (!store.hasScreen(id)) return refuse(c, 404, 'not-found', 'No such screen.');
    return c.json({ fixtures: await fixtures.ofVariants(id) });
  });
  app.post('/fixtures', needs('editor'), async (c) => {
    const body = await jsonBody(c);
    const screenId = typeof body?.screenId === 'string' ? body.screenId : '';
    if (!body || typeof body.name !== 'string') return refuse(c, 400, 'bad-request', 'Send { screenId, name, fixture }.');
    if (!store.hasScreen(screenId)) return refuse(c, 404, 'not-found', 'No such screen.');
    return answer(c, await fixtures.create(c.get('actor'), screenId, body.name, body.fixture));
  });
  app.post('/fixtures/edit', needs('editor'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.file !== 'string') return refuse(c, 400, 'bad-request', 'Send { file, revision, fixture }.');
    return answer(c, await fixtures.edit(c.get('actor'), body.file, body.revision, body.fixture));
  });
  app.post('/fixtures/delete', needs('editor'), async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.file !== 'string') return refuse(c, 400, 'bad-request', 'Send { file, revision }.');
    return answer(c, await fixtures.remove(c.get('actor'), body.file, body.revision));
  });

  const request = async (n: string | undefined) => {
    const number = Number(n);
    return Number.isInteger(number) ? { number, cr: await store.getChangeRequest(number) } : undefined;
  };
  app.get('/change-requests/:n/fixture-updates', async (c) => {
    const found = await request(c.req.param('n'));
    if (!found?.cr.ok) return refuse(c, 404, 'not-found', 'No such change request.');
    return c.json({ updates: await fixtures.proposals(found.number) });
  });
  app.post('/change-requests/:n/fixture-updates', needs('editor'), async (c) => {
    const found = await request(c.req.param('n'));
    if (!found?.cr.ok) return refuse(c, 404, 'not-found', 'No such change request.');
    const cr = found.cr.value;
    if (cr.authorId !== c.get('actor').id) return refuse(c, 403, 'not-author', 'Only the author of a change request proposes its fixture updates.');
    if (cr.status !== 'open' && cr.status !== 'changes_requested')
      return refuse(c, 409, 'closed', `Change request #${cr.id} is ${cr.status.replace('_', ' ')}; its fixture updates can no longer change.`);
    const body = await jsonBody(c);
    return answer(c, await fixtures.propose(c.get('actor'), cr.id, cr.screenId, body?.updates), (updates) => ({ updates }));
  });
  return app;
}
