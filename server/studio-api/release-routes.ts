/**
 * The studio API of rollouts, scheduled releases and experiments (issue 30 items 4–6). Reads for any signed-in staff
 * member; a reviewer advances or stops a rollout, cancels a schedule, starts and ends an experiment; an editor makes
 * an experiment and submits its variants (reviewed in Reviews like any change). Every write passes the same guards as
 * the others (same-origin JSON, session, CSRF token) and is audited by the store. With HATID_TEST_CLOCK, an admin moves
 * the server's clock (POST /test-clock) and what is due is checked at once.
 */
import { Hono } from 'hono';
import { experimentResults, type VariantResult } from '../../renderer/core/releases/experiment-results.ts';
import type { FieldStats } from '../rollout/field-stats.ts';
import type { HaltSettings } from '../../renderer/core/releases/halt-rule.ts';
import { rolloutHealth, type ReleaseScheduler } from '../rollout/release-scheduler.ts';
import type { TestClock } from '../rollout/test-clock.ts';
import type { Releases } from '../store/create-releases.ts';
import type { ExperimentInfo } from '../store/experiments.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { answer, jsonBody, needs, refuse, wholeNumber, type StudioEnv } from './route-kit.ts';

/** What the release routes run on. */
export interface ReleaseRouteOptions {
  releases: Releases;
  stats: FieldStats;
  halt: HaltSettings;
  scheduler: ReleaseScheduler;
  /** HATID_TEST_CLOCK only. */
  testClock?: TestClock;
}

/** An experiment with its results so far (from its start to its end, or now). */
async function withResults(stats: FieldStats, e: ExperimentInfo, now: Date): Promise<ExperimentInfo & { results: VariantResult[] | null }> {
  if (!e.startedAt) return { ...e, results: null };
  const shown = e.variants.filter((v) => v.version !== null);
  const found = await stats.goals({
    screenId: e.screenId,
    channel: 'production',
    versions: shown.map((v) => v.version as number),
    since: new Date(e.startedAt),
    until: e.endedAt ? new Date(e.endedAt) : now,
    endpoint: e.goal.endpoint,
    outcome: e.goal.outcome,
    // A view counts for a variant when the app says it was served it (X-Screen-Variant): the same version drawn from
    // the copy built into the app, or served to a build that cannot draw the variants, is not in the experiment.
    variants: new Map(shown.map((v) => [v.version as number, v.key])),
  });
  const counts = shown.map((v) => {
    const c = found.get(v.version as number) ?? { views: 0, goals: 0 };
    return { key: v.key, version: v.version as number, views: c.views, hits: c.goals };
  });
  return { ...e, results: experimentResults(counts, e.minimumEffect) };
}

