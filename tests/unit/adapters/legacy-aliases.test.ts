// @vitest-environment node
/** Legacy endpoints: substituted field names on the wire, real names for screens, declared once as data. */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import { aliasTable, legacyAliases, legacyFieldAliases, renameKeys } from '../../../adapters/http/field-aliases.ts';

const baseURL = 'http://lender.test/api';
const query = { deviceId: 'dev-1', userId: '5512', swift: 's-3', eyes: 'e-9' };

/** An API whose fetch records the request and answers with a wire body. */
function apiAnswering(body: unknown) {
  const seen: Request[] = [];
  const api = createApi({
    baseURL,
    fetch: async (input, init) => {
      // Without the timeout's signal: test files share a worker, and a signal of another realm (jsdom's) makes Node's Request throw.
      seen.push(new Request(input, { method: init?.method, headers: init?.headers, body: init?.body }));
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, seen };
}

describe('alias table', () => {
  it('is one-to-one, so every answer can be translated back', () => {
    const wires = Object.values(legacyFieldAliases);
    expect(new Set(wires).size).toBe(wires.length);
    expect(() => aliasTable({ a: 'x', b: 'x' })).toThrow(/"x"/);
  });

  it('uses no real name as a wire name, so translating twice cannot change a meaning', () => {
    const real = new Set(Object.keys(legacyFieldAliases));
    expect(Object.values(legacyFieldAliases).filter((wire) => real.has(wire))).toEqual([]);
  });

  it('renames keys at every depth and leaves values and unknown names alone', () => {
    const wire = renameKeys({ cpn: 'PesoAgad', dts: [{ tx: 'Amount', vl: 'tx' }], other: 1 }, legacyAliases.fromWire);
    expect(wire).toEqual({ comProductName: 'PesoAgad', details: [{ text: 'Amount', value: 'tx' }], other: 1 });
  });

  it('applies only to the endpoints that declare it', () => {
    const legacy = Object.entries(endpoints)
      .filter(([, spec]) => 'aliases' in spec)
      .map(([name]) => name);
    expect(legacy.sort()).toEqual(['legacy.confirm', 'legacy.contract', 'legacy.contractJump', 'legacy.productClick', 'legacy.push']);
  });
});

describe('legacy calls through the http adapter', () => {
  it('sends substituted names with the common query, and gives screens the real names', async () => {
    const { api, seen } = apiAnswering({
      rc: '00',
      em: 'ok',
      ah: { cpl: '', cpn: 'PesoAgad', amt: 500000, pds: 91, tu: 'day', prd: '', rpp: [], nbm: 'Borrow now', dts: [{ tx: 'Term', vl: '91 days' }] },
    });
    const res = await api.call('legacy.confirm', { productId: '7' }, { query });
    expect(res).toEqual({
      ok: true,
      data: {
        comProductLogo: '',
        comProductName: 'PesoAgad',
        amount: 500000,
        periods: 91,
        termUnit: 'day',
        pRateDsc: '',
        repay_plans: [],
        NewButtonMsg: 'Borrow now',
        details: [{ text: 'Term', value: '91 days' }],
      },
    });
    const req = seen[0]!;
    const url = new URL(req.url);
    expect(url.pathname).toBe('/api/lgc/qd-confirm');
    // The whole common query string travels, empty values included.
    expect(url.searchParams.get('deviceId')).toBe('dev-1');
    expect(url.searchParams.has('sessionId')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(await req.text()))).toEqual({ pd: '7' });
  });

  it('sends fixed fields under their substituted names too', async () => {
    const { api, seen } = apiAnswering({ rc: '00', ah: { cul: '/api/sandbox/contracts/0' } });
    const res = await api.call('legacy.contractJump', { productId: '7', position: 0, orderId: '' }, { query });
    expect(res).toEqual({ ok: true, data: { contract_url: '/api/sandbox/contracts/0' } });
    const sent = new URL(seen[0]!.url).searchParams;
    expect([sent.get('pd'), sent.get('sn'), sent.get('ps'), sent.get('src')]).toEqual(['7', '3', '0', 'h5']);
    expect(sent.has('productId')).toBe(false);
  });

  it('shows the server message when the result code is not 00', async () => {
    const { api } = apiAnswering({ rc: '07', em: 'This product is not available in your area.', ah: null });
    expect(await api.call('legacy.push', { productId: '7' }, { query })).toEqual({
      ok: false,
      kind: 'business',
      message: 'This product is not available in your area.',
      code: '07',
    });
  });
});
