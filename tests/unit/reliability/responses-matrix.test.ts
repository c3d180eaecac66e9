// @vitest-environment node
/**
 * Hostile answers for every endpoint of the catalog (a new endpoint is covered without touching this file), through
 * the real http adapter with an in-process fetch: an HTML 502 page, an empty body, a byte order mark before valid
 * JSON, a missing or wrong-typed field, a business error code, a network error and the 60 s timeout. Each call
 * resolves (never rejects) to a failed CallResult with a plain, non-empty message, except the BOM, which reads fine.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { answerShapes, pickPointer } from '../../../adapters/http/check-answer.ts';
import { endpoints, type EndpointSpec } from '../../../adapters/http/endpoints.ts';
import { aliasTableOf, renameKeys } from '../../../adapters/http/field-aliases.ts';
import { failureMessages } from '../../../adapters/http/read-answer.ts';
import type { CallResult } from '../../../renderer/core/ports.ts';
import { exampleOf, firstRequired, wrongTypeFor } from './responses-examples.ts';

const baseURL = 'http://lender.test/api';
const ctx = { query: { deviceId: 'dev-1', userId: '5512' } };
const catalog: Readonly<Record<string, EndpointSpec>> = endpoints;
/** Every endpoint a screen calls (the captcha is shown by its address, never called). */
const names = Object.keys(catalog).filter((name) => !catalog[name]?.image);

type Reply = () => Promise<Response>;

/** An API over an in-process fetch giving `reply`, with a logger that records. */
function apiReplying(reply: Reply) {
  const logs: { message: string; pointer: string }[] = [];
  const api = createApi({ baseURL, fetch: () => reply(), logger: { error: (message, pointer) => void logs.push({ message, pointer }) } });
  return { api, logs };
}

/** A success envelope by the endpoint's rule, with `payload` where its `pick` says, in the endpoint's wire names. */
function successBody(spec: EndpointSpec, payload: unknown): unknown {
  const envelope: Record<string, unknown> =
    spec.success === 'flag' ? { success: true, code: 0, message: '' } : { code: { zero: 0, '00': '00', '0': '0' }[spec.success], message: '' };
  const keys = spec.pick === 'body' ? [] : spec.pick.split('.');
  let at = envelope;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) at[key] = payload;
    else at = at[key] = {};
  });
  const aliases = aliasTableOf(spec);
  return aliases ? renameKeys(envelope, aliases.toWire) : envelope;
}

/** A failure envelope with the endpoint's rule: code 7001 or success false, with the server's message. */
function businessBody(spec: EndpointSpec, message: string): unknown {
  const body = spec.success === 'flag' ? { success: false, code: 7001, message } : { code: '7001', message };
  const aliases = aliasTableOf(spec);
  return aliases ? renameKeys(body, aliases.toWire) : body;
}

/** A payload that meets the endpoint's entity schema (the smallest one), or a plain object when it has none. */
function goodPayload(name: string): unknown {
  const shape = answerShapes[name];
  if (!shape) return { ok: 1 };
  return shape.list ? [exampleOf(shape.entity)] : exampleOf(shape.entity);
}

const json =
  (body: unknown, status = 200): Reply =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A failure with a plain message: one line of words, no code, no "undefined". */
