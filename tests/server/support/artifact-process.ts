/**
 * The built server artifact as a child process for tests: start `node <folder>/dist-server/main.js` with an
 * environment, collect its output (JSON log lines), wait for /readyz, and stop it with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, vi } from 'vitest';

/** A running artifact. */
export interface ArtifactProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** Its stdout's JSON lines. */
  logLines(): Record<string, unknown>[];
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The environment of a test process: this one's, without the database and server variables a test run may carry. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env))
    if (/^(HATID_|DATABASE_URL$|PORT$|HOST$|METRICS_PORT$|LOG_|NODE_ENV$|VITE_HATID_)/.test(name)) delete env[name];
  return { ...env, ...extra };
}

/** Runs `node <folder>/dist-server/<script>` to its end: exit code and output. */
export function runArtifact(
  folder: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: folder, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the artifact in `folder` on `port` and waits until /readyz answers 200. */
export async function startArtifact(folder: string, port: number, env: NodeJS.ProcessEnv): Promise<ArtifactProcess> {
  const child = spawn(process.execPath, [path.join('dist-server', 'main.js')], {
    cwd: folder,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const output = () => `${stdout}${stderr}`;
  // Ready when /readyz says so (its own readiness signal; polled, bounded, never a fixed sleep).
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`dist-server/main.js exited (${child.exitCode}):\n${output()}`);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    },
    { timeout: 90_000, interval: 100 },
  );
  return {
    child,
    base,
    output,
    logLines: () =>
      stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
