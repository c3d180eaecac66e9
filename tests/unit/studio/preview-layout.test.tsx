/** The preview's compact layout: labelled controls, query parameters behind a counted toggle, calls and fixture in tabs. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fitScale } from '../../../studio/preview/phone-frame.tsx';
import { PreviewControls } from '../../../studio/preview/preview-controls.tsx';
import { PreviewDock } from '../../../studio/preview/preview-dock.tsx';

function renderControls() {
  const onReload = vi.fn();
  const onRows = vi.fn();
  render(
    <PreviewControls
      sizeIndex={0}
      onSize={vi.fn()}
      routes={[{ path: '/confirmLoan' }]}
      routePath="/confirmLoan"
      onRoute={vi.fn()}
      scenarios={['default', 'slow']}
      scenario="default"
      onScenario={vi.fn()}
      rupee={false}
      onRupee={vi.fn()}
      rows={[
        { key: 'productId', value: '7' },
        { key: '', value: 'ignored' },
      ]}
      onRows={onRows}
      onReload={onReload}
    />,
  );
  return { onReload, onRows };
}

describe('preview layout', () => {
  test('every control is labelled; the query parameters are collapsed behind a toggle that counts them', () => {
    const { onReload } = renderControls();
    for (const name of ['Phone', 'Route', 'Scenario']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rupee (currency=1)' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Query parameters (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Name 1' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveProperty('value', 'productId');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  test('calls and the QA fixture are tabs with counts, the data a third tab; the pane hides and shows again', () => {
    render(<PreviewDock callCount={3} stepCount={1} calls={<p>the calls</p>} fixture={<p>the fixture</p>} data={<p>the data</p>} />);
    const calls = screen.getByRole('tab', { name: 'Calls 3' });
    expect(calls.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Calls 3' }).textContent).toBe('the calls');
    fireEvent.click(screen.getByRole('tab', { name: 'QA fixture 1' }));
    expect(within(screen.getByRole('tabpanel')).getByText('the fixture')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'QA fixture 1' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel', { name: 'Data' }).textContent).toBe('the data');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('tabpanel')).toBeNull();
    fireEvent.click(calls);
    expect(screen.getByRole('tabpanel').textContent).toBe('the calls');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
  });

  test('the phone is scaled to the height it is given, never above its real size', () => {
    expect(fitScale({ width: 412, height: 915 }, { width: 400, height: 470 })).toBeCloseTo(470 / 939);
    expect(fitScale({ width: 360, height: 640 }, { width: 1000, height: 1000 })).toBe(1);
  });
});
