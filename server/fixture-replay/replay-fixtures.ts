/**
 * The server's own replay of a screen's QA fixtures against a submitted text (issue 29 item 8): the browser's report is
 * fast feedback only. Each check runs in a worker thread of its own (replay-worker.ts: jsdom, the real renderer, the
 * runner `npm test` uses), one check at a time per process, within a time limit: a worker still running then is
 * stopped and every fixture it had not finished counts as failed. With `spare`, the next worker is started when a run
 * ends and loads jsdom and the renderer while the studio is idle (1.3–2.1 s a worker, ~150 MB): the next check (or a
 * failed fixture's second try) starts at its first fixture; a spare not used within `spareIdleMs` is ended. A fixture that fails is replayed once more before it
 * counts as failed. What a worker needs at run time: from source, the
 * repository (Vite loads the TypeScript, server/fixture-replay/source-worker.mjs); in the artifact, the built
 * dist-server/fixture-replay/ (scripts/build-replay-worker.ts) and the packages jsdom, @testing-library/user-event and
 * @testing-library/dom beside the app's own (react, react-dom, radix-ui, …).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { isServerBundle, resourceRoot } from '../app-paths.ts';
import type { CatalogFixture } from '../studio-api/fixture-catalog.ts';
import type { ReplayJob, ReplayResult } from './replay-in-jsdom.ts';
import type { SpareJob, WorkerMessage } from './replay-worker.ts';

/** One fixture's outcome on the server. */
export interface ServerFixtureResult {
  file: string;
  name: string;
  ok: boolean;
  step?: number;
  message?: string;
  /** What did happen, for the studio's details. */
  details?: string;
  ms?: number;
}

/** The outcome of one check: every fixture passed or not, each result, and how long it took. */
export interface ServerReplayReport {
  ok: boolean;
  results: ServerFixtureResult[];
  ms: number;
  /** The time limit stopped the worker before every fixture had an outcome. */
  timedOut: boolean;
}

/** Replays a screen's fixtures against a text (never rejects). */
export type ReplayFixtures = (screenId: string, text: string, fixtures: readonly CatalogFixture[]) => Promise<ServerReplayReport>;

/** Options of createFixtureReplayer. */
export interface ReplayerOptions {
  /** How long one check may take in all, in ms (default 5 minutes). */
  timeLimitMs?: number;
  /** How long one step may wait for what it expects, in ms (default 10 s, as in the studio). */
  stepTimeoutMs?: number;
  /** The worker's program (default replayWorkerFile(): the artifact's build, or the sources through Vite). */
  workerFile?: URL | string;
  /** Whether a failed fixture is replayed once more in a fresh worker (default true; tests of the replay itself: false). */
  retry?: boolean;
  /** Whether a spare worker is kept loaded for the next check (main.ts: yes; default no). */
  spare?: boolean;
  /** How long an unused spare is kept, in ms (default 10 minutes: a reviewer's pause between two approvals). */
  spareIdleMs?: number;
  /** Told how each check's worker came ('fresh' or 'spare') and when an unused spare was ended ('spare ended'). */
  onWorker?: (event: 'fresh' | 'spare' | 'spare ended') => void;
}

/** The worker's program: the artifact's built file, or the Vite loader of the sources. */
export function replayWorkerFile(): URL | string {
  return isServerBundle ? path.join(resourceRoot, 'fixture-replay', 'replay-worker.js') : new URL('./source-worker.mjs', import.meta.url);
}

/** A worker thread of the replay: given its job (workerData), or a spare that loads first and waits for it. */
function startWorker(file: URL | string, workerData: ReplayJob | { spare: true }): Worker {
  // NODE_ENV test, as `npm test` runs: React's act() (which testing-library wraps events in) exists only outside its
  // production build, whatever the server itself runs as.
  const worker = new Worker(file, {
    env: { ...process.env, NODE_ENV: 'test' },
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: 768 },
    stdout: true,
    stderr: true,
  });
  // What the page logs to its console is the replay's business, not the server log's.
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

/** A spare worker, loading or loaded, and whether it is still alive. */
interface Spare {
  worker: Worker;
  alive: boolean;
  idle: ReturnType<typeof setTimeout>;
}

