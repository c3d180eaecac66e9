/**
 * Fixtures guard publishing: GET /fixtures?screen=<id> lists a screen's QA fixtures for the studio to replay, and a
 * publish or an approval of a screen that has fixtures must carry the report of their replay against exactly the text
 * being published, every fixture passed; else 409 'fixtures'. An accepted report is written to the audit log.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { writeAudit } from '../store/publish-steps.ts';
import { contentHash } from '../store/screen-facts.ts';
import type { Store } from '../store/store-api.ts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { FixtureCatalog } from './fixture-catalog.ts';
import { isRecord, jsonBody, needs, refuse, type StudioEnv } from './route-kit.ts';

/** The fixture report a publish or an approval carries. */
export interface SentReport {
  textHash: string;
  results: { file: string; ok: boolean; step?: number; message?: string }[];
}

/** Why a report does not let `text` go live, or undefined when it does. */
export function reportRefusal(files: readonly string[], text: string, report: unknown): string | undefined {
  if (files.length === 0) return undefined;
  const run = 'Run the screen’s QA fixtures on this text in the studio first (Fixtures → Run fixtures).';
  if (!isRecord(report) || typeof report.textHash !== 'string' || !Array.isArray(report.results)) return `No fixture report was sent. ${run}`;
  if (report.textHash !== contentHash(text)) return `The fixture report is for another text than the one sent. ${run}`;
  const results = report.results.filter(isRecord);
  const missing = files.filter((f) => !results.some((r) => r.file === f));
  if (missing.length) return `The fixture report lacks ${missing.length} of the screen’s ${files.length} fixtures. ${run}`;
  const failing = files.filter((f) => results.some((r) => r.file === f && r.ok !== true));
  if (failing.length)
    return `${failing.length} of ${files.length} ${files.length === 1 ? 'fixture fails' : 'fixtures fail'}: fix the screen (or the fixture) before it goes live.`;
  return undefined;
}

function guard(
  catalog: FixtureCatalog,
  db: Kysely<Schema>,
  textOf: (c: Parameters<MiddlewareHandler<StudioEnv>>[0]) => Promise<{ id: string; text: string } | undefined>,
): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const target = await textOf(c);
    if (!target) return next();
    const files = catalog.forScreen(target.id).map((f) => f.file);
    const report = (await jsonBody(c))?.fixtures;
    const refusal = reportRefusal(files, target.text, report);
    if (refusal) return refuse(c, 409, 'fixtures', refusal);
    await next();
    if (files.length === 0 || c.res.status !== 200) return;
    const actor = c.get('actor');
    await writeAudit(db, actor, 'fixtures', target.id, { passed: files.length, textHash: contentHash(target.text), files }, new Date());
  };
}

/** The list route and the two guards, mounted before the screen and review routes. */
export function fixtureRoutes(catalog: FixtureCatalog, store: Store, db: Kysely<Schema>): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.get('/fixtures', (c) => {
    const id = c.req.query('screen') ?? '';
    if (!store.hasScreen(id)) return refuse(c, 404, 'not-found', 'No such screen.');
    return c.json({ fixtures: catalog.forScreen(id) });
  });
  // The role comes first: someone who may not publish is told so (403), not asked for a fixture report.
  app.post(
    '/screens/:id/publish',
    needs('editor'),
    guard(catalog, db, async (c) => {
      const text = (await jsonBody(c))?.text;
      return typeof text === 'string' && store.hasScreen(c.req.param('id') ?? '') ? { id: c.req.param('id') ?? '', text } : undefined;
    }),
  );
  app.post(
    '/change-requests/:n/approve',
    needs('reviewer'),
    guard(catalog, db, async (c) => {
      const n = Number(c.req.param('n'));
      if (!Number.isInteger(n)) return undefined;
      const cr = await store.getChangeRequest(n);
      return cr.ok ? { id: cr.value.screenId, text: cr.value.text } : undefined;
    }),
  );
  return app;
}
