/** Action lists resolve with how they ended (done, failed, stopped), so a widget can await the result of its actions. */
import { describe, expect, it } from 'vitest';
import { actionHarness, deferred } from './action-harness.ts';

describe('action outcomes', () => {
  it('is done when every action ran, a call included, and its onSuccess went through', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.uploadImage', { ok: true, data: { url: 'https://cdn/1.png' } });
    const outcome = await h.run([
      { do: 'call', endpoint: 'complaint.uploadImage', onSuccess: [{ do: 'set', path: '=state.url', value: '=result.url' }] },
      { do: 'toast', text: 'Upload succeeded!' },
    ]);
    expect(outcome).toBe('done');
    expect(h.store.get('state.url')).toBe('https://cdn/1.png');
  });

  it('is failed when the lender refuses a call, after its onError ran, while the rest of the list still runs', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.uploadImage', { ok: false, kind: 'business', message: 'Only image files can be uploaded' });
    const outcome = await h.run([
      { do: 'call', endpoint: 'complaint.uploadImage', onError: [{ do: 'set', path: '=state.error', value: '=error.message' }] },
      { do: 'set', path: '=state.after', value: true },
    ]);
    expect(outcome).toBe('failed');
    expect(h.store.get('state.error')).toBe('Only image files can be uploaded');
    expect(h.store.get('state.after')).toBe(true);
  });

  it('is failed when a call gets no answer (a network failure shows its toast)', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.uploadImage', { ok: false, kind: 'network', message: 'Network error' });
    expect(await h.run([{ do: 'call', endpoint: 'complaint.uploadImage' }])).toBe('failed');
    expect(h.ports.toasts.map((t) => t.text)).toEqual(['Network error']);
  });

  it('is failed when an action breaks (logged, the list stops), and follows a nested branch', async () => {
    const h = actionHarness();
    expect(await h.run([{ do: 'set', path: 'params.x', value: 1 }])).toBe('failed');
    h.ports.answer('complaint.save', { ok: false, kind: 'business', message: 'No' });
    expect(await h.run([{ do: 'if', when: true, then: [{ do: 'call', endpoint: 'complaint.save' }] }])).toBe('failed');
    expect(await h.run([{ do: 'if', when: false, then: [{ do: 'call', endpoint: 'complaint.save' }] }])).toBe('done');
  });

  it('is stopped when the screen goes away while a call is pending', async () => {
    const h = actionHarness();
    const answer = deferred<{ ok: true; data: unknown }>();
    h.ports.answer('complaint.save', () => answer.promise);
    const running = h.run([
      { do: 'call', endpoint: 'complaint.save' },
      { do: 'set', path: '=state.after', value: true },
    ]);
    h.abort.abort();
    answer.resolve({ ok: true, data: null });
    expect(await running).toBe('stopped');
    expect(h.store.get('state.after')).toBeUndefined();
  });

  it('is done for an empty or missing list', async () => {
    const h = actionHarness();
    expect(await h.run(undefined)).toBe('done');
    expect(await h.run([])).toBe('done');
  });
});
