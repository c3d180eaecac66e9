#!/usr/bin/env node
/**
 * Keeps every core busy for a bounded time, to check the test suite on a busy machine:
 *   node scripts/stress-cpu.mjs [--seconds N] [--workers N]
 * N seconds (default 1800) of busy loops in one worker thread per core (default: all cores), then it exits by itself.
 * Ctrl+C or SIGTERM stops it at once. Typical use: `node scripts/stress-cpu.mjs --seconds 900 & npm test; kill $!`.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

/** Reads `--name N` (a positive number) from the command line. */
function numberArg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`stress-cpu: --${name} needs a positive number`);
    process.exit(2);
  }
  return value;
}

if (isMainThread) {
  const seconds = numberArg('seconds', 1800);
  const count = Math.round(numberArg('workers', availableParallelism()));
  const until = Date.now() + seconds * 1000;
  const workers = Array.from({ length: count }, () => new Worker(new URL(import.meta.url), { workerData: { until } }));
  console.error(`stress-cpu: ${count} busy worker threads for ${seconds} s (pid ${process.pid})`);
  const stop = () => {
    for (const worker of workers) void worker.terminate();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A safety net: the workers check the clock themselves, this only covers a worker that never got scheduled.
  setTimeout(stop, seconds * 1000 + 5000).unref();
  let left = count;
  for (const worker of workers) worker.on('exit', () => (--left === 0 ? console.error('stress-cpu: done') : undefined));
} else {
  const { until } = workerData;
  let sink = 0;
  while (Date.now() < until) {
    // Floating-point work in short bursts between clock reads.
    for (let i = 0; i < 200_000; i++) sink += Math.sqrt(i * sink + 1) % 7;
  }
  if (sink === -1) console.log(sink);
}
