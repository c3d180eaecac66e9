// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { endpoints, type EndpointSpec } from '../../../adapters/http/endpoints.ts';
import { failureMessages, readAnswer } from '../../../adapters/http/read-answer.ts';
import { createSandbox, type Sandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { validateComplaintDetail, validateComplaintInit, validateContactInfo } from '../../../schemas/generated/api-validators.js';

const baseURL = 'http://sandbox.test/api';
const query = { building: 'b-77', gather: 'g-12', swift: 's-3', eyes: 'e-9', deviceId: 'dev-1', userId: '5512', orderId: '2298813' };

function setup(scenario = 'default') {
  const sandbox = createSandbox({ baseURL, scenario });
  const api = createApi({ baseURL, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  return { sandbox, api, ctx: { query } };
}

const lastRequest = (sandbox: Sandbox) => sandbox.requests.at(-1);

/** An API whose fetch answers every request with a fixed response (or a failure). */
function apiAnswering(answer: () => Promise<Response>, timeoutMs?: number) {
  return createApi({ baseURL, fetch: () => answer(), ...(timeoutMs ? { timeoutMs } : {}) });
}

describe('createApi against the sandbox lender', () => {
  it('picks data for contact info (v3 success flag) and sends overall=30 form-encoded on client two', async () => {
    const { api, sandbox, ctx } = setup();
    const res = await api.call('contact.info', {}, ctx);
    expect(res).toEqual({ ok: true, data: { email: 'support@hatid.ph', smWa: '09175550142' } });
    expect(validateContactInfo(res.ok && res.data)).toBe(true);
    const req = lastRequest(sandbox);
    expect(req?.path).toBe('/api/v3/personal-center/contact-kf-info');
    // The session parameters of the page travel in the query of every call.
    expect(req?.query).toEqual({ deviceId: 'dev-1', userId: '5512' });
    expect(req?.body).toEqual({ overall: '30', deviceId: 'dev-1', userId: '5512' });
    expect(req?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req?.headers).toMatchObject({ swift: 's-3', eyes: 'e-9', 'x-requested-with': 'XMLHttpRequest' });
    expect(req?.headers.building).toBeUndefined();
  });

  it('carries client one headers from the page query, empty when absent', async () => {
    const { api, sandbox } = setup();
    await api.call('complaint.init', { orderId: '2298813' }, { query });
    expect(lastRequest(sandbox)?.headers).toMatchObject({ building: 'b-77', gather: 'g-12', 'x-requested-with': 'XMLHttpRequest' });
    await api.call('complaint.init', {}, { query: {} });
    expect(lastRequest(sandbox)?.headers).toMatchObject({ building: '', gather: '' });
  });

  it('loads complaint init with the order from orderId selected, by POST and by GET with a query', async () => {
    const { api, sandbox, ctx } = setup();
    for (const name of ['complaint.init', 'complaint.initGet']) {
      const res = await api.call(name, { orderId: '2298813' }, ctx);
      expect(res.ok).toBe(true);
      const data = res.ok ? (res.data as { orderDetail: { productName: string }; orderList: unknown[] }) : undefined;
      expect(validateComplaintInit(data)).toBe(true);
      expect(data?.orderDetail.productName).toBe('Hatid Cash');
      expect(data?.orderList).toHaveLength(3);
    }
    const get = lastRequest(sandbox);
    expect(get?.method).toBe('GET');
    expect(get?.query).toEqual({ deviceId: 'dev-1', userId: '5512', orderId: '2298813' });
  });

  it('returns the tabs of the complaint list (res.tabs)', async () => {
    const { api, ctx } = setup();
    const res = await api.call('complaint.list', {}, ctx);
    expect(res.ok).toBe(true);
    const tabs = res.ok ? (res.data as Array<{ title: string; list: Array<{ id: number }> }>) : [];
    expect(tabs.map((t) => t.title)).toEqual(['Pending', 'Completed']);
    expect(tabs[0]?.list.map((i) => i.id)).toEqual([1001]);
  });

  it('shows the server message of a business failure', async () => {
    const { api, ctx } = setup();
    const res = await api.call('complaint.detail', { problemId: '999' }, ctx);
    expect(res).toMatchObject({ ok: false, kind: 'business', message: 'This complaint could not be found.' });
    const score = await api.call('complaint.saveScore', { score: 9, problemId: 1001 }, ctx);
    expect(score).toMatchObject({ ok: false, kind: 'business', message: 'Please choose from 1 to 5 stars.', code: '01' });
  });

  it("save-score succeeds only on code '00', and then the complaint no longer asks for a score", async () => {
    const { api, ctx } = setup('complaint-awaiting-score');
    const before = await api.call('complaint.detail', { problemId: 1001 }, ctx);
    expect(before.ok && validateComplaintDetail(before.data) && (before.data as { isNeedScore: number }).isNeedScore).toBe(1);
    expect(await api.call('complaint.saveScore', { score: 4, problemId: 1001 }, ctx)).toEqual({ ok: true, data: null });
    const after = await api.call('complaint.detail', { problemId: 1001 }, ctx);
    expect(after.ok && (after.data as { isNeedScore: number }).isNeedScore).toBe(0);
  });

  it('uploads a Blob as multipart field problemImage and gets a url', async () => {
    const { api, sandbox, ctx } = setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    const res = await api.call('complaint.uploadImage', { problemImage: file }, ctx);
    expect(res).toEqual({ ok: true, data: { url: `${baseURL}/sandbox/uploads/1` } });
    expect(lastRequest(sandbox)?.body).toEqual({
      deviceId: 'dev-1',
      userId: '5512',
      problemImage: { file: 'receipt.png', type: 'image/png', size: 4 },
    });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await api.call('complaint.uploadImage', { problemImage: text }, ctx)).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'Only image files can be uploaded',
    });
  });

  it('mirrors the sandbox scenario failures as business errors', async () => {
    const { api, ctx } = setup('server-error');
    expect(await api.call('contact.info', {}, ctx)).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'The service is busy right now. Please try again later.',
    });
  });
});

