/**
 * Idempotency keys for the calls that must not take effect twice (catalog entries with `idempotent: true`:
 * repayment commit, confirm and generate, the loan pushes, the bank-binding saves, and the two calls that must not
 * create a second record: the promotion sign-up and the complaint). Each such request carries an
 * Idempotency-Key header. A retry of the same request (same endpoint, same payload and page query) gets the same key
 * for as long as no definitive answer came back, so a lender that already took the first attempt recognises the
 * retry; after a definitive answer (a success or a business failure) the next call gets a fresh key.
 *
 * In the app the keys still without a definitive answer are also kept in the tab's sessionStorage (`kept`), so that a
 * page reloaded after an unanswered money call (the webview reloaded while the borrower read an SMS, a pull to refresh)
 * sends the same key when the borrower taps again: the lender gives its first answer again instead of making a second
 * loan (borrower walk 2026-11-29: an unconfirmed Loan Now, the page reloaded, Loan Now again made two loans). Only a
 * hash of each request is kept, never its body (a card number, an SMS code).
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

/** Where the unsettled keys outlive the page: the tab's sessionStorage in the app (what a Storage has of it). */
export type KeptKeys = Pick<Storage, 'getItem' | 'setItem'>;

/** The sessionStorage item holding the unsettled keys: [hash of the request, key] pairs, oldest first. */
export const keptKeysItem = 'hatid-open-idempotency-keys';

/** A 53-bit hash of a request's fingerprint (cyrb53), as it is kept: the fingerprint itself may hold a card number. */
export function fingerprintHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The kept pairs, or none when the item is missing, unreadable or blocked. */
function readKept(kept: KeptKeys | undefined): [string, string][] {
  try {
    const pairs: unknown = JSON.parse(kept?.getItem(keptKeysItem) ?? '[]');
    return Array.isArray(pairs)
      ? pairs.filter((p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Creates a key store: empty, or holding the unsettled keys an earlier page of this tab left in `kept` (and keeping
 * its own there). `newKey` is for tests.
 */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey, kept?: KeptKeys): IdempotencyKeys {
  // By the hash of the fingerprint, in the order they were made.
  const open = new Map<string, string>(readKept(kept).slice(-maxRemembered));
  const keep = () => {
    try {
      kept?.setItem(keptKeysItem, JSON.stringify([...open]));
    } catch {
      // Full or blocked: the keys still hold for this page.
    }
  };
  return {
    keyFor(fingerprint) {
      const id = fingerprintHash(fingerprint);
      const known = open.get(id);
      if (known !== undefined) return known;
      const key = newKey();
      if (open.size >= maxRemembered) {
        const oldest = open.keys().next();
        if (!oldest.done) open.delete(oldest.value);
      }
      open.set(id, key);
      keep();
      return key;
    },
    settle(fingerprint, key) {
      const id = fingerprintHash(fingerprint);
      if (open.get(id) !== key) return;
      open.delete(id);
      keep();
    },
  };
}
