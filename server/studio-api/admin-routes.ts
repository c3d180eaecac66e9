/** The studio API's admin and audit routes: staff accounts (admin only) and the audit log (every signed-in person). */
import { Hono } from 'hono';
import { hashStaffPassword, type Auth } from '../auth/create-auth.ts';
import { checkNewAccount, passwordProblem } from '../store/staff-accounts.ts';
import type { Store } from '../store/store-api.ts';
import { auditCsv, type AuditFilter } from '../store/audit-query.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioContext, type StudioEnv } from './route-kit.ts';

/** GET/POST /users, POST /users/:id, POST /users/:id/password, GET /audit (filtered), /audit/facets and /audit.csv. */
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

  const auditFilter = (c: StudioContext): AuditFilter => {
    const filter: AuditFilter = {};
    for (const key of ['screenId', 'actor', 'action', 'from', 'to'] as const) {
      const value = c.req.query(key);
      if (value) filter[key] = value;
    }
    const before = c.req.query('before');
    const limit = c.req.query('limit');
    if (before !== undefined) filter.before = wholeNumber(before) ?? -1;
    if (limit !== undefined) filter.limit = wholeNumber(limit) ?? -1;
    return filter;
  };
  app.post('/users/:id/password', needs('admin'), async (c) => {
    const password = (await jsonBody(c))?.password;
    const problem = passwordProblem(password);
    if (problem !== null || typeof password !== 'string') return refuse(c, 400, 'bad-request', problem ?? '');
    return answer(c, await store.resetStaffPassword(c.get('actor'), c.req.param('id'), await hashStaffPassword(auth, password)));
  });

  app.get('/audit', async (c) => answer(c, await store.listAudit(auditFilter(c)), (entries) => ({ entries })));
  app.get('/audit/facets', async (c) => answer(c, await store.auditFacets()));
  // The whole filtered log as a file; the export itself is audited (who took a copy, with which filter).
  app.get('/audit.csv', async (c) => {
    const filter = auditFilter(c);
    const listed = await store.listAudit(filter, { all: true });
    if (!listed.ok) return answer(c, listed);
    await store.appendAudit({ actor: c.get('actor'), action: 'audit-export', detail: { ...filter, rows: listed.value.length } });
    const stamp = new Date().toISOString().slice(0, 10);
    return c.body(auditCsv(listed.value), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="hatid-audit-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
