/**
 * Rollouts, scheduled releases and experiments over an open database: what the studio API's release routes and the
 * release scheduler call. A separate object beside the screen store (same database, same clock), so the store's API
 * stays as it was; publishing through the store honours them (release-plans.ts).
 */
import type { Database } from '../db/open-database.ts';
import { loadBundledScreens } from './bundled-screens.ts';
import { problemsOfText, type StoreOptions } from './create-store.ts';
import { experimentVariants } from './experiment-variants.ts';
import { experiments } from './experiments.ts';
import { rollouts } from './rollouts.ts';
import type { StoreContext } from './store-context.ts';
import type { Actor, StoreResult } from './types.ts';

/** Creates the releases API over `database` (options as the store's: bundled screens, clock, checks, onScreenChanged). */
export function createReleases(database: Pick<Database, 'db'>, options: StoreOptions = {}) {
  const ctx: StoreContext = {
    db: database.db,
    bundled: options.bundled ?? loadBundledScreens(),
    now: options.now ?? (() => new Date()),
    validate: options.validate ?? problemsOfText,
  };
  const told = (id: string | undefined) => id !== undefined && options.onScreenChanged?.(id);
  /** Tells this process's delivery about a change at once (the others hear the NOTIFY). */
  const changed = async <T>(id: string, result: Promise<StoreResult<T>>): Promise<StoreResult<T>> => {
    const done = await result;
    if (done.ok) told(id);
    return done;
  };
  const r = rollouts(ctx);
  const e = experiments(ctx);
  return {
    /** The clock every release decision is taken by (a test clock in tests and with HATID_TEST_CLOCK). */
    now: () => ctx.now(),
    hasScreen: (id: string) => ctx.bundled.get(id) !== undefined,
    releaseState: r.releaseState,
    underWay: r.underWay,
    advanceRollout: (id: string, actor: Actor, input: { rolloutId: number; fromStep: number }) => changed(id, r.advanceRollout(id, actor, input)),
    stopRollout: (id: string, actor: Actor, input: { rolloutId: number; reason: string }) => changed(id, r.stopRollout(id, actor, input)),
    cancelSchedule: (id: string, actor: Actor, input: { scheduleId: number; reason: string }) => changed(id, r.cancelSchedule(id, actor, input)),
    async releaseDue(scheduleId: number) {
      const done = await r.releaseDue(scheduleId);
      told(done?.screenId);
      return done;
    },
    async advanceDue(rolloutId: number, fromStep: number, detail: Record<string, unknown>) {
      const done = await r.advanceDue(rolloutId, fromStep, detail);
      told(done?.screenId);
      return done;
    },
    async halt(rolloutId: number, fromStep: number, numbers: Record<string, unknown>) {
      const done = await r.halt(rolloutId, fromStep, numbers);
      told(done?.screenId);
      return done;
    },
    listExperiments: e.listExperiments,
    getExperiment: e.getExperiment,
    createExperiment: e.createExperiment,
    cancelExperiment: e.cancelExperiment,
    submitVariant: experimentVariants(ctx).submitVariant,
    async startExperiment(...args: Parameters<typeof e.startExperiment>) {
      const done = await e.startExperiment(...args);
      if (done.ok) told(done.value.screenId);
      return done;
    },
    async endExperiment(...args: Parameters<typeof e.endExperiment>) {
      const done = await e.endExperiment(...args);
      if (done.ok) told(done.value.experiment.screenId);
      return done;
    },
  };
}

/** The releases API. */
export type Releases = ReturnType<typeof createReleases>;
