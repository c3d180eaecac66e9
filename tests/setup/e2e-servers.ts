/**
 * The Playwright web server (playwright.config.ts): makes the builds and data folders (tests/setup/e2e-prepare.ts),
 * then starts the three `npm run serve` processes (`node dist-server/main.js`, the production server artifact on the
 * embedded PostgreSQL, sandbox lender) side by side — they share nothing but the built files — and prints
 * `e2e servers ready` once each answers. It stays until Playwright stops it (with its servers, one process group), and
 * ends with an error as soon as one of them ends (say, its port was taken). Outside CI, servers already answering on
 * all three ports (a developer's earlier run) are used as they are, as Playwright's reuseExistingServer did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { prepareE2e } from './e2e-prepare.ts';
import { e2eDataDirs, e2ePort, releaseServerPort, studioServerPort } from './studio-servers.ts';
import { timeouts } from './timeouts.ts';

/** The borrower server's build-time settings, given to the builds and to it (not to the studio servers). */
const borrowerBuild = {
  VITE_HATID_PAYMENT_HOSTS: 'localhost',
  // The developer test page (/testPreview) ships only in a build that asks for it (tests/e2e/test-preview.spec.ts).
  VITE_HATID_TEST_PREVIEW: '1',
};
/** The first admin's studio journeys each sign in from 127.0.0.1 within a minute or two: the default 10 per minute refused the last ones. */
const manySignIns = { HATID_SIGN_IN_PER_MINUTE: '600' };

/** Each server: where it answers once ready, and its environment. */
const servers = [
  {
    // The borrower journeys: an empty database (bundled screens). A payment provider's host is the same server under a
    // second name (tests/e2e/payment-host.spec.ts).
    name: 'borrower',
    ready: `http://127.0.0.1:${e2ePort}/`,
    env: {
      ...borrowerBuild,
      HATID_DATA_DIR: e2eDataDirs.app,
      PORT: String(e2ePort),
      HATID_SANDBOX_PAYMENT_ORIGIN: `http://localhost:${e2ePort}`,
    },
  },
  {
    // The studio journeys: a database with only the first admin. The sign-in limit itself is tested in tests/server/studio-api/.
    name: 'studio',
    ready: `http://127.0.0.1:${studioServerPort}/studio/`,
    env: { HATID_DATA_DIR: e2eDataDirs.studio, PORT: String(studioServerPort), ...manySignIns },
  },
  {
    // The release journeys: its own database, the test clock, and the rollout check every second.
    name: 'releases',
    ready: `http://127.0.0.1:${releaseServerPort}/studio/`,
    env: {
      HATID_DATA_DIR: e2eDataDirs.releases,
      PORT: String(releaseServerPort),
      HATID_TEST_CLOCK: '1',
      HATID_ROLLOUT_CHECK_MS: '1000',
      ...manySignIns,
    },
  },
];

/** Resolves once `url` answers 2xx or 3xx; rejects once `child` has ended (it will never answer) or the limit passed. */
async function answered(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + timeouts.e2eServer;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`e2e-servers: the ${name} server ended (${child.exitCode ?? child.signalCode})`);
    if (await answersNow(url)) return;
    if (Date.now() > deadline) throw new Error(`e2e-servers: the ${name} server did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const answersNow = (url: string) =>
  fetch(url, { redirect: 'manual' }).then(
    (res) => res.status >= 200 && res.status < 400,
    () => false,
  );
if (!process.env.CI && (await Promise.all(servers.map((s) => answersNow(s.ready)))).every(Boolean)) {
  console.log('e2e servers ready (the ones already running)');
  setInterval(() => undefined, 1 << 30);
} else await startServers();

async function startServers(): Promise<void> {
  await prepareE2e(borrowerBuild);
  const started = servers.map((server) => {
    const child = spawn(process.execPath, ['dist-server/main.js'], {
      env: { ...process.env, HATID_SANDBOX: '1', HOST: '127.0.0.1', ...server.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`e2e-servers: the ${server.name} server ended (${signal ?? code})`);
      process.exit(1);
    });
    return { ...server, child };
  });
  // Stopped on its own (not by Playwright, which ends the whole process group): the servers stop with it.
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const { child } of started) child.kill('SIGTERM');
    void Promise.all(
      started.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
    ).then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await Promise.all(started.map((s) => answered(s.ready, s.child, s.name)));
  console.log('e2e servers ready');
}
