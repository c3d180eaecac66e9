/**
 * Idempotency keys for the calls that must not take effect twice (catalog entries with `idempotent: true`:
 * repayment commit, confirm and generate, the loan pushes, the bank-binding saves, and the two calls that must not
 * create a second record: the promotion sign-up and the complaint). Each such request carries an
 * Idempotency-Key header. A retry of the same request (same endpoint, same payload and page query) gets the same key
 * for as long as no definitive answer came back, so a lender that already took the first attempt recognises the
 * retry; after a definitive answer (a success or a business failure) the next call gets a fresh key.
 */
import type { CallResult } from '../../renderer/core/ports.ts';
import type { EncodedRequest } from './encode-request.ts';

/** The request header that carries the key. */
export const idempotencyHeader = 'Idempotency-Key';

/** How many unsettled requests are remembered; the oldest is forgotten first. */
const maxRemembered = 50;

/** A fresh random key: 16 bytes from the platform's cryptographic generator, as 32 hex digits. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether an answer is definitive: the lender took the request and said yes or no. Others may be retried. */
export function isDefinitive(result: CallResult): boolean {
  return result.ok || result.kind === 'business';
}

function bodyText(data: EncodedRequest['data']): string {
  if (data === undefined) return '';
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  const parts: string[] = [];
  data.forEach((value, key) => {
    const text = typeof value === 'string' ? value : `${value.name}:${value.type}:${value.size}`;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  });
  return parts.join('&');
}

/** What makes two requests "the same": the endpoint, the method, the address with its query and the body. */
export function requestFingerprint(endpoint: string, req: EncodedRequest): string {
  return `${endpoint}\n${req.method} ${req.url}\n${bodyText(req.data)}`;
}

/** The keys of one API instance. */
export interface IdempotencyKeys {
  /** The key to send for a request: the one of an earlier attempt still without a definitive answer, or a new one. */
  keyFor(fingerprint: string): string;
  /** Forgets the key after a definitive answer, so the next call of the same request is a new request. */
  settle(fingerprint: string, key: string): void;
}

/** Creates an empty key store. `newKey` is for tests. */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const open = new Map<string, string>();
  return {
    keyFor(fingerprint) {
      const known = open.get(fingerprint);
      if (known !== undefined) return known;
      const key = newKey();
      if (open.size >= maxRemembered) {
        const oldest = open.keys().next();
        if (!oldest.done) open.delete(oldest.value);
      }
      open.set(fingerprint, key);
      return key;
    },
    settle(fingerprint, key) {
      if (open.get(fingerprint) === key) open.delete(fingerprint);
    },
  };
}
