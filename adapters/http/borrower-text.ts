/**
 * What the borrower may be shown of a lender's own text (a failure `message`, a joint-login error): one line of at most
 * 200 characters with whitespace folded and invisible characters dropped; a text that looks technical (markup, a stack
 * trace, JSON, an exception, a session token) is replaced by the endpoint's plain wording, as is an empty one.
 */
import { hasSessionToken } from '../redact-sensitive.ts';

/** The longest lender text shown to the borrower, in characters. */
export const borrowerTextLimit = 200;

/**
 * What the borrower reads when a call fails without a message of the lender's (spec section 8 fixes only "error" for a
 * network failure): what happened in everyday words and what to do. A screen at a money moment adds whether money
 * moved.
 */
export const failureMessages = {
  network: 'Network error. Please check your connection and try again.',
  timeout: 'This took too long. Please check your connection and try again.',
  empty: 'Our service sent no reply. Please try again in a few minutes.',
  /** An answer that is not JSON (an HTML error page) or whose fields are missing or of the wrong type. */
  unreadable: 'Something went wrong on our side. Please try again in a few minutes.',
} as const;

/** The app's generic failure wording, for an endpoint without wording of its own. */
export const genericErrorText = 'Something went wrong. Please try again.';

/** How much of a text is examined (a 2 MB message is judged by its start; only its first 200 characters can show). */
const examined = 20_000;

/** Control, zero-width and bidirectional-override characters: never shown, they only hide or reorder text. */
const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Signs of a text written for machines or developers rather than for a borrower. */
const technicalSigns: readonly RegExp[] = [
  // Markup: a tag, a doctype, a comment, an entity.
  /<\/?[a-z][\w:-]*(?:\s[^<>]*)?\/?>|<!doctype|<!--|&(?:lt|gt|amp|quot|nbsp|#\d+|#x[\da-f]+);/i,
  // A stack frame: "at fn (file.js:1:2)", "at file.js:1:2", Java's "at a.b.C.m(C.java:42)", Python's and PHP's.
  /\bat\s+(?:[\w$.<>[\]]+\s*)?\(?[^\s()]*:\d+(?::\d+)?\)?|\bat\s+[\w$]+(?:\.[\w$<>]+)+\(|Traceback \(most recent call last\)|\bFile "[^"]+", line \d+|\bon line \d+\b/,
  // A source file with a line number.
  /[\w/\\.-]+\.(?:js|mjs|cjs|ts|tsx|jsx|java|kt|py|php|go|rb|cs|scala):\d+/i,
  // JSON: an object's "key": (a whole JSON text is caught by isJson).
  /"[\w$-]+"\s*:/,
  // Exceptions and error classes (TypeError, NullPointerException), fatal and uncaught errors, SQL, Go panics.
  /\b\w*Exception\b|\b[A-Z][a-z]+(?:[A-Z][a-z]*)*Error\b|\bUncaught\b|\bFatal error\b|\bSQLSTATE\b|\bsyntax error at or near\b|\bgoroutine \d+\b|\bpanic:/,
  // What a program prints for a value that is not text.
  /\[object \w+\]|\bundefined\b|\bNaN\b/,
];

/** Whether a text is a JSON object or list. */
function isJson(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/** Whether a lender text looks technical (markup, stack trace, JSON, exception, session token): never shown as it is. */
export function looksTechnical(text: string): boolean {
  const start = text.slice(0, examined);
  return technicalSigns.some((sign) => sign.test(start)) || hasSessionToken(start) || (text.length <= examined && isJson(text));
}

/** A text on one line: whitespace runs folded to one space, invisible characters dropped, trimmed. */
export function foldWhitespace(text: string): string {
  return text.slice(0, examined).replace(invisible, '').replace(/\s+/g, ' ').trim();
}

/** A text cut to `limit` characters (whole characters, at a word where one ends near the cut), with … when cut. */
export function capText(text: string, limit = borrowerTextLimit): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space >= head.length - 30 && space > 0 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * What the borrower is shown for a lender's text: folded and capped, or `fallback` (the endpoint's own plain wording;
 * genericErrorText where it has none) when the text is missing, empty or looks technical.
 */
export function borrowerText(text: unknown, fallback: string): string {
  if (typeof text !== 'string') return fallback;
  const folded = foldWhitespace(text);
  if (folded === '' || looksTechnical(text)) return fallback;
  return capText(folded);
}
