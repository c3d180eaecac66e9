import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ArticleNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const terms: ArticleNode = {
  type: 'article',
  title: 'Loan terms and conditions',
  updated: 'Effective 1 March 2025',
  intro: ['These terms apply to every loan.'],
  sections: [
    { title: '1. Who can borrow', paragraphs: ['To apply you must:'], items: ['be a Filipino citizen;', 'be over 18 years old.'] },
    { title: '2. Loan term', paragraphs: ['The term is 91 to 365 calendar days.', 'Your agreement states the due dates.'] },
    { title: '3. Empty section' },
  ],
};

describe('article widget', () => {
  it('is an article named by its h1, with the date line, the intro and one h2 section per entry', async () => {
    await showNode(terms);
    const article = screen.getByRole('article', { name: 'Loan terms and conditions' });
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Loan terms and conditions');
    expect(within(article).getByText('Effective 1 March 2025')).toBeTruthy();
    expect(within(article).getByText('These terms apply to every loan.')).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1. Who can borrow', '2. Loan term', '3. Empty section']);
    const who = within(article).getByRole('region', { name: '1. Who can borrow' });
    expect(within(who).getByText('To apply you must:')).toBeTruthy();
    expect(
      within(who)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['be a Filipino citizen;', 'be over 18 years old.']);
    const term = within(article).getByRole('region', { name: '2. Loan term' });
    expect(term.querySelectorAll('p')).toHaveLength(2);
    expect(within(term).queryByRole('list')).toBeNull();
  });

  it('shows texts as plain text, never as HTML', async () => {
    await showNode({ type: 'article', sections: [{ title: '<b>Bold</b>', paragraphs: ['<img src=x onerror=alert(1)>'] }] });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Bold</b>');
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('without a title (a screen whose top bar shows it) has no h1, and sections start at h2', async () => {
    await showNode({ type: 'article', updated: 'Effective 1 March 2025', sections: [{ title: 'Cookies', paragraphs: ['We use cookies.'] }] });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toBeTruthy();
    expect(screen.getByText('Effective 1 March 2025')).toBeTruthy();
    expect(screen.getByRole('article').hasAttribute('aria-labelledby')).toBe(false);
  });
});
