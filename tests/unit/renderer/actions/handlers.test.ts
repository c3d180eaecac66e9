/** The immediate action handlers: navigate, openUrl, back, native, set, copy, toast, if. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionHarness } from './action-harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('navigate', () => {
  it('goes to the route with evaluated query values, dropping missing ones', async () => {
    const h = actionHarness({ params: { orderId: '2301457' } });
    await h.run(
      [{ do: 'navigate', to: '/complainDetails', query: { problemId: '=item.id', orderId: '=params.orderId', none: '=data.nothing', page: 2 } }],
      { item: { id: 1001 } },
    );
    expect(h.ports.navigations).toEqual([{ to: '/complainDetails', query: { problemId: '1001', orderId: '2301457', page: '2' }, replace: false }]);
  });

  it('replaces the current entry when asked and evaluates the target', async () => {
    const h = actionHarness({ state: { next: '/complaintList' } });
    await h.run([{ do: 'navigate', to: '=state.next', replace: true }]);
    expect(h.ports.navigations).toEqual([{ to: '/complaintList', query: {}, replace: true }]);
  });
});

describe('openUrl', () => {
  it('opens an allowed address without any message', async () => {
    const h = actionHarness({ data: { email: 'help@hatid.ph' }, ports: { hosts: ['wa.me'] } });
    await h.run([
      { do: 'openUrl', url: 'https://wa.me/639171234567' },
      { do: 'openUrl', url: "='mailto:' + data.email" },
    ]);
    expect(h.ports.opened).toEqual(['https://wa.me/639171234567', 'mailto:help@hatid.ph']);
    expect(h.ports.toasts).toEqual([]);
    expect(h.ports.logs).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/phish', '//evil.example'])(
    'refuses %s, tells the borrower and logs the pointer',
    async (url) => {
      const h = actionHarness({ ports: { hosts: ['wa.me'] } });
      await h.run([
        { do: 'openUrl', url },
        { do: 'set', path: '=state.after', value: 1 },
      ]);
      expect(h.ports.opened).toEqual([]);
      expect(h.ports.toasts).toEqual([{ text: 'This link cannot be opened.', kind: 'error', duration: 2000 }]);
      expect(h.ports.logs).toHaveLength(1);
      expect(h.ports.logs[0]?.pointer).toBe('/body/0/onTap/0');
      expect(h.ports.logs[0]?.message).toContain('refused to open');
      expect(h.store.get('state.after')).toBe(1);
    },
  );
});

describe('back and native', () => {
  it('goes back', async () => {
    const h = actionHarness();
    await h.run([{ do: 'back' }]);
    expect(h.ports.backs).toBe(1);
  });

  it('asks the native app with evaluated arguments', async () => {
    const h = actionHarness({ data: { contact: { phone: '09171234567' } } });
    await h.run([
      { do: 'native', action: 'callPhone', args: { phone: '=data.contact.phone' } },
      { do: 'native', action: 'confirmTrackingPoint', args: { point: 'loan_confirm_success', productId: '=1 + 1' } },
      { do: 'native', action: 'closeWebview' },
    ]);
    expect(h.ports.nativeCalls).toEqual([
      { action: 'callPhone', args: { phone: '09171234567' } },
      { action: 'confirmTrackingPoint', args: { point: 'loan_confirm_success', productId: 2 } },
      { action: 'closeWebview', args: {} },
    ]);
  });
});

describe('set', () => {
  it('writes evaluated values into state and data', async () => {
    const h = actionHarness({ state: { images: ['a.png'] } });
    await h.run([
      { do: 'set', path: '=state.images', value: "=append(state.images, 'b.png')" },
      { do: 'set', path: '=state.form.stars', value: 4 },
      { do: 'set', path: '=data.detail', value: { id: '=1000 + 1', name: 'x' } },
    ]);
    expect(h.store.get('state.images')).toEqual(['a.png', 'b.png']);
    expect(h.store.get('state.form.stars')).toBe(4);
    expect(h.store.get('data.detail')).toEqual({ id: 1001, name: 'x' });
  });
});

describe('copy', () => {
  it('copies the evaluated text and says "copy success"', async () => {
    const h = actionHarness({ data: { payCode: 'HT2503140017' } });
    await h.run([{ do: 'copy', text: '=data.payCode' }]);
    expect(h.ports.copied).toEqual(['HT2503140017']);
    expect(h.ports.toasts).toEqual([{ text: 'copy success', kind: 'info', duration: 2000 }]);
  });

  it('tells the borrower when the clipboard refuses', async () => {
    const h = actionHarness();
    h.ports.clipboard.copy = async () => false;
    await h.run([{ do: 'copy', text: 'code' }]);
    expect(h.ports.toasts).toEqual([{ text: 'Copy failed. Please copy it by hand.', kind: 'error', duration: 2000 }]);
  });
});

describe('toast', () => {
  it('shows info toasts for 2 s and success toasts for 3 s by default', async () => {
    const h = actionHarness({ data: { n: 3 } });
    await h.run([
      { do: 'toast', text: "='Saved ' + data.n" },
      { do: 'toast', text: 'Successful demonstration！', kind: 'success' },
    ]);
    expect(h.ports.toasts).toEqual([
      { text: 'Saved 3', kind: 'info', duration: 2000 },
      { text: 'Successful demonstration！', kind: 'success', duration: 3000 },
    ]);
  });

  it('keeps an explicit duration but never less than 300 ms', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'toast', text: 'short', duration: 100 },
      { do: 'toast', text: 'long', duration: 5000 },
    ]);
    expect(h.ports.toasts.map((t) => t.duration)).toEqual([300, 5000]);
  });

  it('shows one toast at a time and hides it after its duration', async () => {
    vi.useFakeTimers();
    const h = actionHarness();
    await h.run([
      { do: 'toast', text: 'first' },
      { do: 'toast', text: 'second', kind: 'success' },
    ]);
    expect(h.ports.feedbackStore.getState().toasts.map((t) => t.text)).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.ports.feedbackStore.getState().toasts.map((t) => t.text)).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.ports.feedbackStore.getState().toasts).toEqual([]);
  });
});

describe('if', () => {
  it('runs then when the condition holds and else otherwise', async () => {
    const h = actionHarness({ state: { status: '174' } });
    const rule = [
      {
        do: 'if' as const,
        when: '=state.status == 174',
        then: [{ do: 'set' as const, path: '=state.branch', value: 'then' }],
        else: [{ do: 'set' as const, path: '=state.branch', value: 'else' }],
      },
    ];
    await h.run(rule);
    expect(h.store.get('state.branch')).toBe('then');
    h.store.set('state.status', '180');
    await h.run(rule);
    expect(h.store.get('state.branch')).toBe('else');
  });

  it('does nothing without else when the condition fails, and continues the list', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'if', when: false, then: [{ do: 'back' }] },
      { do: 'set', path: '=state.after', value: true },
    ]);
    expect(h.ports.backs).toBe(0);
    expect(h.store.get('state.after')).toBe(true);
  });

  it('keeps the local names inside its branches', async () => {
    const h = actionHarness();
    await h.run([{ do: 'if', when: '=item.ok', then: [{ do: 'set', path: '=state.name', value: '=item.name' }] }], {
      item: { ok: true, name: 'Visa' },
    });
    expect(h.store.get('state.name')).toBe('Visa');
  });
});
