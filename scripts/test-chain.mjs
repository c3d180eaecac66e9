#!/usr/bin/env node
/**
 * `npm test`: the whole chain, stage by stage, stopping at the first red stage, with each stage's wall time at the end.
 * The static checks are single-threaded, so they run two at a time (one per core); their output is printed per check
 * when it ends, not interleaved. Everything else runs one stage at a time: each already uses both cores.
 *   node scripts/test-chain.mjs [--from <stage>] [--only <stage>]
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The stages in order; a stage is one npm script, or a group of scripts run side by side. */
const stages = [
  { name: 'static', scripts: ['typecheck', 'lint', 'format:check', 'gen:check', 'validate'] },
  { name: 'unit', scripts: ['test:unit'] },
  { name: 'server', scripts: ['test:server'] },
  { name: 'stories', scripts: ['test:stories'] },
  { name: 'e2e', scripts: ['test:e2e'] },
  // Its own build: the e2e build carries the developer test page (VITE_HATID_TEST_PREVIEW=1), which size refuses.
  { name: 'size', scripts: ['size'] },
  { name: 'bench', scripts: ['bench -- --smoke'] },
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

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`; `buffered` keeps its output until it ends (for checks that run side by side). */
function runScript(script, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run --silent ${script}`, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (buffered) {
        const output = Buffer.concat(chunks).toString().trimEnd();
        console.log(`\n── ${script} (${seconds(ms)}) ${ok ? 'ok' : `FAILED (${signal ?? code})`}${output ? `\n${output}` : ''}`);
      }
      resolve({ script, ok, ms });
    });
  });
}

/** Runs the scripts of a group `width` at a time; resolves with every result. */
async function runGroup(scripts, width) {
  const queue = [...scripts];
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await runScript(next, true));
  };
  await Promise.all(Array.from({ length: Math.min(width, scripts.length) }, lane));
  return results;
}

const timings = [];
const chainStarted = Date.now();
let failed;
for (const stage of chosen) {
  console.log(`\n━━ ${stage.name}: ${stage.scripts.join(', ')}`);
  const started = Date.now();
  const results =
    stage.scripts.length > 1 ? await runGroup(stage.scripts, Math.max(1, availableParallelism())) : [await runScript(stage.scripts[0], false)];
  timings.push({ stage: stage.name, ms: Date.now() - started });
  const red = results.filter((r) => !r.ok);
  if (red.length > 0) {
    failed = `${stage.name} (${red.map((r) => r.script).join(', ')})`;
    break;
  }
}

console.log('\n━━ wall time per stage');
for (const t of timings) console.log(`  ${t.stage.padEnd(8)} ${seconds(t.ms).padStart(6)}`);
console.log(`  ${'total'.padEnd(8)} ${seconds(Date.now() - chainStarted).padStart(6)}`);
if (failed) {
  console.error(`\ntest-chain: red at ${failed}`);
  process.exit(1);
}
console.log('\ntest-chain: green');
