import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Empty state', tags: ['autodocs'], ...widgetMeta('empty-state') };
export default meta;

/** An empty list. */
export const Empty: StoryObj = nodeStory({ type: 'empty-state', icon: 'empty', title: 'No complaints', text: 'Complaints you send will show here.' });

/** The complaint was sent. */
export const Success: StoryObj = nodeStory({ type: 'empty-state', icon: 'success', title: 'Successfully Sent' });

/** A page that cannot be shown, with a retry button. */
export const Failure: StoryObj = {
  ...nodeStory({
    type: 'empty-state',
    icon: 'error',
    title: "This page can't be shown",
    text: 'Please check your connection and try again.',
    actionText: 'Try again',
    onAction: [
      { do: 'wait', ms: 800 },
      { do: 'toast', text: 'Retried' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Information. */
export const Info: StoryObj = nodeStory({ type: 'empty-state', icon: 'info', title: 'We will reply within 3 weekdays' });

/** No search results. */
export const Search: StoryObj = nodeStory({ type: 'empty-state', icon: 'search', title: 'No orders found' });
