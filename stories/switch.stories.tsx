import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SwitchNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Switch', tags: ['autodocs'], ...widgetMeta('switch') };
export default meta;

/** The buttons of an order, chosen by its status: 174 and 180 (due, overdue) share Repayment. */
const byStatus: SwitchNode = {
  type: 'switch',
  on: '=state.status',
  cases: {
    '174|180': { type: 'button', text: 'Repayment' },
    '200': { type: 'button', text: 'Borrow Again' },
  },
  default: { type: 'text', text: 'No action needed', variant: 'caption' },
};

/** A due order (174): the Repayment button. */
export const Due: StoryObj = {
  ...nodeStory(byStatus, { state: { status: '174' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Repayment' })).toBeVisible();
  },
};

/** A repaid order (200): Borrow Again. */
export const Repaid: StoryObj = {
  ...nodeStory(byStatus, { state: { status: '200' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Borrow Again' })).toBeVisible();
  },
};

/** A status without a case: the default widget. */
export const Other: StoryObj = {
  ...nodeStory(byStatus, { state: { status: '151' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No action needed')).toBeVisible();
  },
};
