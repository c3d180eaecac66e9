/** Turning a catalog entry, a screen's payload and the page query into the pieces of one HTTP request. */
import type { EndpointSpec, PayloadEncoding } from './endpoints.ts';
import { aliasTableOf, renameKeys } from './field-aliases.ts';

/**
 * What the client sends: method, path relative to the base URL (with the call's own query string), body and headers.
 * The clients' interceptors add their own headers and the session parameters (axios-clients.ts).
 */
export interface EncodedRequest {
  method: 'GET' | 'POST';
  url: string;
  data?: string | URLSearchParams | FormData;
  headers: Record<string, string>;
  /** /published and legacy calls carry the whole common query string, empty values included. */
  commonQuery: boolean;
}

/** The path prefix of calls that carry the common query string. */
export const publishedPrefix = '/published';

/** A payload value as form or query text; undefined means "leave the field out". */
export function formValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((v) => formValue(v) ?? '').join(',');
  return JSON.stringify(value);
}

function toParams(payload: Record<string, unknown>, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(payload)) {
    const text = formValue(value);
    if (text !== undefined) into.append(key, text);
  }
  return into;
}

/** Blob or File of any realm (a jsdom File is not an instanceof Node's Blob, and the reverse). */
function isBlobLike(value: unknown): value is Blob {
  if (value instanceof Blob) return true;
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.arrayBuffer === 'function' && typeof v.size === 'number' && typeof v.type === 'string';
}

/** A Blob without stream() comes from another realm (jsdom under vitest) that the fetch realm cannot read. */
const isForeignBlob = (value: Blob) => typeof (value as Partial<Blob>).stream !== 'function';

/** The same bytes as a Blob of the fetch realm (Response builds its own realm's objects). */
async function fetchRealmBlob(value: Blob): Promise<Blob> {
  const bytes = await value.arrayBuffer();
  return new Response(bytes, { headers: { 'Content-Type': value.type || 'application/octet-stream' } }).blob();
}

async function toFormData(payload: Record<string, unknown>): Promise<FormData> {
  const entries = Object.entries(payload);
  const foreign = typeof Response !== 'undefined' && entries.some(([, v]) => isBlobLike(v) && isForeignBlob(v));
  // Under jsdom, FormData and File are jsdom's but fetch is Node's: build the form in fetch's realm.
  const form = foreign ? await new Response(new URLSearchParams()).formData() : new FormData();
  for (const [key, value] of entries) {
    if (isBlobLike(value)) {
      const name = typeof (value as Partial<File>).name === 'string' ? (value as File).name : 'upload';
      form.append(key, foreign ? await fetchRealmBlob(value) : value, name);
    } else {
      const text = formValue(value);
      if (text !== undefined) form.append(key, text);
    }
  }
  return form;
}

/** Client two and /published posts are form-encoded (spec section 7), whatever the entry says. */
function effectiveEncoding(spec: EndpointSpec): PayloadEncoding {
  if (spec.method === 'GET') return 'query';
  if (spec.encoding === 'json' && (spec.client === 'two' || spec.published || spec.commonQuery)) return 'form';
  return spec.encoding;
}

/** Builds the request for one call (the page query's part, headers and session parameters, is the clients'). */
export async function encodeRequest(spec: EndpointSpec, payload: Record<string, unknown>): Promise<EncodedRequest> {
  const merged: Record<string, unknown> = { ...payload, ...spec.fixed };
  const aliases = aliasTableOf(spec);
  const body = aliases ? (renameKeys(merged, aliases.toWire) as Record<string, unknown>) : merged;
  const headers: Record<string, string> = {};
  const commonQuery = spec.published === true || spec.commonQuery === true;
  const encoding = effectiveEncoding(spec);
  const search = new URLSearchParams();
  let data: EncodedRequest['data'];
  if (encoding === 'query') toParams(body, search);
  else if (encoding === 'form') data = toParams(body);
  else if (encoding === 'multipart') {
    // No Content-Type of our own: fetch writes the multipart header with its boundary.
    data = await toFormData(body);
  } else {
    data = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }

  const path = spec.path.replace(/^\/+/, '');
  const qs = search.toString();
  const url = (spec.published ? `${publishedPrefix}/${path}` : `/${path}`) + (qs ? `?${qs}` : '');
  const request: EncodedRequest = { method: spec.method, url, headers, commonQuery };
  if (data !== undefined) request.data = data;
  return request;
}

/**
 * The address of a GET endpoint with its payload (and fixed fields) in the query string, without session parameters
 * or headers: what a screen puts in an image source for an endpoint that answers a picture (catalog entries with
 * `image: true`, such as promotion.captcha: `<apiBase>/promotion/get-captcha?sid=…&timestamp=…`).
 */
export function endpointAddress(baseURL: string, spec: EndpointSpec, payload: Record<string, unknown>): string {
  if (spec.method !== 'GET') throw new Error(`Only GET endpoints have an address; ${spec.path} is ${spec.method}.`);
  const merged: Record<string, unknown> = { ...payload, ...spec.fixed };
  const aliases = aliasTableOf(spec);
  const qs = toParams(aliases ? (renameKeys(merged, aliases.toWire) as Record<string, unknown>) : merged).toString();
  const path = spec.path.replace(/^\/+/, '');
  const base = baseURL.replace(/\/+$/, '');
  return `${base}${spec.published ? publishedPrefix : ''}/${path}${qs ? `?${qs}` : ''}`;
}