/** The routes, mounted at the studio API's root. */
export function releaseRoutes(options: ReleaseRouteOptions): Hono<StudioEnv> {
  const { releases, stats, halt } = options;
  const app = new Hono<StudioEnv>();
  const noScreen = 'No such screen.';
  const text = (v: unknown, max = 500) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

  app.get('/screens/:id/rollouts', async (c) => {
    const id = c.req.param('id');
    if (!releases.hasScreen(id)) return refuse(c, 404, 'not-found', noScreen);
    const state = await releases.releaseState(id);
    if (!state.ok) return answer(c, state);
    const { rollouts, schedules } = state.value;
    const shown = await Promise.all(
      rollouts.map(async (r) =>
        r.status === 'active'
          ? {
              ...r,
              health: await rolloutHealth(stats, halt, {
                screen_id: r.screenId,
                version: r.version,
                from_version: r.fromVersion,
                started_at: new Date(r.startedAt),
              }),
            }
          : r,
      ),
    );
    return c.json({ rollouts: shown, schedules, halt, now: releases.now().toISOString() });
  });

  app.post('/screens/:id/rollouts/:n/advance', needs('reviewer'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    const body = await jsonBody(c);
    if (n === undefined || typeof body?.fromStep !== 'number') return refuse(c, 400, 'bad-request', 'Send { fromStep }: the step you saw.');
    return answer(c, await releases.advanceRollout(c.req.param('id'), c.get('actor'), { rolloutId: n, fromStep: body.fromStep }));
  });
  app.post('/screens/:id/rollouts/:n/stop', needs('reviewer'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', 'No such rollout.');
    const reason = text((await jsonBody(c))?.reason);
    if (!reason) return refuse(c, 400, 'bad-request', 'Say why it stops: the reason is required.');
    return answer(c, await releases.stopRollout(c.req.param('id'), c.get('actor'), { rolloutId: n, reason }));
  });
  app.post('/screens/:id/schedules/:n/cancel', needs('reviewer'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', 'No such scheduled release.');
    const reason = text((await jsonBody(c))?.reason);
    if (!reason) return refuse(c, 400, 'bad-request', 'Say why it is cancelled: the reason is required.');
    return answer(c, await releases.cancelSchedule(c.req.param('id'), c.get('actor'), { scheduleId: n, reason }));
  });

  app.get('/experiments', async (c) => {
    const screenId = c.req.query('screenId');
    if (screenId !== undefined && !releases.hasScreen(screenId)) return refuse(c, 404, 'not-found', noScreen);
    return answer(c, await releases.listExperiments(screenId ? { screenId } : {}), (experiments) => ({ experiments }));
  });
  app.get('/experiments/:n', async (c) => {
    const n = wholeNumber(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', 'No such experiment.');
    const found = await releases.getExperiment(n);
    if (!found.ok) return answer(c, found);
    return c.json(await withResults(stats, found.value, releases.now()));
  });
  app.post('/screens/:id/experiments', needs('editor'), async (c) => {
    const id = c.req.param('id');
    if (!releases.hasScreen(id)) return refuse(c, 404, 'not-found', noScreen);
    const body = await jsonBody(c);
    const goal = isRecord(body?.goal) ? body.goal : {};
    const input = {
      name: text(body?.name, 200),
      goal: { endpoint: text(goal.endpoint, 100), outcome: text(goal.outcome, 20) || 'done' },
      ...(typeof body?.minimumEffect === 'number' ? { minimumEffect: body.minimumEffect } : {}),
    };
    return answer(c, await releases.createExperiment(id, c.get('actor'), input));
  });
  app.post('/experiments/:n/variants', needs('editor'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    const body = await jsonBody(c);
    if (n === undefined || typeof body?.text !== 'string') return refuse(c, 400, 'bad-request', 'Send { text, reason }: the variant’s text and why.');
    return answer(c, await releases.submitVariant(n, c.get('actor'), { text: body.text, reason: text(body.reason) }));
  });
  app.post('/experiments/:n/start', needs('reviewer'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    return n === undefined ? refuse(c, 404, 'not-found', 'No such experiment.') : answer(c, await releases.startExperiment(n, c.get('actor')));
  });
  app.post('/experiments/:n/end', needs('reviewer'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    if (n === undefined) return refuse(c, 404, 'not-found', 'No such experiment.');
    const body = await jsonBody(c);
    const ship = typeof body?.ship === 'string' && /^[A-F]$/.test(body.ship) ? body.ship : null;
    if (body?.ship !== undefined && body.ship !== null && ship === null)
      return refuse(c, 400, 'bad-request', 'Ship a variant by its letter (A–F), or none.');
    const reason = text(body?.reason);
    if (!reason) return refuse(c, 400, 'bad-request', 'Say why it ends: the reason is required.');
    // The results as they stand go to the audit with the decision.
    const now = releases.now();
    const current = await releases.getExperiment(n);
    const results = current.ok ? (await withResults(stats, current.value, now)).results : null;
    return answer(c, await releases.endExperiment(n, c.get('actor'), { ship, reason, results }));
  });
  app.post('/experiments/:n/cancel', needs('editor'), async (c) => {
    const n = wholeNumber(c.req.param('n'));
    return n === undefined ? refuse(c, 404, 'not-found', 'No such experiment.') : answer(c, await releases.cancelExperiment(n, c.get('actor')));
  });

  const clock = options.testClock;
  if (clock) {
    app.get('/test-clock', (c) => c.json({ now: clock.now().toISOString() }));
    app.post('/test-clock', needs('admin'), async (c) => {
      const body = await jsonBody(c);
      if (typeof body?.advanceMinutes === 'number' && body.advanceMinutes > 0) clock.advance(body.advanceMinutes * 60_000);
      else if (typeof body?.at === 'string' && !Number.isNaN(Date.parse(body.at))) clock.set(new Date(body.at));
      else return refuse(c, 400, 'bad-request', 'Send { advanceMinutes } (more than 0) or { at } (an ISO time).');
      const report = await options.scheduler.tick();
      return c.json({ now: clock.now().toISOString(), report });
    });
  }
  return app;
}
