import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DialogNode, WidgetNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Dialog', tags: ['autodocs'], ...widgetMeta('dialog', { overlayHeight: '480px' }) };
export default meta;

/** The rating dialog of the complaint detail screen: not dismissible, stars, Cancel and Send. */
const rating: DialogNode = {
  type: 'dialog',
  open: '=state.ratingOpen',
  title: 'Rate our service',
  description: 'How satisfied are you with how we handled your complaint?',
  dismissible: false,
  children: [
    { type: 'stars', bind: '=state.stars', label: 'Rating', size: 'lg' },
    {
      type: 'stack',
      direction: 'row',
      gap: 'sm',
      children: [
        { type: 'button', text: 'Cancel', variant: 'secondary', onTap: [{ do: 'set', path: '=state.ratingOpen', value: false }] },
        {
          type: 'button',
          text: 'Send',
          onTap: [
            { do: 'toast', text: 'Successful demonstration！' },
            { do: 'set', path: '=state.ratingOpen', value: false },
          ],
        },
      ],
    },
  ],
};

/** Opens the rating dialog again once it is closed (the complaint detail screen opens it after a wait). */
const rateAgain: WidgetNode = {
  type: 'button',
  text: 'Rate us',
  variant: 'secondary',
  onTap: [{ do: 'set', path: '=state.ratingOpen', value: true }],
};

/** A dismissible dialog with a close button; the play closes it with × and opens it again, so it ends open. */
export const Open: StoryObj = {
  ...nodeStory(
    [
      { type: 'button', text: 'Show tips', variant: 'secondary', onTap: [{ do: 'set', path: '=state.open', value: true }] },
      {
        type: 'dialog',
        open: '=state.open',
        title: 'Kind tips',
        description: 'Please repay on time to keep your credit limit.',
        showClose: true,
        children: [{ type: 'text', text: 'Tap outside or the × to close.', variant: 'caption', align: 'center' }],
      },
    ],
    { state: { open: true } },
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Kind tips' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(page.getByRole('button', { name: 'Show tips' }));
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Kind tips' })).toBeVisible());
  },
};

/** The rating dialog: Escape does not close it; Cancel does (then it is opened again, so the story ends open). */
export const NotDismissible: StoryObj = {
  ...nodeStory([rateAgain, rating], { state: { ratingOpen: true, stars: 0 } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Rate our service' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(page.getByRole('button', { name: 'Rate us' }));
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Rate our service' })).toBeVisible());
  },
};

/** The rating dialog with four stars chosen, ready to send. */
export const WithActions: StoryObj = nodeStory(rating, { state: { ratingOpen: true, stars: 4 } });

/** The Successfully Sent message of the complaint description screen. */
export const Success: StoryObj = nodeStory(
  { type: 'dialog', open: '=state.sentOpen', title: 'Successfully Sent', description: 'We will reply within 3 weekdays.', dismissible: false },
  { state: { sentOpen: true } },
);
