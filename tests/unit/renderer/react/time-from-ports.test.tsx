/**
 * A drawn screen reads the date through its ports' clock (ClockPort.wallTime), not the machine's: daysUntil() and now()
 * in what is drawn and in what a tap writes follow the clock the screen was given (a fixture's, a story's, a test's).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveValue } from '../../../../renderer/core/expressions/evaluate.ts';
import { fixtureStart, installFixtureClock } from '../../../../renderer/fixture-harness/fixture-clock.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { showNode } from '../../../support/render-node.tsx';

/** Recording ports whose date stands at `at` (real timers: nothing here waits on them). */
function portsAt(at: Date) {
  const ports = createRecordingPorts();
  ports.clock = { ...ports.clock, wallTime: () => at.getTime() };
  return ports;
}

describe('the date of a drawn screen comes from its ports', () => {
  // Years from the machine's date, so the numbers below cannot come from it.
  const at = new Date(2031, 2, 10, 9, 30);

  it('draws daysUntil() of a due date from the ports’ today', async () => {
    await showNode({ type: 'text', text: "='Due in ' + daysUntil(data.due) + ' days'" }, { data: { due: '2031-03-19' }, ports: portsAt(at) });
    expect(screen.getByText('Due in 9 days')).toBeTruthy();
  });

  it('writes now() of a tap from the ports’ clock', async () => {
    const r = await showNode(
      { type: 'button', text: 'Paid', onTap: [{ do: 'set', path: '=state.paidAt', value: '=datetime(now())' }] },
      { state: { paidAt: '' }, ports: portsAt(at) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    expect(r.store.get('state.paidAt')).toBe('2031-03-10 09:30:00');
  });

  it('in a fixture replay (the studio’s, the server’s), follows the fixture clock: seedPresent, moved on by advance', async () => {
    const fixture = installFixtureClock(globalThis as Window & typeof globalThis);
    try {
      const { clock } = createRecordingPorts();
      const daysTo = (due: string) => resolveValue(`=daysUntil('${due}')`, {}, { query: {}, clock });
      expect(Math.abs(clock.wallTime() - fixtureStart)).toBeLessThan(60_000);
      expect(daysTo('2025-06-16')).toBe(9);
      await fixture.advance(3 * 86_400_000);
      expect(daysTo('2025-06-16')).toBe(6);
    } finally {
      fixture.uninstall();
    }
  });
});
