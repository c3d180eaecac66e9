/** The studio API's admin and audit routes: staff accounts (admin only) and the audit log (every signed-in person). */
import { Hono } from 'hono';
import { hashStaffPassword, type Auth } from '../auth/create-auth.ts';
import { checkNewAccount } from '../store/staff-accounts.ts';
import type { Store } from '../store/store-api.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioEnv } from './route-kit.ts';

/** GET/POST /users, POST /users/:id, GET /audit. */
export function adminRoutes(store: Store, auth: Auth): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();

  app.get('/users', needs('admin'), async (c) => answer(c, await store.listStaff(), (users) => ({ users })));
  app.post('/users', needs('admin'), async (c) => {
    const checked = checkNewAccount((await jsonBody(c)) ?? {});
    if (typeof checked === 'string') return refuse(c, 400, 'bad-request', checked);
    const { password, ...fields } = checked;
    return answer(c, await store.createStaff(c.get('actor'), { ...fields, passwordHash: await hashStaffPassword(auth, password) }));
  });
  app.post('/users/:id', needs('admin'), async (c) => {
    const body = (await jsonBody(c)) ?? {};
    return answer(c, await store.updateStaff(c.get('actor'), c.req.param('id'), { role: body.role, disabled: body.disabled }));
  });

  app.get('/audit', async (c) => {
    const screenId = c.req.query('screenId');
    const before = c.req.query('before');
    const limit = c.req.query('limit');
    const filter = {
      ...(screenId ? { screenId } : {}),
      ...(before !== undefined ? { before: wholeNumber(before) ?? -1 } : {}),
      ...(limit !== undefined ? { limit: wholeNumber(limit) ?? -1 } : {}),
    };
    return answer(c, await store.listAudit(filter), (entries) => ({ entries }));
  });
  return app;
}
