/** ScreenList: each row is named by its title alone; id, live versions, draft, money and review marks and routes describe it. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { liveShort, ScreenList } from '../../../studio/shell/screen-list.tsx';
import type { ScreenSummary } from '../../../studio/studio-api.ts';

const live = (staging: number, production: number) => ({
  staging: { version: staging, since: '', by: 'bundled' },
  production: { version: production, since: '', by: 'bundled' },
});
const base = {
  reviewRequired: false,
  money: false,
  openChangeRequests: 0,
  hasMyDraft: false,
  latest: null,
  find: { texts: [], widgets: [], endpoints: [] },
};
const screens: ScreenSummary[] = [
  { ...base, id: 'about-us', title: 'About us', routes: [{ path: '/aboutUs' }], live: live(0, 0) },
  {
    ...base,
    id: 'loan-details',
    title: 'Loan details',
    routes: [{ path: '/loanDetails', example: '?productId=7' }, { path: '/order' }],
    live: live(5, 4),
    money: true,
    openChangeRequests: 2,
  },
];

describe('ScreenList', () => {
  test('names each row by its title and describes it with id, what is live, marks and routes', () => {
    const onOpen = vi.fn();
    render(<ScreenList screens={screens} failure={null} openId="loan-details" drafts={new Set(['loan-details'])} onOpen={onOpen} />);
    const about = screen.getByRole('button', { name: 'About us' });
    expect(about.textContent).toContain('bundled');
    expect(screen.getByRole('button', { name: 'About us', description: 'about-us · bundled /aboutUs' })).toBe(about);
    const loan = screen.getByRole('button', {
      name: 'Loan details',
      description: 'draft money2 in review loan-details · production v4 · staging v5 /loanDetails /order',
    });
    expect(loan.getAttribute('aria-current')).toBe('page');
    fireEvent.click(about);
    expect(onOpen).toHaveBeenCalledWith('about-us');
  });

  test('says what is live in a few words', () => {
    expect(liveShort(screens[0]!)).toBe('bundled');
    expect(liveShort({ ...screens[0]!, live: live(3, 3) })).toBe('v3 live');
    expect(liveShort({ ...screens[0]!, live: live(3, 0) })).toBe('production bundled · staging v3');
  });
});
