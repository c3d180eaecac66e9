import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StepListNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const steps: StepListNode = {
  type: 'step-list',
  title: 'How to get a loan',
  steps: [
    { title: 'Apply', text: 'Fill in the short form.', icon: '/images/site-step-apply.svg' },
    { title: 'Authentication', text: 'Confirm who you are.' },
    { title: 'Next paragraph', text: 'Read and accept the terms.' },
    { title: 'Account funds' },
  ],
};

describe('step-list widget', () => {
  it('is a section named by its heading holding an ordered list of the steps, each with its own heading', async () => {
    await showNode(steps);
    const section = screen.getByRole('region', { name: 'How to get a loan' });
    expect(within(section).getByRole('heading', { level: 2, name: 'How to get a loan' })).toBeTruthy();
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Apply',
      'Authentication',
      'Next paragraph',
      'Account funds',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Fill in the short form.')).toBeTruthy();
    // The last step has no sentence: only its heading.
    expect(items[3]?.querySelector('p')).toBeNull();
  });

  it('draws the number and the picture as decoration (the list already tells the position)', async () => {
    await showNode(steps);
    const items = screen.getAllByRole('listitem');
    const marks = items[0]?.querySelector('[aria-hidden="true"]');
    expect(marks?.textContent).toBe('1');
    expect(marks?.querySelector('img')?.getAttribute('src')).toBe('/images/site-step-apply.svg');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it('without a title it is only the list', async () => {
    const { title: _title, ...untitled } = steps;
    await showNode(untitled);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
