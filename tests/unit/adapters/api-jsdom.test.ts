// Runs in jsdom (the unit project's default): File and FormData are jsdom's there, fetch is Node's.
import { expect, it } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';

it('uploads a jsdom File intact and the returned url serves the same bytes', async () => {
  const sandbox = createSandbox({ baseURL: 'http://sandbox.test/api' });
  const api = createApi({ baseURL: 'http://sandbox.test/api', fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const res = await api.call('complaint.uploadImage', { problemImage: new File([bytes], 'proof.png', { type: 'image/png' }) }, { query: {} });
  expect(res).toEqual({ ok: true, data: { url: 'http://sandbox.test/api/sandbox/uploads/1' } });
  const served = await sandbox.fetch(new Request('http://sandbox.test/api/sandbox/uploads/1'));
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
});

it('sends form and JSON payloads from jsdom too', async () => {
  const sandbox = createSandbox({ baseURL: 'http://sandbox.test/api' });
  const api = createApi({ baseURL: 'http://sandbox.test/api', fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  expect((await api.call('contact.info', {}, { query: {} })).ok).toBe(true);
  expect(sandbox.requests.at(-1)?.body).toEqual({ overall: '30' });
  const saved = await api.call(
    'complaint.save',
    { problemType: 2, problemSonType: '', problemDetail: 'Paid via GCash, still unpaid', problemImage: '', orderNo: 'HT2503140017' },
    { query: {} },
  );
  expect(saved).toEqual({ ok: true, data: { problemId: 1101 } });
});
