/** The preview's order picker and device sizes (issue 34 item 5): "Order 5000200 — finished", phones 320–430 px wide and a tablet, 100 %. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PhoneFrame, phoneSizes, sizeLabel } from '../../../studio/preview/phone-frame.tsx';
import { PreviewControls } from '../../../studio/preview/preview-controls.tsx';
import { fetchSandboxOrders, orderLabel } from '../../../studio/preview/sandbox-orders.ts';
import { createSandbox } from '../../../adapters/sandbox/index.ts';

function renderControls(rows: { key: string; value: string }[]) {
  const onOrder = vi.fn();
  const orders = [
    { orderId: '5000174', label: 'Order 5000174 — repayable' },
    { orderId: '5000200', label: 'Order 5000200 — finished' },
  ];
  render(
    <PreviewControls
      sizeIndex={0}
      onSize={vi.fn()}
      routes={[{ path: '/loanDetails' }]}
      routePath="/loanDetails"
      onRoute={vi.fn()}
      scenarios={['default']}
      scenario="default"
      onScenario={vi.fn()}
      rupee={false}
      onRupee={vi.fn()}
      rows={rows}
      onRows={vi.fn()}
      onReload={vi.fn()}
      orders={orders}
      onOrder={onOrder}
    />,
  );
  return { onOrder };
}

afterEach(() => vi.unstubAllGlobals());

describe('the preview order picker', () => {
  test('offers the sandbox orders by id and status when the query has an orderId, and picks one', () => {
    const { onOrder } = renderControls([
      { key: 'productId', value: '7' },
      { key: 'orderId', value: '5000174' },
    ]);
    const picker = screen.getByRole('combobox', { name: 'Order' });
    expect((picker as HTMLSelectElement).value).toBe('5000174');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Order 5000174 — repayable', 'Order 5000200 — finished']);
    fireEvent.change(picker, { target: { value: '5000200' } });
    expect(onOrder).toHaveBeenCalledWith('5000200');
  });

  test('is not offered for a route without an orderId', () => {
    renderControls([{ key: 'productId', value: '7' }]);
    expect(screen.queryByRole('combobox', { name: 'Order' })).toBeNull();
  });

  test('names every order of the sandbox in the spec’s words', async () => {
    const sandbox = createSandbox();
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => sandbox.fetch(new Request(`http://127.0.0.1${url}`, init)));
    const labels = (await fetchSandboxOrders('default')).map(orderLabel);
    expect(labels).toContain('Order 5000200 — finished');
    expect(labels).toContain('Order 5000021 — under review or processing');
    expect(labels).toContain('Order 5000999 — unknown status 999');
  });
});

describe('device sizes', () => {
  test('phones from 320 to 430 px wide and a tablet, and the real size on demand', async () => {
    const phones = phoneSizes.filter((s) => s.name !== 'tablet').map((s) => s.width);
    expect(Math.min(...phones)).toBe(320);
    expect(Math.max(...phones)).toBe(430);
    expect(phoneSizes.map(sizeLabel)).toContain('800×1280 tablet');
    renderControls([]);
    expect(within(screen.getByRole('combobox', { name: 'Phone' })).getAllByRole('option')).toHaveLength(phoneSizes.length);
    cleanup();
    const onRealSize = vi.fn();
    const size = { width: 412, height: 915 };
    const frame = { current: null };
    const { rerender } = render(<PhoneFrame size={size} src="about:blank" reloadKey="" frameRef={frame} realSize={false} onRealSize={onRealSize} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show at 100 %' }));
    expect(onRealSize).toHaveBeenCalledWith(true);
    rerender(<PhoneFrame size={size} src="about:blank" reloadKey="" frameRef={frame} realSize onRealSize={onRealSize} />);
    expect(screen.getByText(/412×915 at 100%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fit the column' }));
    expect(onRealSize).toHaveBeenLastCalledWith(false);
  });
});
