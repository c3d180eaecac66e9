/** The studio API's admin and audit routes: staff accounts (admin only) and the audit log (every signed-in person). */
import { Hono } from 'hono';
import type { Store } from '../store/store-api.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioEnv } from './route-kit.ts';
import type { StaffAccount, StaffUsers, AccountRefusal } from './staff-users.ts';

function isRefusal(value: StaffAccount | AccountRefusal): value is AccountRefusal {
  return 'status' in value && 'code' in value;
}

/** GET/POST /users, POST /users/:id, GET /audit. */
export function adminRoutes(store: Store, users: StaffUsers): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();

  app.get('/users', needs('admin'), async (c) => c.json({ users: await users.list() }));
  app.post('/users', needs('admin'), async (c) => {
    const created = await users.create((await jsonBody(c)) ?? {});
    if (isRefusal(created)) return refuse(c, created.status, created.code, created.message);
    const actor = c.get('actor');
    await store.appendAudit({ actor, action: 'user-create', detail: { userId: created.id, email: created.email, role: created.role } });
    return c.json(created);
  });
  app.post('/users/:id', needs('admin'), async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const updated = await users.update(c.req.param('id'), { role: body.role, disabled: body.disabled });
    if (isRefusal(updated)) return refuse(c, updated.status, updated.code, updated.message);
    await store.appendAudit({
      actor: c.get('actor'),
      action: 'user-update',
      detail: { userId: updated.id, email: updated.email, role: updated.role, disabled: updated.disabled },
    });
    return c.json(updated);
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