describe('createApi failure kinds', () => {
  const ctx = { query: {} };

  it('turns an HTML 502 page into an invalid result with a clear message', async () => {
    const api = apiAnswering(
      async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await api.call('complaint.list', {}, ctx)).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Something went wrong on our side. Please try again in a few minutes.',
    });
  });

  it('treats an empty body as invalid, and reads JSON behind a byte order mark', async () => {
    const empty = apiAnswering(async () => new Response('', { status: 200 }));
    expect(await empty.call('complaint.list', {}, ctx)).toMatchObject({
      ok: false,
      kind: 'invalid',
      message: 'Our service sent no reply. Please try again in a few minutes.',
    });
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"code":0,"tabs":[]}')]);
    const bom = apiAnswering(async () => new Response(bytes, { status: 200 }));
    expect(await bom.call('complaint.list', {}, ctx)).toEqual({ ok: true, data: [] });
  });

  it('strips a byte order mark that reached the text before parsing', () => {
    expect(readAnswer(endpoints['complaint.list'], 200, '\uFEFF{"code":0,"tabs":[{"title":"Pending","list":[]}]}')).toEqual({
      ok: true,
      data: [{ title: 'Pending', list: [] }],
    });
    expect(readAnswer(endpoints['complaint.list'], 200, '"just text"')).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it("does not take code '0' (text) as success where the rule is numeric 0", async () => {
    const api = apiAnswering(async () => Response.json({ code: '0', message: '' }));
    expect(await api.call('complaint.save', {}, ctx)).toMatchObject({
      ok: false,
      kind: 'business',
      message: endpoints['complaint.save'].defaultError,
    });
  });

  it('reports a network failure without rejecting', async () => {
    const api = apiAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await api.call('complaint.list', {}, ctx)).toEqual({
      ok: false,
      kind: 'network',
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('reports a timeout when the server does not answer in time', async () => {
    const api = apiAnswering(() => new Promise<Response>(() => {}), 50);
    expect(await api.call('complaint.list', {}, ctx)).toEqual({
      ok: false,
      kind: 'timeout',
      message: 'This took too long. Please check your connection and try again.',
    });
  });

  it('times out against the slow scenario', async () => {
    const sandbox = createSandbox({ baseURL, scenario: 'slow' });
    const api = createApi({ baseURL, timeoutMs: 100, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
    expect(await api.call('contact.info', {}, ctx)).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('answers unknown endpoint names with an invalid result', async () => {
    const api = apiAnswering(async () => Response.json({}));
    expect(api.has('complaint.save')).toBe(true);
    expect(api.has('nope')).toBe(false);
    expect(await api.call('nope', {}, ctx)).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it("names the field a refusal is about when the answer's data.field names one (a short name only)", () => {
    const save = endpoints['bindCard.save'];
    const refusal = (data: unknown) =>
      readAnswer(save, 200, JSON.stringify({ code: 1, message: 'Please enter a bank card number of 12 to 19 digits.', data }));
    expect(refusal({ field: 'bankCardNo' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'Please enter a bank card number of 12 to 19 digits.',
      code: 1,
      field: 'bankCardNo',
    });
    for (const data of [null, [], 'bankCardNo', { field: 42 }, { field: '' }, { field: '<b>card</b>' }, { field: 'x'.repeat(65) }]) {
      expect(refusal(data), JSON.stringify(data)).not.toHaveProperty('field');
    }
  });

  it("words failures that are not the lender's own plainly, each with what to do", () => {
    for (const text of Object.values(failureMessages)) {
      expect(text).toMatch(/^[A-Z][^.]*\. Please (check your connection and )?try again/);
      expect(text).not.toMatch(/server|request|answer|app\b|timed out|invalid|HTTP/i);
    }
  });

  it('prefers the catalog message for a known code', async () => {
    const catalog: Record<string, EndpointSpec> = {
      confirm: {
        method: 'POST',
        path: 'loan/repayment-confirm',
        client: 'two',
        encoding: 'form',
        success: 'zero',
        pick: 'data',
        errors: { '800006': 'wrong verification code' },
        defaultError: 'Processing failed',
      },
    };
    const api = createApi({ baseURL, catalog, fetch: async () => Response.json({ code: 800006, message: 'E_VCODE' }) });
    expect(await api.call('confirm', {}, ctx)).toMatchObject({ ok: false, kind: 'business', message: 'wrong verification code', code: 800006 });
  });
});

describe('/published calls', () => {
  it('carry the common query string of device and session parameters and are form-encoded', async () => {
    let seen: Request | undefined;
    const catalog: Record<string, EndpointSpec> = {
      commit: {
        method: 'POST',
        path: 'service/loan/repayment-commit',
        client: 'one',
        published: true,
        encoding: 'json',
        success: 'zero',
        pick: 'data',
        defaultError: 'Processing failed',
      },
    };
    const api = createApi({
      baseURL,
      catalog,
      fetch: async (input, init) => {
        seen = new Request(input, init);
        return Response.json({ code: 0, data: { needValid: 1 } });
      },
    });
    const res = await api.call(
      'commit',
      { orderId: '77', couponId: null },
      { query: { deviceId: 'dev-1', sessionId: 'sess-9', appName: 'Hatid', other: 'x' } },
    );
    expect(res).toEqual({ ok: true, data: { needValid: 1 } });
    const url = new URL(seen?.url ?? '');
    expect(url.pathname).toBe('/api/published/service/loan/repayment-commit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      deviceId: 'dev-1',
      userId: '',
      sessionId: 'sess-9',
      merchantNumber: '',
      mobilePhone: '',
      appVersion: '',
      appName: 'Hatid',
      clientType: '',
    });
    expect(seen?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await seen?.text()).toBe('orderId=77&couponId=');
  });
});
