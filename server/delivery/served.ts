/**
 * A screen answer prepared once and served from memory: the body's bytes and every header, ETag included, and its
 * gzip copy, made on the first request that accepts it and kept with the version (a phone's fetch always does), sent
 * with the weak form of the ETag (compressedEtag).
 */
import { gzipSync } from 'node:zlib';
import { etagOfHash } from '../store/screen-facts.ts';

/** A ready answer for one screen version. */
export interface Served {
  version: number;
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  /** Headers of a 200 (Content-Type, Content-Length, ETag, Cache-Control, X-Screen-Version). */
  headers: Record<string, string>;
  /** Headers of a 304. */
  notModified: Record<string, string>;
  /** The body gzip-compressed (level 9), made on the first call and kept; sent with compressedEtag(etag). */
  gzipBody(): Uint8Array<ArrayBuffer>;
}

/**
 * The ETag of an answer sent compressed (gzip, Brotli): the weak form of the plain one's. A strong ETag names the bytes
 * sent, so two content codings of one document must not share it (RFC 9110 8.8.3, 8.8.3.3); a weak one says "the same
 * document", and If-None-Match compares weakly (8.8.3.2, matchesEtag drops W/): a client holding either form — the
 * app's kept copy, the ETag written into a server-drawn page — still gets its 304.
 */
export const compressedEtag = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);

/** Prepares the answer for a version's text (its content hash given, so nothing is hashed per request). */
export function makeServed(version: number, text: string, hash: string): Served {
  const body = new TextEncoder().encode(text);
  const etag = etagOfHash(hash);
  // Vary: a cache in between keeps the gzip and the plain answer apart (on the 304 too, as on the 200 it revalidates).
  const notModified = {
    ETag: etag,
    'Cache-Control': 'no-cache',
    'X-Screen-Version': String(version),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  return {
    version,
    etag,
    body,
    notModified,
    headers: { ...notModified, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.byteLength) },
    gzipBody: () => (gzipped ??= new Uint8Array(gzipSync(body, { level: 9 }))),
  };
}

/** Whether an Accept-Encoding header accepts gzip: named with a q above 0, or not named and `*` is (RFC 9110 12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    codings.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (codings.get('gzip') ?? codings.get('*') ?? 0) > 0;
}

/** True when an If-None-Match header names this ETag (or is *). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
