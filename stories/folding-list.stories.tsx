import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FoldingListNode, WidgetNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Folding list', tags: ['autodocs'], ...widgetMeta('folding-list') };
export default meta;

const logo = '/api/sandbox/assets/peso-agad.svg';

const products = [
  {
    name: 'Hatid Cash',
    logo,
    details: [
      { text: 'Loan amount', value: '₱5,000.00' },
      { text: 'Due date', value: '2025-07-01' },
      { text: 'Service fee', value: '₱250.00' },
      { text: 'Overdue fee', value: '₱0.00' },
      { text: 'Amount to repay', value: '₱5,250.00' },
    ],
  },
  {
    name: 'Hatid Flex',
    logo,
    details: [
      { text: 'Loan amount', value: '₱2,000.00' },
      { text: 'Due date', value: '2025-07-15' },
    ],
  },
];

const lines: FoldingListNode = {
  type: 'folding-list',
  items: '=product.details',
  as: 'line',
  render: { type: 'cell', title: '=line.text', value: '=line.value' },
};

/** A product card (logo, name) per product; each lists its detail lines folded to the first two. */
const cards: WidgetNode = {
  type: 'repeat',
  items: '=data.products',
  as: 'product',
  gap: 'md',
  render: {
    type: 'stack',
    surface: 'card',
    padding: 'md',
    gap: 'sm',
    children: [
      {
        type: 'stack',
        direction: 'row',
        gap: 'sm',
        align: 'center',
        children: [
          { type: 'image', src: '=product.logo', alt: '', size: 'icon', rounded: true },
          { type: 'text', text: '=product.name', variant: 'subtitle' },
        ],
      },
      lines,
    ],
  },
};

const rowTitles = (root: HTMLElement) => Array.from(root.querySelectorAll('.h-cell__title')).map((el) => el.textContent);

/** Folded: two lines show and "more" opens the rest; the second card has only two lines and no link. */
export const Folded: StoryObj = {
  ...nodeStory(cards, { data: { products } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'more' });
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(rowTitles(canvasElement)).toEqual(['Loan amount', 'Due date', 'Loan amount', 'Due date']);
    await expect(more.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Opened with "more"; "hide" folds it back. */
export const Opened: StoryObj = {
  ...nodeStory(cards, { data: { products } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'more' }));
    const hide = canvas.getByRole('button', { name: 'hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Amount to repay')).toBeVisible();
    await expect(canvas.getByText('₱5,250.00')).toBeVisible();
    await userEvent.click(hide);
    await expect(canvas.queryByText('Amount to repay')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
  },
};

/** Three lines shown before folding, with its own link texts. */
export const CustomFold: StoryObj = nodeStory(
  {
    type: 'folding-list',
    items: '=data.details',
    fold: 3,
    moreText: 'See all charges',
    lessText: 'Show fewer',
    render: { type: 'cell', title: '=item.text', value: '=item.value' },
  },
  { data: { details: products[0]?.details } },
);

/** An empty list draws nothing. */
export const Empty: StoryObj = {
  ...nodeStory(
    [
      { type: 'text', text: 'No detail lines below.' },
      { type: 'folding-list', items: '=data.details', render: { type: 'cell', title: '=item.text' } },
    ],
    { data: { details: [] } },
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No detail lines below.');
    await expect(canvasElement.querySelector('.h-folding-list')).toBeNull();
  },
};
