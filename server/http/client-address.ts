/** The address a request came from: the socket's peer, or with HATID_TRUST_PROXY=1 the first X-Forwarded-For hop. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The client's address as this server can know it ('unknown' when there is no socket, e.g. app.request in tests). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
