import type { Meta, StoryObj } from '@storybook/react-vite';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Stack', tags: ['autodocs'], ...widgetMeta('stack') };
export default meta;

/** A card: the order card of the complaint entry. */
export const Card: StoryObj = nodeStory({
  type: 'stack',
  surface: 'card',
  children: [
    {
      type: 'stack',
      direction: 'row',
      gap: 'md',
      children: [
        { type: 'image', src: '/api/sandbox/assets/peso-agad.svg', alt: 'Peso Agad logo', size: 'logo', rounded: true },
        { type: 'text', text: 'Peso Agad', variant: 'subtitle' },
      ],
    },
    { type: 'cell', title: 'Loan amount', value: '=money(500000)' },
    { type: 'cell', title: 'Status', value: 'Repayment' },
  ],
});

/** A muted panel. */
export const Muted: StoryObj = nodeStory({
  type: 'stack',
  surface: 'muted',
  children: [{ type: 'text', text: 'Please keep the depositslip as proof of payment' }],
});

/** A row spread to both ends. */
export const RowBetween: StoryObj = nodeStory({
  type: 'stack',
  direction: 'row',
  justify: 'between',
  children: [
    { type: 'text', text: 'My Complaint', variant: 'subtitle' },
    { type: 'button', text: 'All', variant: 'link' },
  ],
});

/** A wrapping row of tags. */
export const Wrap: StoryObj = nodeStory({
  type: 'stack',
  direction: 'row',
  wrap: true,
  gap: 'sm',
  children: ['Collection', 'Repayment', 'Account', 'Interest', 'Service attitude', 'Other'].map((text) => ({ type: 'chip' as const, text })),
});
