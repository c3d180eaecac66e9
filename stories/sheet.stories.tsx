import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SheetNode, WidgetNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Sheet', tags: ['autodocs'], ...widgetMeta('sheet', { overlayHeight: '560px' }) };
export default meta;

const orders = Array.from({ length: 8 }, (_, i) => ({
  orderNo: `HT2025031${i}00${i}`,
  productName: ['Peso Agad', 'Hatid Cash', 'Kwarta Express'][i % 3],
  status: ['Repayment', 'Finished', 'Under review'][i % 3],
}));

/** The "All orders" chooser of the complaint entry screen. */
const chooser: SheetNode = {
  type: 'sheet',
  open: '=state.chooserOpen',
  title: 'All orders',
  children: [
    {
      type: 'repeat',
      items: '=data.orders',
      key: '=item.orderNo',
      gap: 'sm',
      render: {
        type: 'cell',
        title: '=item.productName',
        value: '=item.status',
        description: "=item.orderNo == state.orderNo ? item.orderNo + ' · Selected' : item.orderNo",
        onTap: [
          { do: 'set', path: '=state.orderNo', value: '=item.orderNo' },
          { do: 'set', path: '=state.chooserOpen', value: false },
        ],
      },
    },
  ],
};
const page: WidgetNode[] = [
  { type: 'text', text: "='Order: ' + state.orderNo" },
  { type: 'button', text: 'All', variant: 'secondary', onTap: [{ do: 'set', path: '=state.chooserOpen', value: true }] },
  chooser,
];

/** Open with a list taller than the sheet (it scrolls); choosing an order closes it. */
export const OpenWithList: StoryObj = {
  ...nodeStory(page, { state: { chooserOpen: true, orderNo: orders[0]?.orderNo }, data: { orders } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'All orders' });
    await userEvent.click(within(sheet).getByText('HT20250313003'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByText('Order: HT20250313003')).toBeVisible();
  },
};

/** Closed: the All button opens it. */
export const Closed: StoryObj = {
  ...nodeStory(page, { state: { chooserOpen: false, orderNo: orders[0]?.orderNo }, data: { orders } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'All' }));
    const sheet = await body.findByRole('dialog', { name: 'All orders' });
    await waitFor(() => expect(sheet).toBeVisible());
  },
};

/** Not dismissible: no close button; only a choice inside closes it. */
export const NotDismissible: StoryObj = nodeStory([{ ...chooser, dismissible: false }], {
  state: { chooserOpen: true, orderNo: '' },
  data: { orders: orders.slice(0, 3) },
});
