/**
 * The fixture replay worker thread (spawned by replay-fixtures.ts): makes its global scope a jsdom window, then loads the
 * renderer and replays the job it was given (workerData), posting `{ type: 'result' }` per fixture and `{ type: 'done' }`.
 * Built by scripts/build-replay-worker.ts into dist-server/fixture-replay/replay-worker.js for the artifact; from
 * source, source-worker.mjs loads it through Vite, as `npm test` loads the renderer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { installJsdomScope } from './jsdom-scope.ts';
import type { ReplayJob, ReplayResult } from './replay-in-jsdom.ts';

/** A message of the worker to the server. */
export type WorkerMessage = { type: 'result'; result: ReplayResult } | { type: 'done' };

const tell = (message: WorkerMessage) => parentPort?.postMessage(message);

installJsdomScope('http://replay.hatid.local/');
// Only now: react-dom decides when it loads whether there is a DOM.
const { replayJob } = await import('./replay-in-jsdom.ts');
await replayJob(workerData as ReplayJob, (result) => tell({ type: 'result', result }));
tell({ type: 'done' });
