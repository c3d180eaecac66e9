/**
 * Inside the replay worker, after jsdom-scope.ts made its global scope a window: replays a screen's QA fixtures one
 * after another against the submitted draft, each on a fresh root with its own ports, lender and clock (as `npm test`
 * replays them one after another in one jsdom), and reports each outcome as soon as it is known.
 */
// As in `npm test`: testing-library's React binding wraps user-event's events in React's act(), so each event's updates
// are drawn before the next key (without it, fast typing into a controlled field raced React's own drawing).
import { actPoll } from '../../renderer/fixture-harness/act-poll.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { replayDraft } from '../../renderer/fixture-harness/replay-draft.tsx';
import { visibleLines } from '../../renderer/fixture-harness/visible-lines.ts';
import { preloadAppModules } from '../../app/preload-app-modules.ts';

/** What the server asks of one worker: the screen, its draft (parsed) and the fixtures to replay against it. */
export interface ReplayJob {
  screenId: string;
  document: unknown;
  fixtures: { file: string; fixture: QaFixture }[];
  /** How long one step may wait, in ms. */
  stepTimeoutMs: number;
}

/** One fixture's outcome: passed, or the failing step (1-based) and the runner's one-line reason; how long it took. */
export interface ReplayResult {
  file: string;
  ok: boolean;
  step?: number;
  message?: string;
  /** The runner's whole report of a failure (what did happen), at most 4,000 characters. */
  details?: string;
  ms: number;
}

/** Loads everything the app loads lazily (what replayJob does first): a spare worker does it before its job comes. */
export const warmUp = async (): Promise<void> => void (await preloadAppModules());

/** Replays the job's fixtures in order, handing each result to `report`. */
export async function replayJob(job: ReplayJob, report: (result: ReplayResult) => void): Promise<void> {
  // An error the page throws outside the runner (in an event handler, a timer) fails the fixture it happened in, as an
  // unhandled error fails `npm test`; it does not end the worker.
  let thrown: string | undefined;
  const onError = (err: unknown) => void (thrown ??= err instanceof Error ? err.message : String(err));
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  // As `npm test` does before its first fixture (tests/setup/unit.ts): everything the app loads lazily is in before the
  // first screen is drawn, so no step advances the clock while a chunk still loads (a request sent after the advance:
  // complaint-list/timeout.json failed one replay in two, the 60 s timeout started after its 60 s had passed).
  await preloadAppModules();
  for (const { file, fixture } of job.fixtures) {
    thrown = undefined;
    document.body.replaceChildren();
    const root = document.createElement('div');
    document.body.append(root);
    const started = performance.now();
    const outcome = await replayDraft({
      fixture,
      screenId: job.screenId,
      document: job.document,
      root,
      clockScope: globalThis as Window & typeof globalThis,
      apiBase: `${location.origin}/api`,
      timeoutMs: job.stepTimeoutMs,
      driverName: 'the server',
      visibleLines,
      // As the tests' jsdom driver: each look runs inside React's act(), so what a look finds has been drawn.
      poll: actPoll,
    });
    const ms = Math.round(performance.now() - started);
    if (outcome.ok && thrown !== undefined) report({ file, ok: false, message: `the page threw: ${thrown}`, ms });
    else
      report({
        file,
        ok: outcome.ok,
        ...(outcome.step !== undefined ? { step: outcome.step } : {}),
        ...(outcome.message !== undefined ? { message: outcome.message } : {}),
        ...(outcome.details !== undefined ? { details: outcome.details.slice(0, 4000) } : {}),
        ms,
      });
  }
}
