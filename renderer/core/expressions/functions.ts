/** The named function catalog expressions may call; nothing else is callable. */
import { daysUntil } from './days-until.ts';
import { formatPhone } from './format-phone.ts';
import { loanQuote } from './loan-calculator.ts';
import { icu } from './message-hook.ts';
import { toDate, toNumber } from './to-date.ts';
import type { ClockPort } from '../ports.ts';

/** What a function may know about the page besides its arguments. */
export interface FunctionEnv {
  /** The page's query, for the currency flag. */
  query: Readonly<Record<string, unknown>>;
  /** The phone's date, for now() and daysUntil(): the ports' clock (renderer/core/ports.ts). */
  clock: Pick<ClockPort, 'wallTime'>;
}

type Fn = (args: unknown[], env: FunctionEnv) => unknown;

const maxListLength = 10_000;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The currency symbol: rupee when the page's `currency` flag is 1, otherwise peso (spec sections 2 and 9). */
export function currencySymbol(query: Readonly<Record<string, unknown>>): string {
  return String(query.currency ?? '') === '1' ? '₹' : '₱';
}

/** Formats integer cents as money: divided by 100, two decimals, thousands grouped with '.', decimals after ','. */
export function formatMoney(cents: unknown): string {
  const n = toNumber(cents);
  if (n === undefined) return '';
  const negative = n < 0;
  const [whole = '0', fraction = '00'] = (Math.abs(n) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction}`;
}

/** Formats a date (timestamp in s or ms, or a date string) as YYYY-MM-DD, with HH:MM:SS unless dateOnly. */
export function formatDate(value: unknown, dateOnly: boolean): string {
  const d = toDate(value);
  if (!d) return typeof value === 'string' ? value : '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return dateOnly ? day : `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Shows only the last `keep` characters (at most 4) of a number such as a card number. */
export function maskDigits(value: unknown, keep = 4): string {
  const text = String(value ?? '').replace(/\s+/g, '');
  const shown = Math.max(0, Math.min(4, Math.floor(keep)));
  if (!text) return '';
  const tail = shown ? text.slice(-shown) : '';
  return `${'*'.repeat(4)} ${tail}`.trim();
}

/** An address with one query parameter added (or replaced), keeping any #fragment at the end. */
export function withQuery(url: unknown, name: unknown, value: unknown): string {
  const text = String(url ?? '');
  const key = String(name ?? '');
  if (text === '' || key === '') return text;
  const hashAt = text.indexOf('#');
  const [base, hash] = hashAt >= 0 ? [text.slice(0, hashAt), text.slice(hashAt)] : [text, ''];
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  params.set(key, value === null || value === undefined ? '' : String(value));
  return `${path}?${params.toString()}${hash}`;
}

/** The fields of an object as a list of {key, value}, in the object's order (e.g. instructions grouped by title). */
export function entriesOf(value: unknown): { key: string; value: unknown }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.keys(value)
    .slice(0, maxListLength)
    .map((key) => ({ key, value: (value as Record<string, unknown>)[key] }));
}

/** An object from a list: each entry's `keyName` field names the entry's `valueName` field; empty values are left out. */
export function toMap(items: unknown, keyName: unknown, valueName: unknown): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  if (typeof keyName !== 'string' || typeof valueName !== 'string') return map;
  for (const entry of list(items).slice(0, maxListLength)) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const key = record[keyName];
    const value = Object.hasOwn(record, valueName) ? record[valueName] : undefined;
    if ((typeof key === 'string' && key !== '') || typeof key === 'number') {
      // Defined, not assigned: a key "__proto__" from data stays a plain key and never becomes the map's prototype.
      if (value !== null && value !== undefined && value !== '')
        Object.defineProperty(map, String(key), { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return map;
}

/** Two objects in one, the second's fields winning; anything that is not an object counts as empty. */
export function merge(first: unknown, second: unknown): Record<string, unknown> {
  const plain = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  return { ...plain(first), ...plain(second) };
}

/**
 * The spec's helper string checks, by name (fixed patterns: a document names a check, never supplies a pattern).
 * mobile is the promotion page's rule: 11 digits, starting with 1, second digit 3 to 9.
 */
const checks: Readonly<Record<string, RegExp>> = {
  email: /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/,
  phone: /^\+?\d{7,15}$/,
  mobile: /^1[3-9]\d{9}$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]{0,2000}$/i,
  integer: /^-?\d{1,15}$/,
  decimal: /^-?\d{1,15}(\.\d{1,10})?$/,
};

/** Whether a text passes one of the named checks (email, phone, mobile, chinese, url, integer, decimal). */
export function checkText(value: unknown, kind: unknown): boolean {
  const pattern = typeof kind === 'string' && Object.hasOwn(checks, kind) ? checks[kind] : undefined;
  if (!pattern) throw new RangeError(`unknown check \`${String(kind)}\`; use one of ${Object.keys(checks).join(', ')}`);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length <= 2100 && pattern.test(text);
}

function count(value: unknown): number {
  if (Array.isArray(value) || typeof value === 'string') return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

/** The function catalog, by name. */
export const functions: Readonly<Record<string, Fn>> = Object.freeze({
  money: ([cents, withSymbol], env) => {
    const text = formatMoney(cents);
    return text && withSymbol ? `${currencySymbol(env.query)}${text}` : text;
  },
  currency: (_args, env) => currencySymbol(env.query),
  date: ([value]) => formatDate(value, true),
  datetime: ([value]) => formatDate(value, false),
  count: ([value]) => count(value),
  len: ([value]) => count(value),
  mask: ([value, keep]) => maskDigits(value, toNumber(keep) ?? 4),
  append: ([items, value]) => {
    const base = list(items);
    if (base.length >= maxListLength) throw new RangeError('list is too long');
    return [...base, value];
  },
  removeAt: ([items, index]) => list(items).filter((_, i) => i !== toNumber(index)),
  join: ([items, separator]) =>
    list(items)
      .map((v) => (v === null || v === undefined ? '' : String(v)))
      .join(typeof separator === 'string' ? separator : ','),
  default: ([value, fallback]) => (value === null || value === undefined || value === '' ? fallback : value),
  find: ([items, key, value]) =>
    list(items).find(
      (entry) =>
        entry !== null &&
        typeof entry === 'object' &&
        typeof key === 'string' &&
        Object.hasOwn(entry, key) &&
        String((entry as Record<string, unknown>)[key]) === String(value),
    ),
  includes: ([items, value]) => list(items).some((v) => String(v) === String(value)),
  string: ([value]) => (value === null || value === undefined ? '' : String(value)),
  number: ([value]) => toNumber(value) ?? 0,
  trim: ([value]) => String(value ?? '').trim(),
  lower: ([value]) => String(value ?? '').toLowerCase(),
  entries: ([value]) => entriesOf(value),
  toMap: ([items, keyName, valueName]) => toMap(items, keyName, valueName),
  merge: ([first, second]) => merge(first, second),
  loanQuote: ([amount, days]) => loanQuote(amount, days),
  check: ([value, kind]) => checkText(value, kind),
  withQuery: ([url, name, value]) => withQuery(url, name, value),
  phoneNumber: ([value]) => formatPhone(value),
  daysUntil: ([value], env) => daysUntil(value, new Date(env.clock.wallTime())),
  now: (_args, env) => env.clock.wallTime(),
  // A translated ICU text, as localize-document.ts writes it (not written in documents by hand).
  icu,
});
