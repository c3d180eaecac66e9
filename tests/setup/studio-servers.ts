/** Where the Playwright studio journey finds its server, and the first admin `npm run admin` creates before it starts. */

/**
 * The port of the borrower journeys' server: 4173, or HATID_E2E_PORT so a second checkout (say, a stress run in a fresh
 * clone) can run its journeys beside this one without reaching this checkout's servers.
 */
export const e2ePort = Number(process.env.HATID_E2E_PORT ?? 4173);
/** The `npm run serve` process the studio journey uses (the next port): the studio at /studio/ and the borrower app it publishes to. */
export const studioServerPort = e2ePort + 1;
/**
 * The `npm run serve` process of the release journeys (tests/e2e/releases-journey.spec.ts), two ports up: its own
 * database (rollouts and experiments hold a screen's production), the test clock (HATID_TEST_CLOCK) and a check
 * every second, so the studio journeys' screens and clock are not theirs.
 */
export const releaseServerPort = e2ePort + 2;
/** The throwaway data folders of the e2e servers (wiped and made anew by tests/setup/e2e-prepare.ts before they start). */
export const e2eDataRoot = '.hatid-e2e-data';
/** Each e2e server's data folder: the borrower server's, the studio server's and the release server's. */
export const e2eDataDirs = { app: `${e2eDataRoot}/app`, studio: `${e2eDataRoot}/studio`, releases: `${e2eDataRoot}/releases` } as const;
/** The first admin of the studio server's empty database. */
export const firstAdmin = { email: 'admin@hatid.test', name: 'Ada Admin', password: 'e2e admin password 4174' } as const;
