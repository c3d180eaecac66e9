import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Image', tags: ['autodocs'], ...widgetMeta('image') };
export default meta;

const logo = '/api/sandbox/assets/peso-agad.svg';
const slip = '/api/sandbox/assets/gcash-receipt.svg';

/** The sizes from icon to thumb, square and rounded. */
export const Sizes: StoryObj = nodeStory({
  type: 'stack',
  direction: 'row',
  children: (['icon', 'avatar', 'logo', 'thumb'] as const).map((size) => ({
    type: 'image' as const,
    src: logo,
    alt: `Logo ${size}`,
    size,
    rounded: true,
  })),
});

/** The whole width, fitted inside. */
export const Full: StoryObj = nodeStory({ type: 'image', src: slip, alt: 'Payment receipt' });

/** A banner at the top of a screen: its box is kept while it loads (width and height) and it loads at once (eager). */
export const Banner: StoryObj = {
  ...nodeStory({ type: 'image', src: slip, alt: 'Payment receipt', width: 340, height: 230, eager: true, rounded: true }),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Payment receipt' });
    await expect(img.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(img.getAttribute('loading')).toBe('eager');
  },
};

/** A picture that fails to load shows a neutral box, not a broken icon. */
export const Broken: StoryObj = {
  ...nodeStory({
    type: 'stack',
    direction: 'row',
    children: [
      { type: 'image', src: '/api/sandbox/assets/missing.png', alt: 'Product logo', size: 'logo', rounded: true },
      { type: 'image', src: '', alt: '', size: 'thumb' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Product logo' }).tagName).toBe('SPAN'));
  },
};

/** Tapping opens the picture large, with a close button (the play closes it and opens it again: it ends large). */
export const Zoomable: StoryObj = {
  ...nodeStory({ type: 'image', src: slip, alt: 'Payment receipt', size: 'thumb', rounded: true, zoomable: true }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const enlarge = await page.findByRole('button', { name: 'Enlarge: Payment receipt' });
    await userEvent.click(enlarge);
    const dialog = await page.findByRole('dialog', { name: 'Payment receipt' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(enlarge);
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Payment receipt' })).toBeVisible());
  },
};
