/**
 * The order-details reference screen of the benchmark: the status block, the product card with 30 detail lines and the
 * repayment button of screens/loan-details.json (its dialogs, onLoad and recommended products left out), and the order
 * it shows (static: no network).
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';

export const lineCount = 30;

export const order = {
  orderStatus: '170',
  noticeStatusText: 'Repaying',
  noticeDesText: 'Please repay on time to keep your credit score.',
  productName: 'Hatid Cash',
  productLogo: 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
  userOrderDetail: {
    detail: Array.from({ length: lineCount }, (_, i) => ({ text: `Detail line ${i + 1}`, value: `₱${(1000 * (i + 1) + i + 1).toLocaleString('en-US')}.00` })),
  },
};

/** Text that appears only once the last line is drawn. */
export const orderDoneText = order.userOrderDetail.detail[lineCount - 1]!.value;

export const orderDocument: ScreenDocument = {
  schemaVersion: 2,
  id: 'loan-details',
  title: 'Order details',
  body: [
    {
      type: 'stack',
      id: 'status',
      align: 'center',
      gap: 'sm',
      padding: 'md',
      children: [
        {
          type: 'switch',
          on: '=data.order.orderStatus',
          cases: {
            '21': { type: 'status-icon', name: 'processing', label: 'Under review' },
            '170': { type: 'status-icon', name: 'repaying', label: 'Repaying' },
            '180': { type: 'status-icon', name: 'overdue', label: 'Overdue' },
          },
          default: { type: 'status-icon', name: 'finished', label: 'Finished' },
        },
        { type: 'text', id: 'status-title', text: '=data.order.noticeStatusText', variant: 'title', align: 'center' },
        { type: 'text', id: 'status-description', text: '=data.order.noticeDesText', tone: 'muted', align: 'center' },
      ],
    },
    {
      type: 'stack',
      id: 'product',
      surface: 'card',
      gap: 'none',
      children: [
        {
          type: 'stack',
          direction: 'row',
          align: 'center',
          gap: 'sm',
          children: [
            { type: 'image', src: '=data.order.productLogo', alt: "=data.order.productName + ' logo'", size: 'logo', rounded: true },
            { type: 'text', text: '=data.order.productName', variant: 'subtitle' },
          ],
        },
        { type: 'repeat', items: '=data.order.userOrderDetail.detail', render: { type: 'cell', title: '=item.text', value: '=item.value' } },
      ],
    },
    {
      type: 'switch',
      id: 'actions',
      on: '=data.order.orderStatus',
      cases: { '170|174|180': { type: 'button', id: 'repayment', text: 'Repayment', block: true, onTap: [{ do: 'toast', text: 'Repay' }] } },
    },
  ],
} as unknown as ScreenDocument;
