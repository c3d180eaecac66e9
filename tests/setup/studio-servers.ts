/** Where the Playwright studio journey finds its server, and the first admin `npm run admin` creates before it starts. */

/** The `npm run serve` process the studio journey uses: the studio at /studio/ and the borrower app it publishes to. */
export const studioServerPort = 4174;
/** The throwaway data folders of the e2e servers (wiped when they start). */
export const e2eDataRoot = '.hatid-e2e-data';
/** The first admin of the studio server's empty database. */
export const firstAdmin = { email: 'admin@hatid.test', name: 'Ada Admin', password: 'e2e admin password 4174' } as const;
