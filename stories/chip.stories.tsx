import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Chip', tags: ['autodocs'], ...widgetMeta('chip') };
export default meta;

/** The complaint types: tapping one selects it. */
export const Choice: StoryObj = {
  ...nodeStory(
    {
      type: 'repeat',
      items: '=data.types',
      direction: 'row',
      render: {
        type: 'chip',
        text: '=item.name',
        selected: '=state.problemType == item.value',
        onTap: [{ do: 'set', path: '=state.problemType', value: '=item.value' }],
      },
    },
    {
      state: { problemType: 1 },
      data: {
        types: [
          { name: 'Collection', value: 1 },
          { name: 'Repayment', value: 2 },
          { name: 'Service attitude', value: 3 },
        ],
      },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Repayment' }));
    await expect(canvas.getByRole('button', { name: 'Repayment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Collection' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Selected, plain, disabled and read-only tags. */
export const States: StoryObj = nodeStory({
  type: 'stack',
  direction: 'row',
  wrap: true,
  gap: 'sm',
  children: [
    { type: 'chip', text: 'Selected', selected: true, onTap: [] },
    { type: 'chip', text: 'Not selected', onTap: [] },
    { type: 'chip', text: 'Disabled', disabled: true, onTap: [] },
    { type: 'chip', text: 'Label only' },
  ],
});
