/**
 * The server tests' fixture replay worker (vitest globalSetup of the server project): built once per run, as the
 * artifact builds it (scripts/build-replay-worker.ts), instead of each check loading the renderer's sources through
 * Vite's SSR loader again (about a third of a check's CPU). startTestServer replays with it; the sources' worker
 * (server/fixture-replay/source-worker.mjs, what `npm start` runs) keeps its own test in fixture-guard.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildReplayWorker } from '../../../scripts/build-replay-worker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built replay worker's entry file of this run. */
    replayWorker: string;
  }
}

const repo = path.resolve(import.meta.dirname, '../../..');

/** Builds the worker into a folder of this run (under node_modules, so its package imports resolve) and removes it after. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cache = path.join(repo, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, 'hatid-test-replay-worker-'));
  project.provide('replayWorker', await buildReplayWorker(folder));
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
