/**
 * Fixtures guard publishing: GET /fixtures?screen=<id> lists a screen's QA fixtures for the studio to replay (fast
 * feedback in the browser), and a publish or an approval of a screen that has fixtures goes through only when the
 * server's own replay of them against exactly the text being published passes (issue 29 item 8: the browser's report,
 * which a client can make up, decides nothing); else 409 'fixtures' with each failing fixture. The server's result, pass
 * or fail, is written to the audit log with what the browser had reported.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { validateScreenText } from '../../checks/validate-screen-text.ts';
import { writeAudit } from '../store/publish-steps.ts';
import { contentHash } from '../store/screen-facts.ts';
import type { Store } from '../store/store-api.ts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { ReplayFixtures, ServerReplayReport } from '../fixture-replay/replay-fixtures.ts';
import type { FixtureCatalog } from './fixture-catalog.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { jsonBody, needs, type StudioEnv } from './route-kit.ts';

/** What the browser said of its own run, for the audit: passed, failed, none sent, or a run of another text. */
export function browserClaim(text: string, report: unknown): 'passed' | 'failed' | 'none' | 'another text' {
  if (!isRecord(report) || typeof report.textHash !== 'string' || !Array.isArray(report.results)) return 'none';
  if (report.textHash !== contentHash(text)) return 'another text';
  return report.results.every((r) => isRecord(r) && r.ok === true) ? 'passed' : 'failed';
}

/** The refusal of a text whose fixtures fail on the server, naming each failing fixture and its step. */
export function replayRefusal(report: ServerReplayReport): string {
  const failing = report.results.filter((r) => !r.ok);
  const each = failing
    .slice(0, 5)
    .map((r) => `${r.file}${r.step ? ` (step ${r.step})` : ''}: ${r.message ?? 'failed'}`)
    .join('; ');
  const more = failing.length > 5 ? `; and ${failing.length - 5} more` : '';
  const total = report.results.length;
  return `The server replayed the screen’s ${total} QA ${total === 1 ? 'fixture' : 'fixtures'} on this text and ${failing.length} ${failing.length === 1 ? 'fails' : 'fail'}: ${each}${more}. Fix the screen (or the fixture) before it goes live.`;
}

function guard(
  catalog: FixtureCatalog,
  db: Kysely<Schema>,
  replay: ReplayFixtures,
  textOf: (c: Parameters<MiddlewareHandler<StudioEnv>>[0]) => Promise<{ id: string; text: string } | undefined>,
): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const target = await textOf(c);
    if (!target) return next();
    const fixtures = catalog.forScreen(target.id);
    // A text the store refuses anyway (422 with its problems) is not replayed.
    if (fixtures.length === 0 || validateScreenText(target.text, target.id).some((p) => p.severity === 'error')) return next();
    const report = await replay(target.id, target.text, fixtures);
    const files = fixtures.map((f) => f.file);
    const detail = {
      replayedBy: 'server',
      textHash: contentHash(target.text),
      total: files.length,
      passed: report.results.filter((r) => r.ok).length,
      ms: report.ms,
      browserReport: browserClaim(target.text, (await jsonBody(c))?.fixtures),
    };
    const actor = c.get('actor');
    if (!report.ok) {
      const failing = report.results
        .filter((r) => !r.ok)
        .map((r) => ({ file: r.file, step: r.step ?? null, message: (r.message ?? '').slice(0, 200) }));
      await writeAudit(db, actor, 'fixtures-failed', target.id, { ...detail, failing: failing.slice(0, 20), timedOut: report.timedOut }, new Date());
      return c.json({ code: 'fixtures', message: replayRefusal(report), results: report.results }, 409);
    }
    await next();
    if (c.res.status !== 200) return;
    await writeAudit(db, actor, 'fixtures', target.id, { ...detail, files }, new Date());
  };
}

/** The list route and the two guards, mounted before the screen and review routes. */
export function fixtureRoutes(catalog: FixtureCatalog, store: Store, db: Kysely<Schema>, replay: ReplayFixtures): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.get('/fixtures', (c) => {
    const id = c.req.query('screen') ?? '';
    if (!store.hasScreen(id)) return c.json({ code: 'not-found', message: 'No such screen.' }, 404);
    return c.json({ fixtures: catalog.forScreen(id) });
  });
  // The role comes first: someone who may not publish is told so (403), and nothing is replayed for them.
  app.post(
    '/screens/:id/publish',
    needs('editor'),
    guard(catalog, db, replay, async (c) => {
      const text = (await jsonBody(c))?.text;
      return typeof text === 'string' && store.hasScreen(c.req.param('id') ?? '') ? { id: c.req.param('id') ?? '', text } : undefined;
    }),
  );
  app.post(
    '/change-requests/:n/approve',
    needs('reviewer'),
    guard(catalog, db, replay, async (c) => {
      const n = Number(c.req.param('n'));
      if (!Number.isInteger(n)) return undefined;
      const cr = await store.getChangeRequest(n);
      return cr.ok ? { id: cr.value.screenId, text: cr.value.text } : undefined;
    }),
  );
  return app;
}
