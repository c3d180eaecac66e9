import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MoneyKeyboardNode, WidgetNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Money keyboard', tags: ['autodocs'], ...widgetMeta('money-keyboard', { overlayHeight: '600px' }) };
export default meta;

const keyboard: MoneyKeyboardNode = {
  type: 'money-keyboard',
  bind: '=state.amount',
  open: '=state.keyboardOpen',
  onConfirm: [{ do: 'toast', text: "='Amount: ₱' + state.amount" }],
};

/** An amount box that opens the pad when tapped, as a repayment screen would draw it. */
const page: WidgetNode[] = [
  { type: 'text', text: 'Repayment amount', variant: 'caption' },
  {
    type: 'cell',
    title: "=state.amount == '' ? 'Tap to enter an amount' : '₱ ' + state.amount",
    chevron: true,
    onTap: [{ do: 'set', path: '=state.keyboardOpen', value: true }],
  },
  keyboard,
];

/** Open and empty: Confirm is greyed out; typing enables it, with at most one point and two decimals. */
export const Empty: StoryObj = {
  ...nodeStory(page, { state: { amount: '', keyboardOpen: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    for (const key of ['1', '2', '0', '.', '5', '.', '0', '9']) await userEvent.click(canvas.getByRole('button', { name: key }));
    await expect(canvas.getByText('₱ 120.50')).toBeVisible();
    await expect(confirm).toBeEnabled();
    for (const key of canvas.getByRole('group', { name: 'Number keyboard' }).querySelectorAll('button')) {
      const box = key.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** With an amount typed: Delete takes the last character off. */
export const WithAmount: StoryObj = {
  ...nodeStory(page, { state: { amount: '1500.75', keyboardOpen: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await expect(canvas.getByText('₱ 1500.7')).toBeVisible();
  },
};

/** Confirm closes the pad and runs onConfirm. */
export const Confirming: StoryObj = {
  ...nodeStory(page, { state: { amount: '250', keyboardOpen: true } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await expect(await body.findByText('Amount: ₱250')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('group', { name: 'Number keyboard' })).toBeNull());
  },
};

/** Hidden: tapping the amount shows the pad, Hide keyboard puts it away. */
export const Closed: StoryObj = {
  ...nodeStory(page, { state: { amount: '', keyboardOpen: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Number keyboard' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tap to enter an amount' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide keyboard' }));
    await expect(canvas.queryByRole('group', { name: 'Number keyboard' })).toBeNull();
  },
};

/** Its own confirm text. */
export const ConfirmText: StoryObj = nodeStory([...page.slice(0, 2), { ...keyboard, confirmText: 'Pay now' }], {
  state: { amount: '980', keyboardOpen: true },
});
