import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';

const meta: Meta = { title: 'Widgets/Cell' };
export default meta;

/** Plain title and value rows in a card, as in an order card. */
export const Rows: StoryObj = nodeStory({
  type: 'stack',
  surface: 'card',
  gap: 'none',
  children: [
    { type: 'cell', title: 'Loan amount', value: '=money(500000)' },
    { type: 'cell', title: 'Period', value: '91 days' },
    { type: 'cell', title: 'Complaint type', value: 'Collection' },
  ],
});

/** A long value (an e-mail address) wraps instead of overflowing. */
export const LongValue: StoryObj = nodeStory({
  type: 'stack',
  surface: 'card',
  gap: 'none',
  children: [
    { type: 'cell', title: 'E-mail', value: 'customer.service.department@hatid-lending.example.ph' },
    { type: 'cell', title: 'Telephone/WhatsApp', value: '+63 917 555 0101 / +63 2 8123 4567' },
  ],
});

/** Tappable rows with icon, description and chevron; tapping one opens the complaint. */
export const Tappable: StoryObj = {
  ...nodeStory({
    type: 'stack',
    surface: 'card',
    gap: 'none',
    children: [
      {
        type: 'cell',
        icon: '/api/sandbox/assets/call-log.svg',
        title: 'Collection',
        description: '2024-05-02 10:11:12',
        value: 'Processing',
        chevron: true,
        onTap: [{ do: 'wait', ms: 600 }, { do: 'toast', text: 'Opening complaint 7' }],
      },
      { type: 'cell', title: 'My Complaint', chevron: true, onTap: [{ do: 'toast', text: 'My Complaint' }] },
    ],
  }),
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('button', { name: /Collection/ });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(row).not.toHaveAttribute('aria-busy'));
  },
};
