import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Image grid', tags: ['autodocs'], ...widgetMeta('image-grid') };
export default meta;

const assets = ['gcash-receipt', 'call-log', 'apology-letter', 'upload-sample', 'peso-agad', 'hatid-cash'].map((n) => `/api/sandbox/assets/${n}.svg`);

/** The complaint's evidence pictures, four per row; tap one to enlarge it. */
export const Evidence: StoryObj = {
  ...nodeStory({ type: 'image-grid', images: '=data.detail.images' }, { data: { detail: { images: assets } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(6);
  },
};

/** Three per row, with a broken address among them. */
export const ThreePerRowWithBroken: StoryObj = nodeStory({
  type: 'image-grid',
  images: [assets[0], '/api/sandbox/assets/missing.png', assets[2]],
  perRow: 3,
  alt: 'Reply image',
});

/** Not zoomable: plain pictures. */
export const NotZoomable: StoryObj = nodeStory({ type: 'image-grid', images: assets.slice(0, 2), zoomable: false });

/** An empty list draws nothing. */
export const Empty: StoryObj = {
  ...nodeStory([
    { type: 'image-grid', images: [] },
    { type: 'text', text: 'Nothing above this line.', variant: 'caption' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
