/**
 * The borrower's rollout bucket for a screen, told to the server with the page request, so a screen in a staged rollout
 * or an experiment arrives with its first view of the right version (issue 31 item 2). A page opened by the lender's
 * app carries the deviceId the bucket is made from, and the server works the bucket out itself; a page without one
 * (a browser) has only the random key kept on the device, which never leaves it: after the app asked for a screen with
 * its bucket, it keeps that bucket in a cookie scoped to the page's path (`hatid-bucket-<screen>=<NN>; Path=<page>`),
 * sent with that page only, holding what `/screens/<id>.json?bucket=NN` already sends — the bucket, never the key.
 */
import { cookieValue } from './cookie-value.ts';
import { isBucket } from './rollout-bucket.ts';

/** The cookie's name for a screen. */
export const bucketCookieName = (screenId: string) => `hatid-bucket-${screenId}`;

/** A year: the bucket of a device and screen never changes. */
const maxAge = 365 * 24 * 3600;

/** The cookie as `document.cookie` takes it, for the page at `path` (Secure on https). */
export function bucketCookie(screenId: string, bucket: number, path: string, secure: boolean): string {
  return `${bucketCookieName(screenId)}=${bucket}; Path=${path || '/'}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Keeps the bucket of a screen for the page now open (a page without a cookie jar keeps nothing). */
export function keepBucketCookie(screenId: string, bucket: number): void {
  if (typeof document === 'undefined' || !/^[a-z0-9-]+$/.test(screenId) || !isBucket(bucket)) return;
  try {
    document.cookie = bucketCookie(screenId, bucket, encodeURI(window.location.pathname), window.location.protocol === 'https:');
  } catch {
    // A sandboxed frame may refuse cookies: the page then arrives without its first view, as before.
  }
}

/** The bucket of a screen in a request's Cookie header, or undefined (no cookie, or not a bucket). */
export function bucketFromCookies(header: string | undefined, screenId: string): number | undefined {
  // The most specific path comes first: the cookie of this page.
  const text = cookieValue(header, bucketCookieName(screenId));
  const bucket = text !== undefined && /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  return isBucket(bucket) ? bucket : undefined;
}
