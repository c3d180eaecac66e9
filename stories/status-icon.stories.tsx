import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WidgetNode } from '../schemas/generated/types.ts';
import type { StatusIconProps } from '../schemas/generated/widget-props.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Status icon', tags: ['autodocs'], ...widgetMeta('status-icon') };
export default meta;

const statuses: [StatusIconProps['name'], string][] = [
  ['processing', 'Under review (21)'],
  ['failed', 'Failed (110)'],
  ['pending', 'Pending (151)'],
  ['repaying', 'Repayment (170)'],
  ['overdue', 'Overdue (174, 180)'],
  ['finished', 'Finished (200)'],
  ['error', 'Joint-login Failed'],
];

const tile = ([name, caption]: [StatusIconProps['name'], string]): WidgetNode => ({
  type: 'stack',
  surface: 'card',
  gap: 'sm',
  align: 'center',
  children: [
    { type: 'status-icon', name, label: caption },
    { type: 'text', text: caption, variant: 'caption', align: 'center' },
  ],
});

/** Every status picture, captioned with the order statuses it stands for. */
export const AllNames: StoryObj = {
  ...nodeStory({ type: 'stack', gap: 'md', children: statuses.map(tile) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, caption] of statuses) await expect(await canvas.findByRole('img', { name: caption })).toBeVisible();
  },
};

/** The order page header: a large picture above the status title and description. */
export const OrderHeader: StoryObj = nodeStory(
  {
    type: 'stack',
    surface: 'card',
    align: 'center',
    gap: 'sm',
    children: [
      { type: 'status-icon', name: 'overdue', size: 'lg', label: '=data.order.noticeStatusText' },
      { type: 'text', variant: 'title', align: 'center', text: '=data.order.noticeStatusText' },
      { type: 'text', tone: 'muted', align: 'center', text: '=data.order.noticeDesText' },
    ],
  },
  {
    data: {
      order: { noticeStatusText: 'Overdue', noticeDesText: 'Your loan is 3 days overdue. Please repay as soon as you can to avoid more fees.' },
    },
  },
);

/** The joint-login failure page header. */
export const JointLoginFailed: StoryObj = nodeStory({
  type: 'stack',
  align: 'center',
  gap: 'sm',
  children: [
    { type: 'status-icon', name: 'error', size: 'lg', label: 'Failed' },
    { type: 'text', variant: 'title', align: 'center', text: 'Failed' },
    { type: 'text', tone: 'muted', align: 'center', text: 'We could not sign you in to the partner app. Please try again later.' },
  ],
});
