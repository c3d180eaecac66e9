import { it, expect } from 'vitest';
import { createApi } from '/work/main/adapters/http/create-api.ts';
import { createSandbox } from '/work/main/adapters/sandbox/create-sandbox.ts';
it('dbg jsdom', async () => {
  const sandbox = createSandbox({ baseURL: 'http://x/api' });
  const api = createApi({ baseURL: 'http://x/api', fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
  const r = await api.call('complaint.uploadImage', { problemImage: file }, { query: {} });
  console.log(r, sandbox.requests.at(-1)?.body);
  expect(r.ok).toBe(true);
});
