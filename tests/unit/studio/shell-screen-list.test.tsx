/** ScreenList: each row is named by its title alone; id, published state, draft mark and routes describe it. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ScreenList } from '../../../studio/shell/screen-list.tsx';
import type { ScreenSummary } from '../../../studio/studio-api.ts';

const screens: ScreenSummary[] = [
  { id: 'about-us', title: 'About us', routes: [{ path: '/aboutUs' }], published: null },
  {
    id: 'loan-details',
    title: 'Loan details',
    routes: [{ path: '/loanDetails', example: '?productId=7' }, { path: '/order' }],
    published: { version: 3, at: '2026-03-01T09:00:00.000Z', author: 'Ana', message: 'Why' },
  },
];

describe('ScreenList', () => {
  test('names each row by its title and describes it with id, published state, draft and routes', () => {
    const onOpen = vi.fn();
    render(<ScreenList screens={screens} failure={null} openId="loan-details" drafts={new Set(['loan-details'])} onOpen={onOpen} />);
    const about = screen.getByRole('button', { name: 'About us' });
    expect(about.textContent).toContain('not published');
    expect(screen.getByRole('button', { name: 'About us', description: 'about-us · not published /aboutUs' })).toBe(about);
    const loan = screen.getByRole('button', { name: 'Loan details', description: 'draft loan-details · v3 /loanDetails /order' });
    expect(loan.getAttribute('aria-current')).toBe('page');
    fireEvent.click(about);
    expect(onOpen).toHaveBeenCalledWith('about-us');
  });
});
