/**
 * The address a request came from: the socket's peer, or with HATID_TRUST_PROXY=<hops> the address that many trusted
 * proxies saw, read from the right of X-Forwarded-For as Express does (proxy-addr): the first hops to the left of the
 * proxies you run may be written by anyone, so they are never believed.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import proxyAddr from 'proxy-addr';

/** The peer of the request's connection, or undefined when there is none (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address for the sign-in limit and the audit ('unknown' when there is no socket, e.g. app.request in
 * tests). `trustedHops` is the number of proxies in front of the server (0: the connection's own peer).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const peer = socketAddress(c);
  if (trustedHops <= 0) return peer ?? 'unknown';
  const forwarded = c.req.header('x-forwarded-for');
  // proxy-addr walks from the socket leftwards through X-Forwarded-For, trusting `trustedHops` addresses on the way.
  const req = {
    socket: { remoteAddress: peer ?? '' },
    connection: { remoteAddress: peer ?? '' },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  };
  const trust = (_address: string, hop: number) => hop < trustedHops;
  const found = proxyAddr(req as unknown as IncomingMessage, trust);
  return found || 'unknown';
}
