/**
 * What every lender request carries from the page's address (spec sections 6 and 7): the session parameters in its
 * query string, and each client's own headers. Shared by the lender clients (axios-clients.ts) and the page's
 * first-call module (app/first-call.ts), which must send the very same request.
 */
import type { LenderClient } from './clients.ts';
import { sessionParamNames } from './page-query.ts';

/** The headers each client takes from same-named page query parameters (empty when absent). */
export const clientHeaders: Record<LenderClient, readonly string[]> = {
  one: ['building', 'gather'],
  two: ['swift', 'eyes'],
};

/**
 * Identity travels in the query (spec section 6): every call carries the session parameters the page has; /published
 * and legacy calls carry the whole common query string, empty values included. They come before the call's own.
 */
export function withSessionQuery(url: string, query: Readonly<Record<string, string | undefined>>, common: boolean): string {
  const session = new URLSearchParams();
  for (const name of sessionParamNames) {
    const value = query[name];
    if (common || (value !== undefined && value !== '')) session.append(name, value ?? '');
  }
  const text = session.toString();
  if (!text) return url;
  const at = url.indexOf('?');
  return at < 0 ? `${url}?${text}` : `${url.slice(0, at)}?${text}&${url.slice(at + 1)}`;
}
