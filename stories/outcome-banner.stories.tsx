import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Outcome banner', tags: ['autodocs'], ...widgetMeta('outcome-banner') };
export default meta;

/** A card payment whose confirmation timed out: money may have moved, so the borrower is told not to pay again yet. */
export const Unconfirmed: StoryObj = {
  ...nodeStory({
    type: 'outcome-banner',
    tone: 'pending',
    title: 'We could not confirm this payment.',
    text: "Don't pay again yet — check Order details in a few minutes.",
    actionText: 'Check my order',
    busyText: 'Checking your order…',
    onAction: [{ do: 'wait', ms: 800 }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', { name: 'We could not confirm this payment.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check my order' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Checking your order…' })).toBeDisabled());
  },
};

/** The lender refused the payment: no money moved. */
export const Failure: StoryObj = nodeStory({
  type: 'outcome-banner',
  tone: 'failure',
  title: 'Payment not made',
  text: 'This card cannot be used for repayment right now. No money was taken. Choose another card or another way to pay.',
});

/** The lender confirmed the payment, with its receipt lines. */
export const Success: StoryObj = nodeStory({
  type: 'outcome-banner',
  tone: 'success',
  title: 'Payment received',
  text: 'The lender has received this payment.',
  children: [
    { type: 'text', text: '₱1.712,17', variant: 'title' },
    { type: 'cell', title: 'Paid on', value: '2025-06-07 10:04:05' },
    { type: 'cell', title: 'Receipt No.', value: 'RR70001' },
  ],
});
