/** The call action: evaluated payload, into, onSuccess/onError, the default failure toast and the loading indicator. */
import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../../renderer/core/ports.ts';
import { actionHarness, deferred } from './action-harness.ts';

const failure: CallResult = { ok: false, kind: 'business', message: 'Order not found', code: '01' };

describe('call', () => {
  it('sends the evaluated payload to the named endpoint', async () => {
    const h = actionHarness({ params: { orderId: '2301457' }, state: { text: 'Late fee is wrong', images: ['a.png'] } });
    h.ports.answer('complaint.save', { ok: true, data: null });
    await h.run([
      {
        do: 'call',
        endpoint: 'complaint.save',
        with: { orderId: '=params.orderId', content: '=state.text', images: "=join(state.images, ',')", type: 2 },
      },
    ]);
    expect(h.ports.calls).toEqual([
      { endpoint: 'complaint.save', payload: { orderId: '2301457', content: 'Late fee is wrong', images: 'a.png', type: 2 } },
    ]);
  });

  it('withEach adds one field per list entry that where allows; fields written in with win', async () => {
    const items = [
      { code: 'cardType', category: 'enum', cardTypeMi: 0 },
      { code: 'bankCardNo', category: 'text', cardTypeMi: 1 },
      { code: 'walletPhone', category: 'text', cardTypeMi: 2 },
      { code: 'province', category: 'city', cardTypeMi: 0 },
      { code: '', category: 'text', cardTypeMi: 0 },
      { code: 'product_id', category: 'text', cardTypeMi: 0 },
    ];
    const h = actionHarness({
      params: { productId: '7' },
      data: { form: { items } },
      state: { form: { cardType: 1, bankCardNo: '4215830012345678', walletPhone: '09171234567', product_id: 'typed' } },
    });
    h.ports.answer('complaint.save', { ok: true, data: null });
    await h.run([
      {
        do: 'call',
        endpoint: 'complaint.save',
        withEach: {
          items: '=data.form.items',
          as: 'field',
          where:
            "=(field.cardTypeMi == 0 || field.cardTypeMi == state.form.cardType) && (field.category == 'text' || state.form[field.code] != null)",
          key: '=field.code',
          value: "=field.category == 'text' ? default(state.form[field.code], '') : state.form[field.code]",
        },
        with: { product_id: '=params.productId' },
      },
    ]);
    expect(h.ports.calls).toEqual([{ endpoint: 'complaint.save', payload: { cardType: 1, bankCardNo: '4215830012345678', product_id: '7' } }]);
  });

  it('withEach over something that is not a list adds nothing', async () => {
    const h = actionHarness({ data: { form: { items: 'broken' } } });
    h.ports.answer('complaint.save', { ok: true, data: null });
    await h.run([{ do: 'call', endpoint: 'complaint.save', withEach: { items: '=data.form.items', key: '=item.code', value: 1 }, with: { a: 1 } }]);
    expect(h.ports.calls).toEqual([{ endpoint: 'complaint.save', payload: { a: 1 } }]);
  });

  it('stores the answer with into and lets onSuccess read it as result', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.detail', { ok: true, data: { id: 1001, content: 'hello' } });
    await h.run([
      {
        do: 'call',
        endpoint: 'complaint.detail',
        into: '=data.detail',
        onSuccess: [
          { do: 'set', path: '=state.savedId', value: '=result.id' },
          { do: 'toast', text: "='Loaded ' + data.detail.content" },
        ],
      },
    ]);
    expect(h.store.get('data.detail')).toEqual({ id: 1001, content: 'hello' });
    expect(h.store.get('state.savedId')).toBe(1001);
    expect(h.ports.toasts.map((t) => t.text)).toEqual(['Loaded hello']);
  });

  it('on failure shows the server message as an error toast for 2 s and skips onSuccess', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.save', failure);
    await h.run([
      { do: 'call', endpoint: 'complaint.save', into: '=state.saved', onSuccess: [{ do: 'back' }] },
      { do: 'set', path: '=state.after', value: true },
    ]);
    expect(h.ports.toasts).toEqual([{ text: 'Order not found', kind: 'error', duration: 2000 }]);
    expect(h.ports.backs).toBe(0);
    expect(h.store.get('state.saved')).toBeUndefined();
    expect(h.store.get('state.after')).toBe(true);
  });

  it('with onError, lets it read error.message and error.code instead of the default toast', async () => {
    const h = actionHarness();
    h.ports.answer('complaint.save', failure);
    await h.run([
      {
        do: 'call',
        endpoint: 'complaint.save',
        onError: [{ do: 'set', path: '=state.problem', value: "=error.message + ' (' + error.code + ', ' + error.kind + ')'" }],
      },
    ]);
    expect(h.store.get('state.problem')).toBe('Order not found (01, business)');
    expect(h.ports.toasts).toEqual([]);
  });

  it('lets onError read error.sent: false only when the request certainly never left, true otherwise', async () => {
    const h = actionHarness();
    const onError = [{ do: 'set' as const, path: '=state.sent', value: '=error.sent' }];
    h.ports.answer('complaint.save', { ok: false, kind: 'network', message: 'Network error.', sent: false });
    await h.run([{ do: 'call', endpoint: 'complaint.save', onError }]);
    expect(h.store.get('state.sent')).toBe(false);
    for (const kind of ['network', 'timeout', 'business'] as const) {
      h.ports.answer('complaint.save', { ok: false, kind, message: 'No.' });
      await h.run([{ do: 'call', endpoint: 'complaint.save', onError }]);
      expect(h.store.get('state.sent')).toBe(true);
    }
  });

  it('shows the loading indicator while the call is pending and hides it afterwards', async () => {
    const h = actionHarness();
    const answer = deferred<CallResult>();
    h.ports.answer('complaint.save', () => answer.promise);
    const running = h.run([{ do: 'call', endpoint: 'complaint.save', loadingText: 'loading...' }]);
    await Promise.resolve();
    expect(h.ports.feedbackStore.getState().loading.map((l) => l.text)).toEqual(['loading...']);
    answer.resolve({ ok: true, data: 1 });
    await running;
    expect(h.ports.feedbackStore.getState().loading).toEqual([]);
  });

  it('hides the loading indicator after a failure too', async () => {
    const h = actionHarness();
    const answer = deferred<CallResult>();
    h.ports.answer('complaint.save', () => answer.promise);
    const running = h.run([{ do: 'call', endpoint: 'complaint.save', loadingText: 'loading...' }]);
    await Promise.resolve();
    expect(h.ports.feedbackStore.getState().loading).toHaveLength(1);
    answer.resolve(failure);
    await running;
    expect(h.ports.feedbackStore.getState().loading).toEqual([]);
    expect(h.ports.toasts.map((t) => t.text)).toEqual(['Order not found']);
  });

  it('shows no loading indicator without loadingText', async () => {
    const h = actionHarness();
    const answer = deferred<CallResult>();
    h.ports.answer('complaint.save', () => answer.promise);
    const running = h.run([{ do: 'call', endpoint: 'complaint.save' }]);
    await Promise.resolve();
    expect(h.ports.feedbackStore.getState().loading).toEqual([]);
    answer.resolve({ ok: true, data: null });
    await running;
  });

  it('does nothing with an answer that arrives after the screen went away', async () => {
    const h = actionHarness();
    const answer = deferred<CallResult>();
    h.ports.answer('complaint.save', () => answer.promise);
    const running = h.run([{ do: 'call', endpoint: 'complaint.save', into: '=data.saved', onSuccess: [{ do: 'back' }] }]);
    h.abort.abort();
    answer.resolve({ ok: true, data: 'late' });
    await running;
    expect(h.store.get('data.saved')).toBeUndefined();
    expect(h.ports.backs).toBe(0);
    expect(h.ports.toasts).toEqual([]);
  });
});
