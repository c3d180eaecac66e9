import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StarsNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Stars', tags: ['autodocs'], ...widgetMeta('stars') };
export default meta;

const rating: StarsNode = { type: 'stars', bind: '=state.stars', label: 'Rating', size: 'lg' };

/** No star chosen yet; tapping the fourth star fills four. */
export const NoneChosen: StoryObj = {
  ...nodeStory(rating, { state: { stars: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '4 stars' }));
    await expect(canvas.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true');
    await expect(canvas.getByRole('button', { name: '5 stars' }).getAttribute('aria-pressed')).toBe('false');
  },
};

/** Four stars chosen. */
export const FourStars: StoryObj = nodeStory(rating, { state: { stars: 4 } });

/** Read-only rating, small. */
export const ReadOnly: StoryObj = {
  ...nodeStory({ type: 'stars', bind: '=state.stars', readOnly: true, size: 'sm' }, { state: { stars: 3 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Rating: 3 of 5' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The three sizes side by side. */
export const Sizes: StoryObj = nodeStory(
  {
    type: 'stack',
    children: [
      { type: 'stars', bind: '=state.stars', size: 'sm', label: 'Small' },
      { type: 'stars', bind: '=state.stars', size: 'md', label: 'Medium' },
      { type: 'stars', bind: '=state.stars', size: 'lg', label: 'Large' },
    ],
  },
  { state: { stars: 2 } },
);
