/**
 * Fixtures guard publishing: a publish or an approval of a screen that has fixtures goes through only when the
 * server's own replay of them against exactly the text being published passes (issue 29 item 8: the browser's report,
 * which a client can make up, decides nothing); else 409 'fixtures' with each failing fixture. The server's result, pass
 * or fail, is written to the audit log with what the browser had reported. An approval replays the fixtures as the
 * request proposes to update them, and applies those updates in the approval's own transaction (a variant of an
 * experiment: for that variant alone, server/store/variant-fixtures.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { validateScreenText } from '../../checks/validate-screen-text.ts';
import { writeAudit } from '../store/publish-steps.ts';
import { contentHash } from '../store/screen-facts.ts';
import type { ApprovalWrites, Store } from '../store/store-api.ts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { ReplayFixtures, ServerReplayReport } from '../fixture-replay/replay-fixtures.ts';
import type { CatalogFixture } from './fixture-catalog.ts';
import type { FixtureStore } from '../store/qa-fixtures.ts';
import { fixturesOfVariant, keepForVariant } from '../store/variant-fixtures.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
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

/** The fixtures with some of them replaced by an updated version (by file). */
function withUpdates(list: CatalogFixture[], updated: ReadonlyMap<string, QaFixture>): CatalogFixture[] {
  return list.map((f) => {
    const after = updated.get(f.file);
    return after ? { ...f, name: after.name, fixture: after, problems: [] } : f;
  });
}

/** What a guard replays: the screen, the text going live, and the fixtures that must pass on it. */
interface GuardTarget {
  id: string;
  text: string;
  fixtures: CatalogFixture[];
  /** Writes made in the guarded approval's own transaction (the server's replay result, the proposed fixture updates). */
  inApproval?: ApprovalWrites;
}

type GuardContext = Parameters<MiddlewareHandler<StudioEnv>>[0];

function guard(
  db: Kysely<Schema>,
  replay: ReplayFixtures,
  targetOf: (c: GuardContext) => Promise<GuardTarget | Response | undefined>,
): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const target = await targetOf(c);
    if (target instanceof Response) return target;
    if (!target) return next();
    const { fixtures } = target;
    // A text the store refuses anyway (422 with its problems) is not replayed.
    if (fixtures.length === 0 || validateScreenText(target.text, target.id).some((p) => p.severity === 'error')) {
      if (target.inApproval) c.set('approvalWrites', target.inApproval);
      return next();
    }
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
    const audit: ApprovalWrites = (tx, at) => writeAudit(tx, actor, 'fixtures', target.id, { ...detail, files }, at);
    const { inApproval } = target;
    if (inApproval) {
      // One transaction: an approval that stops half way never leaves its text live without the fixtures it was replayed with.
      c.set('approvalWrites', async (tx, at) => {
        await audit(tx, at);
        await inApproval(tx, at);
      });
      return next();
    }
    await next();
    if (c.res.status === 200) await audit(db, new Date());
  };
}

/** The two guards, mounted before the screen and review routes: publishing replays the screen's fixtures, approving them with the request's proposed updates. */
export function fixtureGuards(fixtures: FixtureStore, store: Store, db: Kysely<Schema>, replay: ReplayFixtures): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  // The role comes first: someone who may not publish is told so (403), and nothing is replayed for them.
  app.post(
    '/screens/:id/publish',
    needs('editor'),
    guard(db, replay, async (c) => {
      const id = c.req.param('id') ?? '';
      const text = (await jsonBody(c))?.text;
      return typeof text === 'string' && store.hasScreen(id) ? { id, text, fixtures: await fixtures.forScreen(id) } : undefined;
    }),
  );
  app.post(
    '/change-requests/:n/approve',
    needs('reviewer'),
    guard(db, replay, async (c) => {
      const n = Number(c.req.param('n'));
      if (!Number.isInteger(n)) return undefined;
      const cr = await store.getChangeRequest(n);
      if (!cr.ok) return undefined;
      const id = cr.value.screenId;
      const proposed = await fixtures.proposals(n);
      const stale = proposed.find((p) => p.stale);
      if (stale)
        return c.json(
          {
            code: 'fixture-changed',
            message: `The fixture “${stale.name}” was changed since this request proposed its update; its author proposes it again from the fixture as it is now.`,
          },
          409,
        );
      // A variant's text is replayed with that variant's own fixtures (where it has one), then with what it proposes; its
      // approval keeps the proposals for the variant alone, so the control's fixtures stay as they are.
      const variant = cr.value.experiment;
      const own = variant ? await fixturesOfVariant(db, variant.id, variant.variant) : new Map<string, QaFixture>();
      const list = withUpdates(withUpdates(await fixtures.forScreen(id), own), new Map(proposed.map((p) => [p.file, p.after])));
      const actor = c.get('actor');
      const keep: ApprovalWrites = async (tx, at) => {
        if (proposed.length === 0) return;
        await (variant ? keepForVariant(tx, actor, n, id, variant, at) : fixtures.applyProposals(tx, actor, n, id, at));
      };
      return { id, text: cr.value.text, fixtures: list, inApproval: keep };
    }),
  );
  return app;
}