function runWorker(
  file: URL | string,
  job: ReplayJob,
  timeLimitMs: number,
  spare?: Worker,
): Promise<{ results: Map<string, ReplayResult>; failure?: string; timedOut: boolean }> {
  const results = new Map<string, ReplayResult>();
  return new Promise((resolve) => {
    let settled = false;
    const worker = spare ?? startWorker(file, job);
    if (spare) {
      // Its time limit counts from here, as a fresh worker's counts its loading.
      spare.ref();
      spare.postMessage({ type: 'job', job } satisfies SpareJob);
    }
    const finish = (failure?: string, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve({ results, ...(failure ? { failure } : {}), timedOut });
    };
    const limit = timeLimitMs >= 1000 ? `${Math.round(timeLimitMs / 1000)} s` : `${timeLimitMs} ms`;
    const timer = setTimeout(() => finish(`the server's replay did not finish within ${limit}`, true), timeLimitMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'result') results.set(message.result.file, message.result);
      else if (message.type === 'done') finish();
    });
    worker.on('error', (err) => finish(`the server's replay failed: ${err instanceof Error ? err.message : String(err)}`));
    worker.on('exit', (code) => finish(`the server's replay stopped (exit ${code}) before it was done`));
  });
}

/** Creates the replayer of a server process: one check at a time, each in a worker of its own (a spare when kept). */
export function createFixtureReplayer(options: ReplayerOptions = {}): ReplayFixtures {
  const timeLimitMs = options.timeLimitMs ?? 5 * 60_000;
  const stepTimeoutMs = options.stepTimeoutMs ?? 10_000;
  const workerFile = options.workerFile ?? replayWorkerFile();
  const retry = options.retry ?? true;
  const spareIdleMs = options.spareIdleMs ?? 10 * 60_000;
  let queue: Promise<unknown> = Promise.resolve();
  let spare: Spare | undefined;
  /** Starts a spare when there is none; it loads while nothing waits for it, and ends unused after spareIdleMs. */
  const keepSpare = () => {
    if (!options.spare || spare?.alive) return;
    const worker = startWorker(workerFile, { spare: true });
    // A spare never keeps the server's process alive.
    worker.unref();
    const kept: Spare = {
      worker,
      alive: true,
      idle: setTimeout(() => {
        if (spare === kept) spare = undefined;
        void worker.terminate();
        options.onWorker?.('spare ended');
      }, spareIdleMs),
    };
    kept.idle.unref();
    const dead = () => {
      kept.alive = false;
      clearTimeout(kept.idle);
    };
    worker.once('exit', dead);
    worker.once('error', dead);
    spare = kept;
  };
  /** The spare for a run, taken (undefined when there is none alive): the next is started at once. */
  const takeSpare = (): Worker | undefined => {
    const taken = spare?.alive ? spare : undefined;
    spare = undefined;
    if (taken) clearTimeout(taken.idle);
    options.onWorker?.(taken ? 'spare' : 'fresh');
    return taken?.worker;
  };
  // The next spare loads once this run is over, not beside it: it would take the run's cores (replays are timed).
  const replayIn = (job: ReplayJob, limitMs: number) => {
    const running = runWorker(workerFile, job, limitMs, takeSpare());
    void running.finally(keepSpare);
    return running;
  };
  return (screenId, text, fixtures) => {
    const check = async (): Promise<ServerReplayReport> => {
      const started = performance.now();
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        document = undefined;
      }
      const runnable = fixtures.flatMap((f) => (f.fixture ? [{ file: f.file, fixture: f.fixture }] : []));
      const run =
        runnable.length > 0 && document !== undefined
          ? await replayIn({ screenId, document, fixtures: runnable, stepTimeoutMs }, timeLimitMs)
          : undefined;
      // A fixture that failed is replayed once more in a fresh worker, in the time left: a busy machine can make a
      // timing-sensitive step miss once (as a flaky test would), while a text that breaks a fixture fails both times.
      const failed = run && !run.timedOut ? runnable.filter((f) => run.results.get(f.file)?.ok === false) : [];
      const left = timeLimitMs - (performance.now() - started);
      if (retry && run && failed.length > 0 && left > 1000) {
        const again = await replayIn({ screenId, document, fixtures: failed, stepTimeoutMs }, left);
        for (const [file, result] of again.results) if (result.ok) run.results.set(file, result);
      }
      const results = fixtures.map((f): ServerFixtureResult => {
        if (!f.fixture) return { file: f.file, name: f.name, ok: false, message: `the fixture file is not valid: ${f.problems.join('; ')}` };
        if (document === undefined) return { file: f.file, name: f.name, ok: false, message: 'the screen text is not JSON' };
        const got = run?.results.get(f.file);
        if (!got) return { file: f.file, name: f.name, ok: false, message: run?.failure ?? 'the server did not replay it' };
        return { name: f.name, ...got };
      });
      return { ok: results.every((r) => r.ok), results, ms: Math.round(performance.now() - started), timedOut: run?.timedOut ?? false };
    };
    const next = queue.then(check, check);
    queue = next.catch(() => undefined);
    return next;
  };
}
