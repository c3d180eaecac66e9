/**
 * The order-details reference screen of the benchmark: the status block, the product card with 30 detail lines and the
 * repayment button of screens/loan-details.json (its dialogs, onLoad and recommended products left out), and the order
 * it shows (static: no network).
 */
import type { ScreenDocument } from '../schemas/generated/types.ts';

export const lineCount = 30;

/**
 * The order as data variant `v` (0 is the first render): from one variant to the next the status (170 repaying, 180
 * overdue, alternating) and every one of the 30 line values change (their cents are the variant number).
 */
export function orderVariant(v: number) {
  const overdue = v % 2 === 1;
  const cents = String(v % 100).padStart(2, '0');
  return {
    orderStatus: overdue ? '180' : '170',
    noticeStatusText: overdue ? 'Overdue' : 'Repaying',
    noticeDesText: 'Please repay on time to keep your credit score.',
    productName: 'Hatid Cash',
    productLogo: 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
    userOrderDetail: {
      detail: Array.from({ length: lineCount }, (_, i) => ({
        text: `Detail line ${i + 1}`,
        value: `₱${(1000 * (i + 1) + i + 1).toLocaleString('en-US')}.${cents}`,
      })),
    },
  };
}

/** The order of the first render. */
export const order = orderVariant(0);

/** An order as the bench draws it. */
export type Order = typeof order;

/** Text that appears only once the last line is drawn. */
export const orderDoneText = order.userOrderDetail.detail[lineCount - 1]!.value;

/** Texts that are all on the page only once variant `v` is drawn: its status, first and last line values. */
export function orderVariantTexts(v: number): string[] {
  const o = orderVariant(v);
  const lines = o.userOrderDetail.detail;
  return [o.noticeStatusText, lines[0]!.value, lines[lineCount - 1]!.value];
}

/** The status icon the document's switch draws for a status (hand-written pages apply the same rule). */
export function statusIconOf(status: string): { name: 'processing' | 'repaying' | 'overdue' | 'finished'; label: string } {
  if (status === '21') return { name: 'processing', label: 'Under review' };
  if (status === '170') return { name: 'repaying', label: 'Repaying' };
  if (status === '180') return { name: 'overdue', label: 'Overdue' };
  return { name: 'finished', label: 'Finished' };
}

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
