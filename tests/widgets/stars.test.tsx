import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const pressed = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'));

describe('stars widget', () => {
  it('tapping a star sets the rating and fills the stars up to it', async () => {
    const r = await showNode({ type: 'stars', bind: '=state.stars', label: 'Rating' }, { state: { stars: 0 } });
    expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
    expect(pressed()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await userEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(r.store.get('state.stars')).toBe(4);
    expect(pressed()).toEqual(['true', 'true', 'true', 'true', 'false']);
    await userEvent.click(screen.getByRole('button', { name: '1 star' }));
    expect(r.store.get('state.stars')).toBe(1);
    expect(pressed()).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it('works from the keyboard', async () => {
    const r = await showNode({ type: 'stars', bind: '=state.stars' }, { state: { stars: 0 } });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(r.store.get('state.stars')).toBe(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(r.store.get('state.stars')).toBe(3);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 stars');
  });

  it('honours a different count', async () => {
    await showNode({ type: 'stars', bind: '=state.stars', count: 3 }, { state: { stars: 2 } });
    expect(pressed()).toEqual(['true', 'true', 'false']);
  });

  it('read-only shows the rating and cannot be changed', async () => {
    await showNode({ type: 'stars', bind: '=state.stars', readOnly: true }, { state: { stars: 4 } });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Rating: 4 of 5' })).toBeTruthy();
  });
});
