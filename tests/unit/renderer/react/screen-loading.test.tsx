/** A screen while its data loads: its shape with what the query already says, Updating…, and the slow-connection note. */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import type { CallResult, ClockPort } from '../../../../renderer/core/ports.ts';
import { ScreenView } from '../../../../renderer/react/screen-view.tsx';
import { placeholderRows, shapeOf } from '../../../../renderer/react/skeleton-shape.ts';
import { slowAfterMs } from '../../../../renderer/react/slow-note.tsx';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { deferred } from '../actions/action-harness.ts';

/** A clock whose timers fire only when the test moves it on. */
function manualClock(): ClockPort & { advance(ms: number): void; pending(): number } {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout(fn, ms) {
      timers.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at > now) continue;
        timers.delete(id);
        t.fn();
      }
    },
    pending: () => timers.size,
  };
}

const payway: ScreenDocument = {
  schemaVersion: 2,
  id: 'pay',
  title: 'Repayment',
  params: { amount: { required: true } },
  load: { way: { call: 'repayment.way' } },
  body: [
    {
      type: 'stack',
      surface: 'card',
      children: [
        { type: 'text', text: 'Repayment amount' },
        { type: 'text', text: '=money(params.amount, true)', variant: 'title' },
      ],
    },
    {
      type: 'stack',
      surface: 'card',
      children: [{ type: 'repeat', items: '=data.way.bankCards', render: { type: 'cell', title: '=item.bankName' } }],
    },
    { type: 'text-input', bind: '=state.note', label: 'Note' },
    { type: 'button', text: "='Pay ' + money(params.amount, true)", onTap: [{ do: 'toast', text: '=data.way.repayToken' }] },
    { type: 'dialog', open: '=state.open', title: 'Help', children: [] },
  ],
};

describe('the shape of a loading screen', () => {
  it('draws what reads only the query, and shapes what reads data or state: a row per list entry, a box per field, no dialogs', () => {
    const shapes = shapeOf(payway.body, '/body');
    expect(shapes.map((s) => s.kind)).toEqual(['node', 'group', 'field', 'node']);
    const list = shapes[1];
    expect(list?.kind === 'group' && list.children.map((c) => c.kind)).toEqual(Array(placeholderRows).fill('row'));
  });
});

describe('ScreenView while loading', () => {
  it('shows the title, the amount and the Pay button from the query before the data call answers, inert and marked as updating', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('repayment.way', () => answer.promise);
    const { container } = render(<ScreenView document={payway} input={{ query: { amount: '523400' }, session: {} }} ports={ports} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Repayment');
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    const skeleton = container.querySelector('[data-skeleton="shaped"]');
    expect(skeleton?.hasAttribute('inert')).toBe(true);
    expect(skeleton?.textContent).toContain('₱5.234,00');
    expect(skeleton?.textContent).toContain('Pay ₱5.234,00');
    expect(skeleton?.querySelectorAll('.h-skeleton__block--row')).toHaveLength(placeholderRows);
    await act(async () => answer.resolve({ ok: true, data: { bankCards: [{ bankName: 'BDO Unibank' }] } }));
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    expect(screen.getByText('BDO Unibank')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the connection is slow after a few seconds on the clock, and Try again starts the loads afresh', async () => {
    const clock = manualClock();
    const ports = { ...createRecordingPorts(), clock };
    const first = deferred<CallResult>();
    let calls = 0;
    ports.answer('repayment.way', () => (++calls === 1 ? first.promise : Promise.resolve({ ok: true, data: { bankCards: [{ bankName: 'BPI' }] } })));
    render(<ScreenView document={payway} input={{ query: { amount: '523400' }, session: {} }} ports={ports} />);
    act(() => clock.advance(slowAfterMs - 1));
    expect(screen.queryByText(/connection is slow/)).toBeNull();
    act(() => clock.advance(1));
    expect(screen.getByRole('status').textContent).toContain('The connection is slow.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('BPI')).toBeTruthy();
    expect(calls).toBe(2);
    // The first call answering late changes nothing: its screen was dropped.
    await act(async () => first.resolve({ ok: true, data: { bankCards: [{ bankName: 'Stale bank' }] } }));
    expect(screen.queryByText('Stale bank')).toBeNull();
    expect(screen.queryByText(/connection is slow/)).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('draws the last good data at once, inert and marked as updating, while the loads run again', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('repayment.way', () => answer.promise);
    const { container } = render(
      <ScreenView
        document={payway}
        input={{ query: { amount: '523400' }, session: {}, data: { way: { bankCards: [{ bankName: 'Kept bank' }] } } }}
        ports={ports}
      />,
    );
    const kept = container.querySelector('[data-skeleton="last-good"]');
    expect(kept?.textContent).toContain('Kept bank');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    await act(async () => answer.resolve({ ok: true, data: { bankCards: [{ bankName: 'Fresh bank' }] } }));
    expect(screen.getByText('Fresh bank')).toBeTruthy();
    expect(screen.queryByText('Kept bank')).toBeNull();
  });
});
