/** A screen answer prepared once and served from memory: the body's bytes and every header, ETag included. */
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
}

/** Prepares the answer for a version's text (its content hash given, so nothing is hashed per request). */
export function makeServed(version: number, text: string, hash: string): Served {
  const body = new TextEncoder().encode(text);
  const etag = etagOfHash(hash);
  const notModified = { ETag: etag, 'Cache-Control': 'no-cache', 'X-Screen-Version': String(version), 'X-Content-Type-Options': 'nosniff' };
  return {
    version,
    etag,
    body,
    notModified,
    headers: { ...notModified, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.byteLength) },
  };
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
