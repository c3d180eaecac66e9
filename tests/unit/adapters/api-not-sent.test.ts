// @vitest-environment node
/**
 * A call whose request never left the phone says so (`sent: false`): the clients' axios chunk or the lender API's chunk
 * could not be loaded, or was still loading when the call's time ran out. A request that may have left (sent through
 * axios, or one the page itself sent first) never says so: its lender may have acted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClockPort } from '../../../renderer/core/ports.ts';

type Loading = 'load' | 'fail' | 'hang';

/** Each lazy chunk of the lender API loads as the test says: as it is, failing (offline) or never arriving. */
function chunksLoad(axios: Loading, api: Loading = 'load') {
  const as = async <M>(mode: Loading, original: () => Promise<M>): Promise<M> => {
    if (mode === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
    if (mode === 'hang') await new Promise(() => {});
    return original();
  };
  vi.doMock('../../../adapters/http/axios-clients.ts', (importOriginal) => as(axios, importOriginal));
  vi.doMock('../../../adapters/http/create-api.ts', (importOriginal) => as(api, importOriginal));
}

// A fresh copy of the modules for each test, so each chunk loads (or not) as the test says.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../../../adapters/http/axios-clients.ts');
  vi.doUnmock('../../../adapters/http/create-api.ts');
});

const baseURL = 'http://lender.test/api';
const ctx = { query: {} };
const network = 'Network error. Please check your connection and try again.';
const timeout = 'This took too long. Please check your connection and try again.';

/** A lender that answers every request with success, counting them. */
function lender() {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: {} }))));
  return fetch;
}

describe('a call says when nothing was sent', () => {
  it('when the axios chunk cannot be loaded: a network failure, not sent, no request', async () => {
    chunksLoad('fail');
    const { createApi } = await import('../../../adapters/http/create-api.ts');
    const fetch = lender();
    const report = vi.fn();
    expect(await createApi({ baseURL, fetch, report }).call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({
      ok: false,
      kind: 'network',
      message: network,
      sent: false,
    });
    expect(fetch).not.toHaveBeenCalled();
    // The field reports count it unsent, not failed: it says nothing of the screen version (docs/field-health.md).
    expect(report).toHaveBeenCalledWith({ kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' });
  });

  it('when the axios chunk is still loading as the time runs out: a timeout, not sent', async () => {
    chunksLoad('hang');
    const { createApi } = await import('../../../adapters/http/create-api.ts');
    const fetch = lender();
    expect(await createApi({ baseURL, fetch, timeoutMs: 30 }).call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({
      ok: false,
      kind: 'timeout',
      message: timeout,
      sent: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the page sent no such request first and the axios chunk cannot be loaded: not sent', async () => {
    chunksLoad('fail');
    const { createApi } = await import('../../../adapters/http/create-api.ts');
    const api = createApi({ baseURL, fetch: lender(), firstAnswer: () => Promise.resolve(undefined) });
    expect(await api.call('loanConfirm.push', { productId: 7 }, ctx)).toMatchObject({ ok: false, kind: 'network', sent: false });
  });

  it("never when the request may have left: the page's own request unanswered, or sent through axios without an answer", async () => {
    chunksLoad('hang');
    const { createApi } = await import('../../../adapters/http/create-api.ts');
    const pagesOwn = createApi({ baseURL, timeoutMs: 30, firstAnswer: () => new Promise<Response | undefined>(() => {}) });
    expect(await pagesOwn.call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({ ok: false, kind: 'timeout', message: timeout });
    const refused = createApi({ baseURL, firstAnswer: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await refused.call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({ ok: false, kind: 'network', message: network });

    vi.resetModules();
    chunksLoad('load');
    const fresh = await import('../../../adapters/http/create-api.ts');
    const report = vi.fn();
    const offline = fresh.createApi({ baseURL, fetch: () => Promise.reject(new TypeError('Failed to fetch')), report });
    expect(await offline.call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({ ok: false, kind: 'network', message: network });
    expect(report).toHaveBeenCalledWith({ kind: 'action', outcome: 'failed', endpoint: 'loanConfirm.push', failure: 'network' });
    const silent = fresh.createApi({ baseURL, timeoutMs: 30, fetch: () => new Promise<Response>(() => {}) });
    expect(await silent.call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({ ok: false, kind: 'timeout', message: timeout });
  });

  it("when the lender API's chunk cannot be loaded, or has not come within the request's time on the app's clock", async () => {
    chunksLoad('load', 'fail');
    const { createLazyApi } = await import('../../../app/lazy-api.ts');
    const timers: (() => void)[] = [];
    const clock: Pick<ClockPort, 'setTimeout' | 'clearTimeout'> = { setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} };
    const report = vi.fn();
    const failed = createLazyApi({ baseURL, fetch: lender(), report }, clock);
    expect(await failed.call('loanConfirm.push', { productId: 7 }, ctx)).toEqual({ ok: false, kind: 'network', message: network, sent: false });
    // Counted too (the lender chunk's own report never runs): unsent, by endpoint.
    expect(report).toHaveBeenCalledWith({ kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' });

    vi.resetModules();
    chunksLoad('load', 'hang');
    const hung = (await import('../../../app/lazy-api.ts')).createLazyApi({ baseURL, fetch: lender() }, clock);
    const call = hung.call('loanConfirm.push', { productId: 7 }, ctx);
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    timers[1]?.();
    expect(await call).toEqual({ ok: false, kind: 'network', message: network, sent: false });
  });
});
