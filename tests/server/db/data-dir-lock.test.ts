/**
 * Issue 29 item 10: the embedded database's folder lock holds under a race. Six processes try to take the same folder
 * at the same moment (a fresh folder, one whose lock names a process that is gone, and one with an empty lock file
 * left by a crash): exactly one gets it each time, and the others are refused naming it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../server/db/data-dir-lock.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const racers = 6;
const rounds = 10;

// Each racer takes a folder when told ("lock <at> <dir>": at that instant, waited for by spinning so that all start
// within microseconds) and answers "got <dir>" or "refused <dir>"; it holds what it got.
const racerSource = `
import { createInterface } from 'node:readline';
import { lockDataDir } from ${JSON.stringify(path.join(repo, 'server/db/data-dir-lock.ts'))};
const lines = createInterface({ input: process.stdin });
console.log('ready');
lines.on('line', (line) => {
  const [, at, dir] = /^lock (\\d+) (.*)$/.exec(line) ?? [];
  while (performance.timeOrigin + performance.now() < Number(at));
  try { lockDataDir(dir); console.log('got ' + dir); } catch { console.log('refused ' + dir); }
});
lines.on('close', () => process.exit(0));
`;

interface Racer {
  child: ChildProcess;
  next: () => Promise<string>;
}

let root: string;
let racersUp: Racer[] = [];

function startRacer(file: string): Promise<Racer> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: repo, stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else queued.push(line);
  });
  const next = () => new Promise<string>((resolve) => (queued.length > 0 ? resolve(queued.shift() as string) : waiting.push(resolve)));
  return next().then((ready) => {
    expect(ready).toBe('ready');
    return { child, next };
  });
}

/** A pid no process has now (a process that ran and ended). */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(done.stdout.trim());
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-lock-race-'));
  const file = path.join(root, 'racer.ts');
  fs.writeFileSync(file, racerSource);
  racersUp = await Promise.all(Array.from({ length: racers }, () => startRacer(file)));
});

afterAll(async () => {
  await Promise.all(
    racersUp.map(
      (r) =>
        new Promise((resolve) => {
          r.child.once('exit', resolve);
          r.child.stdin?.end();
        }),
    ),
  );
  fs.rmSync(root, { recursive: true, force: true });
});

async function race(dir: string): Promise<string[]> {
  const at = Date.now() + 300;
  for (const r of racersUp) r.child.stdin?.write(`lock ${at} ${dir}\n`);
  return Promise.all(racersUp.map((r) => r.next()));
}

const cases: [string, (dir: string) => void][] = [
  ['a fresh folder', () => undefined],
  ['a lock left by a process that is gone', (dir) => fs.writeFileSync(path.join(dir, 'hatid.lock'), String(deadPid()))],
  ['an empty lock file left by a crash', (dir) => fs.writeFileSync(path.join(dir, 'hatid.lock'), '')],
];

describe('the data-folder lock under a race', () => {
  for (const [name, prepare] of cases) {
    it(`gives ${name} to exactly one of ${racers} processes trying at once (${rounds} rounds)`, async () => {
      for (let round = 0; round < rounds; round += 1) {
        const dir = path.join(root, `${name.replace(/\W+/g, '-')}-${round}`);
        fs.mkdirSync(dir, { recursive: true });
        prepare(dir);
        const answers = await race(dir);
        expect(
          answers.filter((a) => a === `got ${dir}`),
          answers.join('\n'),
        ).toHaveLength(1);
        expect(answers.filter((a) => a === `refused ${dir}`)).toHaveLength(racers - 1);
      }
    });
  }

  it('refuses this process while another holds the folder, naming its pid, and takes it once that one is gone', () => {
    const dir = path.join(root, 'in-process');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'hatid.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    fs.writeFileSync(path.join(dir, 'hatid.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'hatid.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    expect(fs.existsSync(path.join(dir, 'hatid.lock'))).toBe(false);
  });
});
