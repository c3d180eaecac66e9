/** Reading a sandbox request's fields from its query and JSON, form or multipart body. */
import { isFileLike, type Payload } from './handler-kit.ts';

function put(out: Payload, key: string, value: unknown) {
  if (isFileLike(value)) out[key] = value;
  else if (value === null || value === undefined) out[key] = '';
  else if (typeof value === 'object') out[key] = JSON.stringify(value);
  else out[key] = String(value);
}

/** The request's fields: query parameters, overridden by body fields. Unreadable bodies count as empty. */
export async function readPayload(req: Request): Promise<Payload> {
  const out: Payload = {};
  for (const [k, v] of new URL(req.url).searchParams) put(out, k, v);
  if (req.method === 'GET' || req.method === 'HEAD') return out;
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await req.formData();
      for (const [k, v] of form) put(out, k, v);
    } else {
      const raw = await req.text();
      const parsed: unknown = raw.trim() ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) put(out, k, v);
      }
    }
  } catch {
    // A malformed body reads as no fields; the handler then answers with its own validation message.
  }
  return out;
}

/** A loggable copy of a payload: files become their name, type and size. */
export function describePayload(payload: Payload): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, isFileLike(v) ? { file: v.name, type: v.type, size: v.size } : v]));
}