function expectPlainFailure(result: CallResult, kind: string): void {
  expect(result).toMatchObject({ ok: false, kind });
  const message = result.ok ? '' : result.message;
  expect(message.trim()).not.toBe('');
  expect(message).not.toMatch(/undefined|null|NaN|\[object|<|\{/);
}

afterEach(() => {
  vi.useRealTimers();
});

function specOf(name: string): EndpointSpec {
  const spec = catalog[name];
  if (!spec) throw new Error(`no endpoint ${name}`);
  return spec;
}

describe.each(names)('%s', (name) => {
  const spec = specOf(name);

  it('an HTML 502 page: cannot be read, reported with the endpoint', async () => {
    const { api, logs } = apiReplying(
      async () =>
        new Response('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const result = await api.call(name, {}, ctx);
    expectPlainFailure(result, 'invalid');
    expect(result).toMatchObject({ message: failureMessages.unreadable });
    expect(logs.map((l) => l.message).join('\n')).toContain(name);
  });

  it('an empty body', async () => {
    const { api } = apiReplying(async () => new Response('', { status: 200 }));
    const result = await api.call(name, {}, ctx);
    expectPlainFailure(result, 'invalid');
    expect(result).toMatchObject({ message: failureMessages.empty });
  });

  it('a byte order mark before valid JSON is read as that JSON', async () => {
    const payload = goodPayload(name);
    const text = JSON.stringify(successBody(spec, payload));
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const { api } = apiReplying(async () => new Response(bytes, { status: 200 }));
    expect(await api.call(name, {}, ctx)).toEqual({ ok: true, data: payload });
    // A fetch whose text keeps the mark (the standard decoding drops it; a webview's own fetch may not).
    class KeepsMark extends Response {
      override async text(): Promise<string> {
        return `\uFEFF${text}`;
      }
    }
    const kept = apiReplying(async () => new KeepsMark()).api;
    expect(await kept.call(name, {}, ctx)).toEqual({ ok: true, data: payload });
  });

  it('a missing or wrong-typed result field is not taken for success', async () => {
    const wrong = spec.success === 'flag' ? { success: 'true', message: '' } : { code: spec.success === 'zero' ? '0' : 0, message: '' };
    const aliases = aliasTableOf(spec);
    for (const body of [wrong, { message: '' }]) {
      const { api } = apiReplying(json(aliases ? renameKeys(body, aliases.toWire) : body));
      const result = await api.call(name, {}, ctx);
      expectPlainFailure(result, 'business');
      expect(result).toMatchObject({ message: spec.defaultError });
    }
  });

  it.runIf(answerShapes[name] !== undefined)('a missing or wrong-typed field of its entity: cannot be read, the field logged', async () => {
    const shape = answerShapes[name] ?? { entity: '' };
    const example = exampleOf(shape.entity);
    const field = firstRequired(shape.entity);
    const { [field]: _dropped, ...missing } = example;
    const at = `${pickPointer(spec.pick)}${shape.list ? '/0' : ''}/${field}`;
    for (const payload of [missing, { ...example, [field]: wrongTypeFor(shape.entity, field) }]) {
      const { api, logs } = apiReplying(json(successBody(spec, shape.list ? [payload] : payload)));
      const result = await api.call(name, {}, ctx);
      expectPlainFailure(result, 'invalid');
      expect(result).toMatchObject({ message: failureMessages.unreadable });
      expect(logs).toContainEqual({ message: expect.stringContaining(name), pointer: at });
    }
    // Extra fields are allowed.
    const extra = { ...example, addedLater: { any: 'thing' } };
    const { api } = apiReplying(json(successBody(spec, shape.list ? [extra] : extra)));
    expect(await api.call(name, {}, ctx)).toMatchObject({ ok: true });
  });

  it("a business error code shows the catalog's wording for a known code, else the server's message", async () => {
    const { api } = apiReplying(json(businessBody(spec, 'Daily limit reached.')));
    const result = await api.call(name, {}, ctx);
    expectPlainFailure(result, 'business');
    expect(result).toMatchObject({ message: 'Daily limit reached.' });
    for (const [code, wording] of Object.entries(spec.errors ?? {})) {
      const body = spec.success === 'flag' ? { success: false, code, message: 'E' } : { code, message: 'E' };
      const aliases = aliasTableOf(spec);
      const known = await apiReplying(json(aliases ? renameKeys(body, aliases.toWire) : body)).api.call(name, {}, ctx);
      expect(known).toMatchObject({ ok: false, kind: 'business', message: wording });
    }
  });

  it('a network error', async () => {
    const { api } = apiReplying(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await api.call(name, {}, ctx);
    expectPlainFailure(result, 'network');
    expect(result).toMatchObject({ message: spec.networkError ?? failureMessages.network });
  });

  it('no answer within 60 s times out, not a moment sooner', async () => {
    vi.useFakeTimers();
    const { api } = apiReplying(() => new Promise<Response>(() => undefined));
    let settled: CallResult | undefined;
    void api.call(name, {}, ctx).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, kind: 'timeout', message: failureMessages.timeout });
  });
});

describe('the matrix', () => {
  it('covers every endpoint a screen can call, and the entity table names only catalog endpoints', () => {
    expect(names.length).toBeGreaterThan(30);
    for (const name of Object.keys(answerShapes)) expect(names).toContain(name);
  });
});
