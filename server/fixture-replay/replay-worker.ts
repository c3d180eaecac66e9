/**
 * The fixture replay worker thread (spawned by replay-fixtures.ts): makes its global scope a jsdom window, then loads the
 * renderer and replays the job it was given (workerData), posting `{ type: 'result' }` per fixture and `{ type: 'done' }`.
 * A spare (workerData `{ spare: true }`) does all of that loading first, while the studio is idle, and then waits for
 * its one job (`{ type: 'job' }`); either way a worker replays one check and is ended. Built by
 * scripts/build-replay-worker.ts into dist-server/fixture-replay/replay-worker.js for the artifact; from source,
 * source-worker.mjs loads it through Vite, as `npm test` loads the renderer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { installJsdomScope } from './jsdom-scope.ts';
import type { ReplayJob, ReplayResult } from './replay-in-jsdom.ts';

/** A message of the worker to the server. */
export type WorkerMessage = { type: 'result'; result: ReplayResult } | { type: 'done' } | { type: 'ready' };

/** A message of the server to a spare worker: its job. */
export type SpareJob = { type: 'job'; job: ReplayJob };

const tell = (message: WorkerMessage) => parentPort?.postMessage(message);

installJsdomScope('http://replay.hatid.local/');
// Only now: react-dom decides when it loads whether there is a DOM.
const { replayJob, warmUp } = await import('./replay-in-jsdom.ts');
let job = workerData as ReplayJob | { spare: true };
if ('spare' in job) {
  await warmUp();
  tell({ type: 'ready' });
  job = await new Promise<ReplayJob>((resolve) => parentPort?.once('message', (message: SpareJob) => resolve(message.job)));
}
await replayJob(job, (result) => tell({ type: 'result', result }));
tell({ type: 'done' });
