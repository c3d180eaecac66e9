import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { BarcodeNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Barcode', tags: ['autodocs'], ...widgetMeta('barcode', { overlayHeight: '520px' }) };
export default meta;

const payCode: BarcodeNode = { type: 'barcode', value: '=state.code' };

/** A pay code as Code 128 with the code written under the bars. */
export const PayCode: StoryObj = {
  ...nodeStory(payCode, { state: { code: '7788004215' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = await canvas.findByRole('img', { name: 'Barcode 7788004215' });
    await expect(canvas.getByText('7788004215')).toBeVisible();
    // start B + 10 characters + check + stop = 3 bars each, and the stop's closing bar.
    await expect(svg.querySelectorAll('.h-barcode__bar')).toHaveLength(13 * 3 + 1);
    // Never wider than a 360 px phone's content.
    await expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
  },
};

/** In the modal a store cashier scans, titled "scanToPay". */
export const InScanToPay: StoryObj = {
  ...nodeStory(
    {
      type: 'dialog',
      open: '=state.open',
      title: 'scanToPay',
      description: 'Show this code to the cashier.',
      showClose: true,
      children: [{ type: 'barcode', value: '=state.code', height: 'lg' }],
    },
    { state: { open: true, code: 'HTD-0042-7788' } },
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'scanToPay' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Barcode HTD-0042-7788' })).toBeVisible());
  },
};

/** With its own line under the bars. */
export const WithLabel: StoryObj = nodeStory({ type: 'barcode', value: '1234567890', label: 'Pay code: 1234 5678 90' });

/** The three heights. */
export const Heights: StoryObj = nodeStory({
  type: 'stack',
  children: [
    { type: 'barcode', value: 'SM-1234', height: 'sm' },
    { type: 'barcode', value: 'MD-1234', height: 'md' },
    { type: 'barcode', value: 'LG-1234', height: 'lg' },
  ],
});

/** No code yet: nothing is drawn. */
export const Empty: StoryObj = {
  ...nodeStory([{ type: 'text', text: 'Above' }, payCode, { type: 'text', text: 'Below' }], { state: { code: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Below');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('.h-barcode')).toBeNull();
  },
};

/** A character Code 128 cannot draw: the node's fallback shows instead. */
export const Undrawable: StoryObj = {
  ...nodeStory(
    { ...payCode, fallback: { type: 'text', text: "='Pay code: ' + state.code", align: 'center' } },
    { state: { code: 'Peñafrancia-01' } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pay code: Peñafrancia-01')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
