import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Text', tags: ['autodocs'], ...widgetMeta('text') };
export default meta;

/** Every variant, one below the other. */
export const Variants: StoryObj = {
  ...nodeStory([
    { type: 'text', text: 'Online service', variant: 'title' },
    { type: 'text', text: 'Process Result', variant: 'subtitle' },
    { type: 'text', text: 'We will reply within 3 weekdays.' },
    { type: 'text', text: 'Complaint type', variant: 'label' },
    { type: 'text', text: '2024-05-02 10:11:12', variant: 'caption' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Online service');
  },
};

/** The colours. */
export const Tones: StoryObj = nodeStory([
  { type: 'text', text: 'Default' },
  { type: 'text', text: 'Muted', tone: 'muted' },
  { type: 'text', text: 'Primary', tone: 'primary' },
  { type: 'text', text: 'The selected order does not support sending collection types.', tone: 'danger' },
  { type: 'text', text: 'Successfully Sent', tone: 'success' },
]);

/** Centred and end-aligned. */
export const Aligned: StoryObj = nodeStory([
  { type: 'text', text: 'Centred', align: 'center' },
  { type: 'text', text: 'At the end', align: 'end' },
]);

/** A long server text cut after two lines. */
export const Clamped: StoryObj = nodeStory(
  { type: 'text', text: '=data.detail.content', maxLines: 2 },
  {
    data: {
      detail: {
        content:
          'The collector called me several times late at night and used rude words. I asked them to stop but they kept calling my relatives and my employer about the loan.',
      },
    },
  },
);
