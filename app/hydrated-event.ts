/**
 * The event the app sends on `document` once it has hydrated a server-drawn page and answers taps: a page of the public
 * website loads its scripts late (scripts/route-hints-plugin.ts), and its hints script keeps the control a borrower
 * tapped before that, to tap it again now.
 */
export const hydratedEvent = 'hatid-hydrated';
