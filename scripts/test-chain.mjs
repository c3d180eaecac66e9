#!/usr/bin/env node
/**
 * `npm test`: the whole chain, stopping at the first red stage, with each stage's wall time at the end.
 * Stages with the same `step` run together, each `lane` of a step running its stages one after another. The story
 * tests wait on one Chromium most of the time, so they run beside the e2e stage, and size and the bench's smoke run
 * follow them there; the CPU-bound Node stages (static, unit, server) each run alone: run as a third lane beside the
 * browsers they made every lane slower and the chain longer (docs/testing.md, "Keeping the chain short"). The static checks are single-threaded, so they run two at a
 * time. Stages side by side print their output whole when each ends; a red one stops the others at once.
 *   node scripts/test-chain.mjs [--from <stage>] [--only <stage>]
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Where the size stage builds the production app for itself and the bench (ignored by git, lint and tests). */
const sizeDist = 'node_modules/.cache/hatid-size-dist';

/**
 * The stages in order; a stage is one npm script, or a group of scripts run side by side. Stages with the same `step`
 * run together: each `lane` of a step runs its stages one after another, the lanes side by side.
 */
const stages = [
  { name: 'static', scripts: ['typecheck', 'lint', 'format:check', 'gen:check', 'validate'], step: 1, lane: 'static' },
  { name: 'unit', scripts: ['test:unit'], step: 2, lane: 'unit' },
  { name: 'server', scripts: ['test:server'], step: 3, lane: 'server' },
  { name: 'stories', scripts: ['test:stories'], step: 4, lane: 'stories' },
  { name: 'e2e', scripts: ['test:e2e'], step: 4, lane: 'e2e' },
  // After the stories, beside the e2e stage (the longer lane). Size builds its own production app, not into dist/ (the
  // e2e servers serve that build, which carries the developer test page size refuses); the bench's smoke run serves it.
  { name: 'size', scripts: [`size -- --out-dir ${sizeDist}`], step: 4, lane: 'stories' },
  { name: 'bench', scripts: [`bench -- --smoke --dist ${sizeDist}`], step: 4, lane: 'stories' },
];

const argValue = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};
const from = argValue('from');
const only = argValue('only');
const known = stages.map((s) => s.name);
for (const asked of [from, only]) {
  if (asked !== undefined && !known.includes(asked)) {
    console.error(`test-chain: no stage "${asked}" (stages: ${known.join(', ')})`);
    process.exit(2);
  }
}
const chosen = only ? stages.filter((s) => s.name === only) : stages.slice(from ? known.indexOf(from) : 0);

/** The chosen stages as steps, each a list of lanes (a lane: stages one after another). */
const steps = [];
for (const stage of chosen) {
  let step = steps.find((st) => st.number === stage.step);
  if (!step) steps.push((step = { number: stage.step, lanes: new Map() }));
  if (!step.lanes.has(stage.lane)) step.lanes.set(stage.lane, []);
  step.lanes.get(stage.lane).push(stage);
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Children started in their own process group (buffered ones), stopped with everything they started. */
const running = new Set();
const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/**
 * Runs `npm run <script>`; `buffered` keeps its output until it ends (for scripts that run side by side) and starts it in
 * its own process group, so a red neighbour can stop it with its servers and browsers. Resolves with its result.
 */
function runScript(script, buffered, label = script) {
  const started = Date.now();
  const child = spawn(`npm run --silent ${script}`, {
    shell: true,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: buffered,
  });
  const chunks = [];
  if (buffered) {
    running.add(child);
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
  }
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - started;
      const ok = code === 0;
      if (buffered) {
        const output = Buffer.concat(chunks).toString().trimEnd();
        const verdict = ok ? 'ok' : child.stoppedByChain ? 'stopped (a stage beside it went red)' : `FAILED (${signal ?? code})`;
        console.log(`\n── ${label} (${seconds(ms)}) ${verdict}${output ? `\n${output}` : ''}`);
      }
      resolve({ script, ok, ms, stopped: child.stoppedByChain === true });
    });
  });
  return { child, done };
}

/** Runs the scripts of a group `width` at a time, output buffered; resolves with every result. */
async function runGroup(scripts, width) {
  const queue = [...scripts];
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await runScript(next, true).done);
  };
  await Promise.all(Array.from({ length: Math.min(width, scripts.length) }, lane));
  return results;
}

/** Runs one stage; `beside` means other stages run at the same time, so its output is buffered. */
async function runStage(stage, beside) {
  const started = Date.now();
  const results =
    stage.scripts.length > 1
      ? await runGroup(stage.scripts, Math.max(1, availableParallelism()))
      : [await runScript(stage.scripts[0], beside, `${stage.name}: ${stage.scripts[0]}`).done];
  return {
    stage: stage.name,
    from: started,
    ms: Date.now() - started,
    red: results.filter((r) => !r.ok && !r.stopped),
    stopped: results.some((r) => r.stopped),
  };
}

const timings = [];
const chainStarted = Date.now();
let failed;
let red = false;
for (const step of steps) {
  const lanes = [...step.lanes.values()];
  const together = lanes.length > 1 || lanes[0].length > 1;
  console.log(`\n━━ ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  ‖  ')}${together ? '  (lanes side by side)' : ''}`);
  const outcomes = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const stage of lane) {
        if (red) return;
        const outcome = await runStage(stage, together);
        // A red stage stops the stages running beside it: the chain is red whatever they would say.
        if (outcome.red.length > 0) {
          red = true;
          for (const child of running) child.stoppedByChain = true;
          stopAll();
        }
        outcomes.push(outcome);
        timings.push({ stage: outcome.stopped ? `${outcome.stage} (stopped)` : outcome.stage, ms: outcome.ms, together, from: outcome.from });
      }
    }),
  );
  const reds = outcomes.filter((o) => o.red.length > 0);
  if (reds.length > 0) {
    failed = reds.map((o) => `${o.stage} (${o.red.map((r) => r.script).join(', ')})`).join(', ');
    break;
  }
}

console.log('\n━━ wall time per stage (‖: in a lane beside others; @: started at, since the chain started)');
for (const t of timings)
  console.log(`  ${t.stage.padEnd(18)} ${seconds(t.ms).padStart(6)}${t.together ? `  ‖ @${seconds(t.from - chainStarted)}` : ''}`);
console.log(`  ${'total'.padEnd(18)} ${seconds(Date.now() - chainStarted).padStart(6)}`);
if (failed) {
  console.error(`\ntest-chain: red at ${failed}`);
  process.exit(1);
}
console.log('\ntest-chain: green');
