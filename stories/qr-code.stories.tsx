import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { QrCodeNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/QR code', tags: ['autodocs'], ...widgetMeta('qr-code') };
export default meta;

const repayCode: QrCodeNode = { type: 'qr-code', value: '=state.code', label: 'QR code to repay' };

/** Repayment by code when the server sends no QR picture. */
export const RepayCode: StoryObj = {
  ...nodeStory(
    [
      { type: 'text', text: 'Scan to repay', variant: 'subtitle', align: 'center' },
      repayCode,
      { type: 'text', text: '=state.code', variant: 'caption', align: 'center' },
    ],
    { state: { code: '00020101021228570011ph.ppmi.p2m0111HATIDPHMMXXX0315HTD00042778800453039995406150000' } },
  ),
  play: async ({ canvasElement }) => {
    const svg = await within(canvasElement).findByRole('img', { name: 'QR code to repay' });
    const box = svg.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(150);
    await expect(box.width).toBeCloseTo(box.height, 0);
    await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  },
};

/** The three sizes. */
export const Sizes: StoryObj = nodeStory({
  type: 'stack',
  children: [
    { type: 'qr-code', value: 'HTD-SM', size: 'sm' },
    { type: 'qr-code', value: 'HTD-MD', size: 'md' },
    { type: 'qr-code', value: 'HTD-LG', size: 'lg' },
  ],
});

/** No code yet: nothing is drawn. */
export const Empty: StoryObj = {
  ...nodeStory([{ type: 'text', text: 'Above' }, repayCode, { type: 'text', text: 'Below' }], { state: { code: '' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Below');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
