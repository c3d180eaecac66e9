import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Repeat', tags: ['autodocs'], ...widgetMeta('repeat') };
export default meta;

const fees = [
  { name: 'Loan amount', value: 500000 },
  { name: 'Service fee', value: 45000 },
  { name: 'Interest', value: 12500 },
];

/** One cell per entry of the loaded data: the charges of a loan. */
export const List: StoryObj = {
  ...nodeStory(
    { type: 'repeat', items: '=data.fees', key: '=item.name', render: { type: 'cell', title: '=item.name', value: '=money(item.value)' } },
    { data: { fees } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Service fee')).toBeVisible();
    await expect(canvas.getByText('Interest')).toBeVisible();
  },
};

/** Only the entries that pass where, side by side. */
export const FilteredRow: StoryObj = nodeStory({
  type: 'repeat',
  items: [7, 14, 30, 91],
  as: 'days',
  where: '=days >= 14',
  direction: 'row',
  gap: 'sm',
  render: { type: 'chip', text: "=days + ' days'" },
});

/** An empty list shows its empty widget. */
export const Empty: StoryObj = {
  ...nodeStory(
    {
      type: 'repeat',
      items: '=data.fees',
      render: { type: 'cell', title: '=item.name' },
      empty: { type: 'empty-state', icon: 'empty', title: 'No charges' },
    },
    { data: { fees: [] } },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No charges')).toBeVisible();
  },
};
