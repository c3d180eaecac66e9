/**
 * The page's first lender calls, sent before the app has arrived. A page the server drew (app/ssr/) names this
 * small module first, with high priority, and carries the calls its screen opens with in a JSON block
 * (`<script type="application/json" id="hatid-first-calls">`, worked out and encoded on the server by
 * app/ssr/first-calls.ts): this module adds what only the phone knows — the values of the page's query it
 * fills in, the session parameters and the clients' headers, exactly as the lender clients add them
 * (adapters/http/session-query.ts) — and sends them at once. The app's lender clients are handed the answer of a
 * request that is the same request (method, address, body: `takeFirstAnswer`), so the screen's first call does not
 * wait for the app's code; any other request goes out as usual.
 */
import { parsePageQuery } from '../adapters/http/page-query.ts';
import type { LenderClient } from '../adapters/http/clients.ts';
import { clientHeaders, withSessionQuery } from '../adapters/http/session-query.ts';
// As app/config.ts's apiBaseURL, read here: importing config would make it a chunk shared with the entry.
const apiBaseURL: string = import.meta.env.VITE_HATID_API_BASE ?? '/api';

/** The id of the JSON block. */
export const firstCallsId = 'hatid-first-calls';

/** One call of the block (app/ssr/first-calls.ts's FirstCall). */
interface Call {
  method: string;
  url: string;
  form?: string;
  json?: string;
  client: LenderClient;
  commonQuery: boolean;
  /** Sent only when each listed fill has a value (true) or has none (false). */
  only?: [number, boolean][];
}

/** A page query value filled in where the server wrote HatidFill<n>Q: [name, default]. */
type Fill = [string, string | null];

const token = /HatidFill(\d+)Q/g;
const sent = new Map<string, Promise<Response>>();

/** What a request is matched by: method, address and body text. */
const requestKey = (method: string, url: string, body: string) => `${method.toUpperCase()} ${url}\n${body}`;

/** A value as application/x-www-form-urlencoded writes it (URLSearchParams, as the lender clients' bodies). */
const formText = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);

/** A body as its text, for matching: a form's encoding, a JSON text; anything else matches nothing. */
export function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return body instanceof URLSearchParams ? body.toString() : undefined;
}

/** The answer of a first call that is this request, once; undefined for any other request. */
export function takeFirstAnswer(method: string, url: string, body: unknown): Promise<Response> | undefined {
  const text = bodyText(body);
  if (text === undefined) return undefined;
  const key = requestKey(method, url, text);
  const answer = sent.get(key);
  sent.delete(key);
  return answer;
}

/** One request of the block, ready to send. */
export interface FirstRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  form?: string;
  json?: string;
}

/** The requests of a page's block for the page's address (`search`, `hash`): what the lender clients would send. */
export function firstRequests(block: { calls?: Call[]; fill?: Fill[] }, search: string, hash: string): FirstRequest[] {
  const [, hashQuery = ''] = hash.split('?');
  const query = parsePageQuery([search.replace(/^\?/, ''), hashQuery].filter(Boolean).join('&'));
  const values = (block.fill ?? []).map(([name, fallback]) => (query[name] ? query[name] : fallback));
  const base = apiBaseURL.replace(/\/+$/, '');
  const requests: FirstRequest[] = [];
  for (const call of block.calls ?? []) {
    // The case of the page's query this call was written for (an optional parameter present or absent).
    if (call.only?.some(([n, present]) => (values[n] !== null && values[n] !== undefined) !== present)) continue;
    let missing = false;
    const filled = (text: string | undefined, encode: (value: string) => string) =>
      text?.replace(token, (_, n: string) => {
        const value = values[Number(n)];
        if (value === null || value === undefined) missing = true;
        return encode(value ?? '');
      });
    const path = filled(call.url, formText) ?? '';
    const form = filled(call.form, formText);
    const json = filled(call.json, (value) => JSON.stringify(value).slice(1, -1));
    // A parameter the page lacks, without a default: the screen says so and calls nothing.
    if (missing) continue;
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', 'X-Requested-With': 'XMLHttpRequest' };
    for (const name of clientHeaders[call.client] ?? []) headers[name] = query[name] ?? '';
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const request: FirstRequest = { method: call.method, url: base + withSessionQuery(path, query, call.commonQuery), headers };
    if (form !== undefined) request.form = form;
    if (json !== undefined) request.json = json;
    requests.push(request);
  }
  return requests;
}

/** Sends requests of a block and keeps their answers for takeFirstAnswer. */
export function sendRequests(requests: FirstRequest[], send: typeof fetch): void {
  for (const { method, url, headers, form, json } of requests) {
    const answer = send(url, { method, headers, body: form !== undefined ? new URLSearchParams(form) : json });
    // Unclaimed (the app made another call), its failure is nobody's: the app's own call reports its own.
    answer.catch(() => undefined);
    sent.set(requestKey(method, url, form ?? json ?? ''), answer);
  }
}

/** Sends the calls of the page's block, if it has one. */
function sendFirstCalls(): void {
  let block: { calls?: Call[]; fill?: Fill[] };
  try {
    block = JSON.parse(document.getElementById(firstCallsId)?.textContent ?? '{}') as typeof block;
  } catch {
    return;
  }
  sendRequests(firstRequests(block, location.search, location.hash), (input, init) => fetch(input, init));
}

if (typeof document !== 'undefined') sendFirstCalls();
