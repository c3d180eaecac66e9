/**
 * The lender calls a page's first-call module sends before the app has arrived (app/first-call.ts): the screen's
 * `load` calls, worked out on the server from the document and the query as the app's early loads work them out
 * (app/early-loads.ts) and encoded as the app's lender clients encode them (adapters/http/encode-request.ts).
 * Only what the server can know: a call whose rule reads the session, the device's saved values or the clock, or that
 * only a tap may make (money, account, cost), is left to the app. The session parameters and the clients' headers are
 * added on the phone from the page's address: they are never written into the page.
 */
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { encodeRequest } from '../../adapters/http/encode-request.ts';
import { endpoints, findEndpoint, tapRuleOf } from '../../adapters/http/endpoints.ts';
import { resolveValue, type Scope } from '../../renderer/core/expressions/evaluate.ts';
import { unknownClock } from '../../renderer/core/expressions/unknown-clock.ts';
import { pendingOf, readsPending } from '../../renderer/react/pending-reads.ts';
import { firstViewUnknowns } from './first-view-reads.ts';

/** One call as the page's JSON block carries it (app/first-call.ts sends it). */
export interface FirstCall {
  /** The endpoint's catalog name. */
  endpoint: string;
  method: 'GET' | 'POST';
  /** Path and the call's own query, relative to the lender API's base. */
  url: string;
  /** A form body (URL-encoded) or a JSON body. */
  form?: string;
  json?: string;
  /** Which client sends it (its headers), and whether the whole common query string goes along. */
  client: 'one' | 'two';
  commonQuery: boolean;
  /**
   * Sent only when each listed `fill` index has a value in the page query (true) or has none (false): a call reading an
   * optional parameter without a default is written once per case, as the app leaves the field out when it is absent.
   */
  only?: [number, boolean][];
}

/**
 * The page's block: the calls, written with `HatidFill<n>Q` where the phone fills in the page query's value of
 * `fill[n]`'s name (or its default; no value and no default: the call is not sent), so one block serves every borrower
 * of a version.
 */
export interface FirstCalls {
  calls: FirstCall[];
  fill: [string, string | null][];
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const tokenPattern = /HatidFill\d+Q/;

/** True when every string in a payload is either free of fill tokens or exactly one token (a value passed as it is). */
function passedAsIs(value: unknown): boolean {
  if (typeof value === 'string') return !tokenPattern.test(value) || /^HatidFill\d+Q$/.test(value);
  if (Array.isArray(value)) return value.every(passedAsIs);
  if (isRow(value)) return Object.values(value).every(passedAsIs);
  return true;
}

/** The calls a document's opening makes that the page can send ahead, for every borrower of this version. */
export async function firstCalls(doc: ScreenDocument): Promise<FirstCalls> {
  const fill: FirstCalls['fill'] = [];
  const tokens = new Map<string, string>();
  const tokenOf = (name: string, fallback: string | null) => {
    let token = tokens.get(name);
    if (!token) {
      token = `HatidFill${fill.length}Q`;
      tokens.set(name, token);
      fill.push([name, fallback]);
    }
    return token;
  };
  // A parameter stands for its page query value, or its default. One with neither is sometimes absent, and the app then
  // leaves its field out of the request (screen-controller.ts's paramsOf): a call reading such optional parameters is
  // written once per case (at most two of them: four cases), each sent only when the page's query matches it.
  const params: Row = {};
  const optional = new Set<string>();
  for (const [name, spec] of Object.entries(doc.params ?? {})) {
    const fallback = spec.default === undefined ? null : String(spec.default);
    if (spec.required || fallback !== null) params[name] = tokenOf(name, fallback);
    else optional.add(name);
  }
  const unknown = pendingOf(doc, true, firstViewUnknowns(doc));
  // A rule reading the phone's date is left to the app (unknown above); were one evaluated, it would fail, not read the server's.
  const env = { query: {}, clock: unknownClock };
  const calls: FirstCall[] = [];
  for (const spec of Object.values(doc.load ?? {})) {
    const endpoint = findEndpoint(endpoints, spec.call);
    if (!endpoint || tapRuleOf(endpoint) || endpoint.image || readsPending([spec.when, spec.with], unknown)) continue;
    if (/(?<![\w$.])query\b/.test(JSON.stringify([spec.when ?? null, spec.with ?? null]))) continue;
    if (spec.when !== undefined && /(?<![\w$.])params\b/.test(JSON.stringify(spec.when))) continue;
    const read = paramsRead(spec.with, Object.keys(doc.params ?? {}));
    if (!read) continue;
    const maybe = read.filter((name) => optional.has(name));
    if (read.some((name) => !Object.hasOwn(params, name) && !optional.has(name)) || maybe.length > 2) continue;
    const stands = maybe.map((name) => tokenOf(name, null));
    // Every case of the optional parameters read, all present first: present (its stand-in) or absent (not in params).
    for (let bits = (1 << maybe.length) - 1; bits >= 0; bits--) {
      const present = maybe.map((_, i) => (bits & (1 << i)) !== 0);
      const scopeParams: Row = { ...params };
      maybe.forEach((name, i) => present[i] && (scopeParams[name] = stands[i]));
      // The query as a whole is not known here (only what the phone fills in): a rule reading it is left to the app too.
      const fixed: Scope = { params: scopeParams, query: {}, session: {}, state: isRow(doc.state) ? doc.state : {}, data: {}, saved: {} };
      try {
        if (spec.when !== undefined && !resolveValue(spec.when, fixed, env)) continue;
        const payload = resolveValue(spec.with ?? {}, fixed, env) ?? {};
        if (!isRow(payload) || !passedAsIs(payload)) continue;
        const req = await encodeRequest(endpoint, payload);
        const call: FirstCall = { endpoint: spec.call, method: req.method, url: req.url, client: endpoint.client, commonQuery: req.commonQuery };
        if (req.data instanceof URLSearchParams) call.form = req.data.toString();
        else if (typeof req.data === 'string') call.json = req.data;
        else if (req.data !== undefined) continue;
        if (maybe.length) call.only = maybe.map((name, i) => [fill.findIndex(([n]) => n === name), present[i] as boolean]);
        calls.push(call);
      } catch {
        // A rule that fails here fails again when the screen loads on the phone, which reports it.
      }
    }
  }
  return { calls, fill: calls.length ? fill : [] };
}

/** The parameters a value reads (`all` when it reads params whole), or undefined when it picks one by a computed name. */
function paramsRead(value: unknown, all: string[]): string[] | undefined {
  const text = JSON.stringify(value ?? null);
  if (/(?<![\w$.])params\s*\[/.test(text)) return undefined;
  if (/(?<![\w$.])params(?![\w$]|\s*[.[])/.test(text)) return all;
  return [...new Set([...text.matchAll(/(?<![\w$.])params\s*\.\s*([A-Za-z_$][\w$]*)/g)].map(([, name]) => name ?? ''))];
}
