/** The studio API's review routes: submit a change request, list and read them, update one from the newest version, approve, ask for changes, withdraw. */
import { Hono } from 'hono';
import type { Store } from '../store/store-api.ts';
import type { ChangeRequestStatus } from '../store/types.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioEnv } from './route-kit.ts';
import { editInput } from './screen-routes.ts';

const statuses: readonly ChangeRequestStatus[] = ['open', 'changes_requested', 'approved', 'withdrawn'];

/** POST /screens/:id/change-requests and the routes under /change-requests. */
export function reviewRoutes(store: Store): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();

  app.post('/screens/:id/change-requests', needs('editor'), async (c) => {
    const id = c.req.param('id');
    if (!store.hasScreen(id)) return refuse(c, 404, 'not-found', 'No such screen.');
    const input = editInput(await jsonBody(c));
    if (typeof input === 'string') return refuse(c, 400, 'bad-request', input);
    return answer(c, await store.submitChangeRequest(id, c.get('actor'), input));
  });

  app.get('/change-requests', async (c) => {
    const status = c.req.query('status');
    const screenId = c.req.query('screenId');
    if (status !== undefined && !(statuses as readonly string[]).includes(status))
      return refuse(c, 400, 'bad-request', `The status is one of ${statuses.join(', ')}.`);
    const filter = { ...(status ? { status: status as ChangeRequestStatus } : {}), ...(screenId ? { screenId } : {}) };
    return answer(c, await store.listChangeRequests(filter), (changeRequests) => ({ changeRequests }));
  });

  const crId = (raw: string | undefined) => wholeNumber(raw);
  const noRequest = 'No such change request.';

  app.get('/change-requests/:n', async (c) => {
    const n = crId(c.req.param('n'));
    return n === undefined ? refuse(c, 404, 'not-found', noRequest) : answer(c, await store.getChangeRequest(n));
  });
  app.post('/change-requests/:n/approve', needs('reviewer'), async (c) => {
    const n = crId(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', noRequest);
    const body = await jsonBody(c);
    const comment = typeof body?.comment === 'string' ? body.comment.slice(0, 2000) : '';
    return answer(c, await store.approve(n, c.get('actor'), { comment, alsoWrite: c.get('approvalWrites') }));
  });
  app.post('/change-requests/:n/request-changes', needs('reviewer'), async (c) => {
    const n = crId(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', noRequest);
    const body = await jsonBody(c);
    if (typeof body?.comment !== 'string' || body.comment.trim() === '')
      return refuse(c, 400, 'bad-request', 'Say what should change: the comment is required.');
    return answer(c, await store.requestChanges(n, c.get('actor'), { comment: body.comment.slice(0, 2000) }));
  });
  app.post('/change-requests/:n/update', needs('editor'), async (c) => {
    const n = crId(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', noRequest);
    const body = await jsonBody(c);
    return answer(c, await store.updateFromLatest(n, c.get('actor'), { fromVersion: body?.fromVersion, resolutions: body?.resolutions }));
  });
  app.post('/change-requests/:n/withdraw', needs('editor'), async (c) => {
    const n = crId(c.req.param('n'));
    return n === undefined ? refuse(c, 404, 'not-found', noRequest) : answer(c, await store.withdraw(n, c.get('actor')));
  });
  return app;
}
