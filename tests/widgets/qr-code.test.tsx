import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { QrCodeNode } from '../../schemas/generated/types.ts';
import { qrPath } from '../../widgets/qr-code.tsx';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
/** Reads the drawn path back as a matrix of dark modules. */
function drawnMatrix(svg: Element): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

/** The 7×7 finder pattern: dark ring, light ring, dark 3×3 core. */
function isFinder(grid: boolean[][], left: number, top: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (grid[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

const qr: QrCodeNode = { type: 'qr-code', value: '=state.code', label: 'QR code to pay' };

describe('qr-code widget', () => {
  it('draws a QR code with its three finder patterns inside a 4-module quiet zone', async () => {
    await showNode(qr, { state: { code: 'PAY-000123' } });
    const svg = screen.getByRole('img', { name: 'QR code to pay' });
    const grid = drawnMatrix(svg);
    const size = grid.length;
    expect(size).toBe(21 + 8); // version 1 plus the quiet zone on both sides
    expect(isFinder(grid, 4, 4)).toBe(true);
    expect(isFinder(grid, size - 11, 4)).toBe(true);
    expect(isFinder(grid, 4, size - 11)).toBe(true);
    const border = grid.flatMap((row, y) => row.filter((_, x) => x < 4 || y < 4 || x >= size - 4 || y >= size - 4));
    expect(border.every((dark) => !dark)).toBe(true);
  });

  it('draws a different code when the value changes, and a bigger one for a longer text', async () => {
    const r = await showNode(qr, { state: { code: 'PAY-000123' } });
    const first = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    act(() => r.store.set('state.code', 'PAY-000124'));
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(first);
    act(() => r.store.set('state.code', 'https://pay.example.ph/r/' + '0123456789'.repeat(4)));
    expect(drawnMatrix(screen.getByRole('img')).length).toBeGreaterThan(29);
  });

  it('is called "QR code" without a label, and draws nothing for an empty value', async () => {
    const r = await showNode(
      [
        { type: 'qr-code', value: 'x' },
        { type: 'qr-code', value: '=state.none' },
      ],
      { state: {} },
    );
    expect(screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual(['QR code']);
    expect(r.container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('has three sizes', async () => {
    const r = await showNode([{ ...qr, size: 'sm' }, qr, { ...qr, size: 'lg' }], { state: { code: '1' } });
    expect(Array.from(r.container.querySelectorAll('.h-qr-code')).map((el) => el.className)).toEqual([
      'h-qr-code h-qr-code--sm',
      'h-qr-code h-qr-code--md',
      'h-qr-code h-qr-code--lg',
    ]);
  });

  it('joins dark modules of a row into one rectangle per run', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});
