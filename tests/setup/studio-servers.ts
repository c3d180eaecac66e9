/** Where the Playwright studio journey finds the studio (dev server) and the built app that reads what it publishes. */

/** The built borrower app that shares the studio's screen store. */
export const studioAppPort = 4174;
/** The dev server that serves the studio at /studio/. */
export const studioPort = 5174;
/** The root of the screen stores the e2e servers use (wiped when the servers start). */
export const e2eStoreRoot = '.hatid-e2e-store';
