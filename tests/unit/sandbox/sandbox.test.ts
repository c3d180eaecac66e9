// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import {
  validateComplaintDetail,
  validateComplaintInit,
  validateComplaintListTab,
  validateResponseEnvelope,
} from '../../../schemas/generated/api-validators.js';

const origin = 'http://sandbox.test';

async function post(sandbox: Sandbox, path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await sandbox.fetch(
    new Request(`${origin}/api/${path.replace(/^\//, '')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
  return (await res.json()) as Record<string, unknown> & { data?: any; tabs?: any };
}

const newComplaint = {
  problemType: 2,
  problemSonType: '',
  problemDetail: 'I paid 1,500 pesos at 7-Eleven but it is not posted yet.',
  problemImage: '',
  orderNo: 'HT2503140017',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('complaints', () => {
  it('a saved complaint appears first under the Pending tab, without reply and asking for a score', async () => {
    const sandbox = createSandbox();
    const saved = await post(sandbox, 'user-problem/problem-save', newComplaint);
    expect(saved).toMatchObject({ code: 0, data: { problemId: 1101 } });
    const list = await post(sandbox, 'user-problem/problem-list');
    expect(validateResponseEnvelope(list)).toBe(true);
    expect(list.tabs.every((t: unknown) => validateComplaintListTab(t))).toBe(true);
    expect(list.tabs[0].title).toBe('Pending');
    expect(list.tabs[0].list[0]).toMatchObject({ id: 1101, type: 'Repayment', content: newComplaint.problemDetail });
    expect(list.tabs[0].list[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const detail = await post(sandbox, '/user-problem/problem-detail', { problemId: 1101 });
    expect(validateComplaintDetail(detail.data)).toBe(true);
    expect(detail.data).toMatchObject({ disposeDetail: '', disposeImages: [], isNeedScore: 1, content: newComplaint.problemDetail });
  });

  it('refuses an empty description and a collection complaint about a blocked order, with the spec messages', async () => {
    const sandbox = createSandbox();
    expect(await post(sandbox, 'user-problem/problem-save', { ...newComplaint, problemDetail: '  ' })).toMatchObject({
      code: 1,
      message: 'Please fill in your comments and suggestions',
    });
    const blocked = createSandbox({ scenario: 'collection-blocked' });
    const init = await post(blocked, 'user-problem/problem-init');
    expect(init.data.orderDetail.isShow).toBe(0);
    expect(await post(blocked, 'user-problem/problem-save', { ...newComplaint, problemType: 1, problemSonType: 2 })).toMatchObject({
      code: 1,
      message: 'The selected order does not support sending collection types.',
    });
  });

  it('selects the order named by orderId and answers GET with a query too', async () => {
    const sandbox = createSandbox();
    const res = await sandbox.fetch(new Request(`${origin}/api/user-problem/problem-init?orderId=2270544`));
    const body = (await res.json()) as { data: { orderDetail: { productName: string; isShow: number; productLogo: string } } };
    expect(validateComplaintInit(body.data)).toBe(true);
    expect(body.data.orderDetail).toMatchObject({ productName: 'Kwarta Express', isShow: 1 });
    const logo = await sandbox.fetch(new Request(`${origin}${body.data.orderDetail.productLogo}`));
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it('save-score takes 1 to 5 for a known complaint and answers code 00', async () => {
    const sandbox = createSandbox({ scenario: 'complaint-awaiting-score' });
    expect(await post(sandbox, '/user-problem/save-score', { score: 6, problemId: 1001 })).toMatchObject({ code: '01' });
    expect(await post(sandbox, '/user-problem/save-score', { score: 3, problemId: 4040 })).toMatchObject({
      message: 'This complaint could not be found.',
    });
    expect(await post(sandbox, '/user-problem/save-score', { score: 3, problemId: 1001 })).toMatchObject({ code: '00' });
    expect((await post(sandbox, '/user-problem/problem-detail', { problemId: 1001 })).data.isNeedScore).toBe(0);
  });

  it('answers under the /published prefix as well', async () => {
    const sandbox = createSandbox();
    expect(await post(sandbox, 'published/user-problem/problem-detail', { problemId: 1001 })).toMatchObject({ code: 0 });
  });
});

describe('uploads', () => {
  it('stores an image and serves its bytes at the returned url; refuses other files', async () => {
    const sandbox = createSandbox();
    const form = new FormData();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    form.append('problemImage', new File([bytes], 'ticket.jpg', { type: 'image/jpeg' }));
    const up = (await (await sandbox.fetch(new Request(`${origin}/api/user-problem/upload-problem-img`, { method: 'POST', body: form }))).json()) as {
      code: string;
      data: { url: string };
    };
    expect(up.code).toBe('00');
    expect(up.data.url).toBe('/api/sandbox/uploads/1');
    const served = await sandbox.fetch(new Request(origin + up.data.url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const pdf = new FormData();
    pdf.append('problemImage', new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
    const refused = await (await sandbox.fetch(new Request(`${origin}/api/user-problem/upload-problem-img`, { method: 'POST', body: pdf }))).json();
    expect(refused).toMatchObject({ code: '01', message: 'Only image files can be uploaded' });
  });
});

describe('scenarios', () => {
  it('lists the scenarios and switches with POST /sandbox/scenario', async () => {
    const sandbox = createSandbox();
    const listed = (await (await sandbox.fetch(new Request(`${origin}/api/sandbox/scenarios`))).json()) as {
      data: { scenarios: { name: string }[] };
    };
    expect(listed.data.scenarios.map((s) => s.name)).toEqual(
      expect.arrayContaining(['default', 'collection-blocked', 'complaint-replied', 'complaint-awaiting-score', 'empty', 'server-error', 'slow']),
    );
    expect((await post(sandbox, 'user-problem/problem-list')).tabs[0].list).toHaveLength(1);
    expect(await post(sandbox, 'sandbox/scenario', { name: 'empty' })).toMatchObject({ code: 0 });
    expect(sandbox.current()).toBe('empty');
    const tabs = (await post(sandbox, 'user-problem/problem-list')).tabs as { list: unknown[] }[];
    expect(tabs.map((t) => t.list.length)).toEqual([0, 0]);
  });

  it('takes a scenario for one request from the x-sandbox-scenario header', async () => {
    const sandbox = createSandbox();
    const replied = await post(sandbox, '/user-problem/problem-detail', { problemId: 1001 }, { 'x-sandbox-scenario': 'complaint-replied' });
    expect(replied.data).toMatchObject({ type: 'Collection', agent: 'Maria Santos' });
    expect(replied.data.disposeDetail).not.toBe('');
    expect(replied.data.disposeImages).toHaveLength(2);
    const plain = await post(sandbox, '/user-problem/problem-detail', { problemId: 1001 });
    expect(plain.data).toMatchObject({ type: 'Repayment', disposeDetail: '' });
  });

  it('server-error answers every lender call with a business error message', async () => {
    const sandbox = createSandbox({ scenario: 'server-error' });
    expect(await post(sandbox, 'v3/personal-center/contact-kf-info')).toMatchObject({
      success: false,
      message: 'The service is busy right now. Please try again later.',
    });
    expect(await post(sandbox, '/user-problem/save-score', { score: 5, problemId: 1001 })).toMatchObject({ code: '01' });
  });

  it('slow answers only after 2 seconds', async () => {
    vi.useFakeTimers();
    const sandbox = createSandbox({ scenario: 'slow' });
    let answered = false;
    const pending = post(sandbox, 'v3/personal-center/contact-kf-info').then((b) => ((answered = true), b));
    await vi.advanceTimersByTimeAsync(1900);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toMatchObject({ success: true, data: { email: 'support@hatid.ph' } });
  });

  it('reset forgets saved complaints and switches scenario', async () => {
    const sandbox = createSandbox();
    await post(sandbox, 'user-problem/problem-save', newComplaint);
    sandbox.reset();
    expect((await post(sandbox, 'user-problem/problem-list')).tabs[0].list).toHaveLength(1);
    sandbox.reset('complaint-awaiting-score');
    expect((await post(sandbox, '/user-problem/problem-detail', { problemId: 1001 })).data.isNeedScore).toBe(1);
    expect(() => sandbox.reset('nope')).toThrow(/Unknown sandbox scenario/);
  });
});

describe('request log', () => {
  it('records what each lender call received and serves it at /sandbox/requests', async () => {
    const sandbox = createSandbox();
    await post(sandbox, 'v3/personal-center/contact-kf-info', { overall: 30 }, { building: 'b-1' });
    const res = (await (await sandbox.fetch(new Request(`${origin}/api/sandbox/requests`))).json()) as { data: unknown[] };
    expect(res.data).toEqual([
      expect.objectContaining({
        endpoint: 'contact.info',
        path: '/api/v3/personal-center/contact-kf-info',
        body: { overall: '30' },
        headers: expect.objectContaining({ building: 'b-1' }),
      }),
    ]);
  });
});
