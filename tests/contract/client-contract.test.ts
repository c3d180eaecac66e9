// @vitest-environment node
/**
 * The client against the lender's wire, as the spec writes it: recorded exchanges (tests/contract/recorded/) say what a
 * call must send and what a screen must get from the lender's answer. The sandbox is not involved, so a client that
 * misreads the spec (a wrong wire name, envelope, success code or payload slot) fails here even where the sandbox, if
 * it shared the mistake, would agree.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../adapters/http/create-api.ts';
import { sessionParamNames } from '../../adapters/http/page-query.ts';
import type { Exchange } from './recorded/exchange.ts';
import { recordedExchanges } from './recorded/index.ts';

const baseURL = 'http://lender.test/api';
/** A page query with session parameters and both clients' header parameters. */
const pageQuery = { deviceId: 'dev-1', userId: '5512', building: 'b-1', gather: 'g-2', swift: 's-3', eyes: 'e-9' };

/** What the client put on the wire for one call. */
interface Sent {
  method: string;
  path: string;
  encoding: Exchange['request']['encoding'];
  fields: Record<string, string>;
  headers: Headers;
}

async function fieldsOf(req: Request): Promise<{ encoding: Sent['encoding']; fields: Record<string, string> }> {
  const url = new URL(req.url);
  if (req.method === 'GET') {
    // The page's session parameters (the common query string of legacy calls) ride along; the call's own fields are the rest.
    const common = new Set<string>(sessionParamNames);
    const own = [...url.searchParams].filter(([k]) => !common.has(k));
    return { encoding: 'query', fields: Object.fromEntries(own) };
  }
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json()) as Record<string, unknown>;
    return { encoding: 'json', fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? '' : String(v)])) };
  }
  const form = await req.formData();
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
  return { encoding: type.includes('multipart/form-data') ? 'multipart' : 'form', fields };
}

/** Calls the endpoint through the real client; the "lender" answers the recorded body and keeps the request. */
async function replay(exchange: Exchange): Promise<{ sent: Sent; result: unknown }> {
  let seen: Request | undefined;
  const api = createApi({
    baseURL,
    logger: { error: () => undefined },
    fetch: async (input, init) => {
      seen = new Request(input, { method: init?.method, headers: init?.headers, body: init?.body });
      return new Response(JSON.stringify(exchange.answer), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  const result = await api.call(exchange.endpoint, exchange.payload, { query: pageQuery });
  if (!seen) throw new Error(`${exchange.endpoint} sent nothing`);
  const url = new URL(seen.url);
  const { encoding, fields } = await fieldsOf(seen);
  return { sent: { method: seen.method, path: url.pathname.slice('/api'.length), encoding, fields, headers: seen.headers }, result };
}

describe.each(recordedExchanges.map((e) => [`${e.endpoint}: ${e.title}`, e] as const))('%s', (_, exchange) => {
  it('sends the request the spec describes', async () => {
    const { sent } = await replay(exchange);
    expect({ method: sent.method, path: sent.path.replace(/^\/published/, ''), encoding: sent.encoding, fields: sent.fields }).toEqual(
      exchange.request,
    );
    expect(sent.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    // Spec section 7: client one sends building and gather, client two (form bodies) swift and eyes.
    const pair = exchange.request.encoding === 'json' ? ['building', 'gather'] : ['swift', 'eyes'];
    for (const name of pair) expect(sent.headers.get(name), name).toBe((pageQuery as Record<string, string>)[name]);
  });

  it("gives the screen what the lender's answer means", async () => {
    const { result } = await replay(exchange);
    if (exchange.result.ok) expect(result).toEqual(exchange.result);
    else expect(result).toMatchObject(exchange.result);
  });
});
