/** The studio's data layer: reads retry only what may pass later, a write refetches what it names, the CSRF token and the ended session live in the page's connection. */
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { createStudioQueryClient } from '../../../studio/server-state/query-client.ts';
import { createStudioClient } from '../../../studio/server-state/studio-client.ts';
import { getSession, StudioApiError } from '../../../studio/studio-api.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Runs a read through `client` until it settles; answers its state. */
async function read(queryFn: () => Promise<unknown>, queryClient = createStudioQueryClient({ retryDelay: () => 0 })) {
  const observer = new QueryObserver(queryClient, { queryKey: ['studio', 't', Math.random()], queryFn });
  const settled = new Promise<void>((resolve) =>
    observer.subscribe((r) => {
      if (r.status !== 'pending' && !r.isFetching) resolve();
    }),
  );
  await settled;
  return observer.getCurrentResult();
}

describe('the query cache', () => {
  test('tries a read again after no answer or a 5xx, and shows it after the retries', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new StudioApiError(0, 'no answer'))
      .mockRejectedValueOnce(new StudioApiError(503, 'The screen database is not answering.'))
      .mockResolvedValueOnce('screens');
    expect((await read(queryFn)).data).toBe('screens');
    expect(queryFn).toHaveBeenCalledTimes(3);

    const always = vi.fn(() => Promise.reject(new StudioApiError(503, 'down')));
    const result = await read(always);
    expect(result.error?.message).toBe('down');
    expect(always).toHaveBeenCalledTimes(3);
  });

  test('never tries a refusal again (401, 403, 404, 409, 422)', async () => {
    for (const status of [401, 403, 404, 409, 422]) {
      const queryFn = vi.fn(() => Promise.reject(new StudioApiError(status, 'refused')));
      expect((await read(queryFn)).status).toBe('error');
      expect(queryFn).toHaveBeenCalledTimes(1);
    }
  });

  test('a write that succeeded fetches again the reads it names, and only those', async () => {
    const queryClient = createStudioQueryClient();
    let screens = 1;
    const list = new QueryObserver(queryClient, { queryKey: ['studio', 'screens'], queryFn: async () => screens });
    const users = vi.fn(async () => 'users');
    const other = new QueryObserver(queryClient, { queryKey: ['studio', 'users'], queryFn: users });
    list.subscribe(() => undefined);
    other.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toBe(1));
    const write = new MutationObserver(queryClient, {
      mutationFn: async () => {
        screens = 2;
      },
      meta: { invalidates: [['studio', 'screens']] },
    });
    await write.mutate();
    await vi.waitFor(() => expect(list.getCurrentResult().data).toBe(2));
    expect(users).toHaveBeenCalledTimes(1);

    const failing = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new StudioApiError(409, 'stale')),
      meta: { invalidates: [['studio', 'users']] },
    });
    await expect(failing.mutate()).rejects.toThrow('stale');
    expect(users).toHaveBeenCalledTimes(1);
  });
});

describe('the connection', () => {
  test('keeps the CSRF token of its own session for writes; another connection has its own', async () => {
    const seen: { url: string; token: string | null }[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), token: new Headers(init?.headers).get('X-CSRF-Token') });
      if (String(url).endsWith('/session'))
        return json({ user: { id: 'u', name: 'U', email: 'u@x', role: 'editor' }, csrfToken: 'tok-1', sandbox: true });
      return json({ ok: true });
    });
    const client = createStudioClient({ fetch });
    const other = createStudioClient({ fetch });
    await getSession(client);
    await client.request('/write', {});
    await other.request('/write', {});
    expect(seen.slice(1)).toEqual([
      { url: '/studio-api/write', token: 'tok-1' },
      { url: '/studio-api/write', token: '' },
    ]);
  });

  test('a 401 tells its listeners and throws; no answer is status 0', async () => {
    const client = createStudioClient({ fetch: async () => json({ code: 'signed-out', message: 'Sign in again.' }, 401) });
    const listener = vi.fn();
    const stop = client.onSignedOut(listener);
    await expect(client.request('/screens')).rejects.toMatchObject({ status: 401, code: 'signed-out', message: 'Sign in again.' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await expect(client.request('/screens')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);

    const offline = createStudioClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.request('/screens')).rejects.toMatchObject({ status: 0, code: 'no-answer' });
  });
});
