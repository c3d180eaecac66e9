import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { BarcodeNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
/** Reads the drawn bars back as a module string (1 bar, 0 space), quiet zones included. */
function drawnModules(svg: Element): string {
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const cells = Array.from({ length: width }, () => '0');
  for (const bar of svg.querySelectorAll('.h-barcode__bar')) {
    const x = Number(bar.getAttribute('x'));
    for (let i = 0; i < Number(bar.getAttribute('width')); i++) cells[x + i] = '1';
  }
  return cells.join('');
}

const code: BarcodeNode = { type: 'barcode', value: '=state.code' };

beforeEach(() => {
  // React reports errors caught by boundaries on the console; the test reads the logger instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('barcode widget', () => {
  it('draws the Code 128 of the value between quiet zones, as an image named after the code', async () => {
    await showNode(code, { state: { code: 'AIM' } });
    const svg = screen.getByRole('img', { name: 'Barcode AIM' });
    const quiet = '0'.repeat(10);
    expect(drawnModules(svg)).toBe(quiet + '11010010000101000110001100010001010111011000101110110001100011101011' + quiet);
  });

  it('writes the code under the bars by default, or the label when given, or nothing for an empty label', async () => {
    await showNode([
      { type: 'barcode', value: '7788 0042' },
      { type: 'barcode', value: '1234', label: 'Pay code 1234' },
      { type: 'barcode', value: '5678', label: '' },
    ]);
    expect(screen.getByText('7788 0042').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('Pay code 1234')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Barcode 5678' }).closest('figure')?.querySelector('figcaption')).toBeNull();
  });

  it('draws nothing for an empty value, and the barcode once the value arrives', async () => {
    const r = await showNode(code, { state: { code: '' } });
    expect(r.container.querySelector('svg')).toBeNull();
    expect(r.container.textContent).toBe('');
    expect(r.ports.logs).toEqual([]);
    act(() => r.store.set('state.code', 'P-1'));
    expect(screen.getByRole('img', { name: 'Barcode P-1' })).toBeTruthy();
  });

  it('shows the fallback and logs the place when the code has characters Code 128 cannot draw', async () => {
    const r = await showNode({ ...code, fallback: { type: 'text', text: 'Show this code at the counter' } }, { state: { code: 'ñ12' } });
    expect(screen.getByText('Show this code at the counter')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(r.ports.logs.some((l) => /Code 128 cannot draw/.test(l.message))).toBe(true);
  });

  it('has three heights', async () => {
    const r = await showNode([{ ...code, height: 'sm' }, code, { ...code, height: 'lg' }], { state: { code: '1' } });
    expect(Array.from(r.container.querySelectorAll('figure')).map((f) => f.className)).toEqual([
      'h-barcode h-barcode--sm',
      'h-barcode h-barcode--md',
      'h-barcode h-barcode--lg',
    ]);
  });
});
