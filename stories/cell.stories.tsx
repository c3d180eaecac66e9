import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Cell', tags: ['autodocs'], ...widgetMeta('cell') };
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
        onTap: [
          { do: 'wait', ms: 600 },
          { do: 'toast', text: 'Opening complaint 7' },
        ],
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

/** A list of choices (bank cards): none chosen at first; tapping one ticks it, and only one is ticked. */
export const Choices: StoryObj = {
  ...nodeStory(
    {
      type: 'stack',
      surface: 'card',
      gap: 'none',
      children: [
        {
          type: 'repeat',
          items: '=data.cards',
          gap: 'none',
          render: {
            type: 'cell',
            title: '=item.bankName',
            value: '=mask(item.cardNo)',
            selected: '=state.cardIndex == index',
            onTap: [{ do: 'set', path: '=state.cardIndex', value: '=index' }],
          },
        },
      ],
    },
    {
      data: {
        cards: [
          { bankName: 'BDO Unibank', cardNo: '4111222233334444' },
          { bankName: 'BPI', cardNo: '5500111122223333' },
        ],
      },
      state: { cardIndex: -1 },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bpi = await canvas.findByRole('button', { name: /BPI/ });
    await expect(bpi).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bpi);
    await waitFor(() => expect(bpi).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: /BDO/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On a 360 px phone a one-word title, a number kept on one line and a chevron share the row: the title wraps, nothing overflows. */
export const NarrowPhone: StoryObj = {
  ...nodeStory({
    type: 'stack',
    surface: 'card',
    gap: 'none',
    children: [
      { type: 'cell', title: 'Telephone/WhatsApp', value: '0917 555 0142', chevron: true, onTap: [{ do: 'toast', text: 'Calling' }] },
      { type: 'cell', title: 'Customer service e-mail', value: 'HT2503000170', chevron: true, onTap: [{ do: 'toast', text: 'Copied' }] },
    ],
  }),
  // The app's narrowest phone, less the page's side padding.
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('button');
    const card = canvasElement.querySelector<HTMLElement>('.h-stack--surface-card');
    await expect(card).not.toBeNull();
    const edge = (card as HTMLElement).getBoundingClientRect().right;
    for (const row of rows) {
      for (const part of row.querySelectorAll<HTMLElement>('span, svg')) {
        await expect(Math.round(part.getBoundingClientRect().right)).toBeLessThanOrEqual(Math.round(edge));
      }
    }
    await expect(within(rows[0] as HTMLElement).getByText('0917 555 0142')).toBeVisible();
  },
};
