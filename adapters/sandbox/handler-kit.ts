/** What every sandbox handler works with: the request's fields, the context and the result shape. */
import type { SandboxState } from './scenarios.ts';

/** An uploaded file (any realm's File: jsdom's and Node's are different classes). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Whether a value is an uploaded file. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.arrayBuffer === 'function' && typeof v.type === 'string' && typeof v.size === 'number';
}

/** A request's fields (query and body merged, real field names); files of multipart bodies stay files. */
export type Payload = Record<string, string | FileLike>;

/**
 * What a handler answers: the useful payload, or a business failure with its message and, when the lender has
 * a specific failure code for it (such as 800006), that code; without one the envelope's usual failure code is sent.
 */
export type HandlerResult = { ok: true; value: unknown; file?: FileAnswer } | { ok: false; message: string; code?: string | number; field?: string };

/** A success answered with a file instead of an envelope (the promotion captcha's picture). */
export interface FileAnswer {
  body: string;
  headers: Record<string, string>;
}

/** What a handler can use. */
export interface HandlerContext {
  state: SandboxState;
  payload: Payload;
  /** The address of a served asset or, for addresses with a slash, the address itself. */
  image(nameOrUrl: string): string;
  /** Stores an uploaded image and returns its address. */
  storeUpload(bytes: Uint8Array, type: string): string;
  /** Where the sandbox is mounted, such as '/api' or 'http://sandbox.test/api' (no trailing slash). */
  baseURL: string;
  /**
   * Where payment checkout pages are served: baseURL, or its path on the payment origin (SandboxOptions.paymentOrigin,
   * HATID_SANDBOX_PAYMENT_ORIGIN), which stands for a provider's own host.
   */
  checkoutBase: string;
  /** The origin the app called from, for the checkout on the payment origin to send the borrower back to; '' otherwise. */
  returnOrigin: string;
  now(): number;
}

/** One endpoint's behaviour. */
export type Handler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;

/** A business failure with the message the borrower should see, and optionally the lender's failure code. */
export const fail = (message: string, code?: string | number): HandlerResult =>
  code === undefined ? { ok: false, message } : { ok: false, message, code };
/** A business failure about one form field (its item code): the answer names it in `data.field`. */
export const failOn = (field: string, message: string): HandlerResult => ({ ok: false, message, field });
/** A success carrying the useful payload. */
export const ok = (value: unknown): HandlerResult => ({ ok: true, value });
/** A success answered with a file (such as an SVG picture) instead of the envelope. */
export const okFile = (body: string, headers: Record<string, string>): HandlerResult => ({ ok: true, value: null, file: { body, headers } });
/** A text field of the payload, trimmed; '' when absent or a file. */
export const text = (p: Payload, key: string): string => {
  const v = p[key];
  return typeof v === 'string' ? v.trim() : '';
};
