/**
 * The data calls of order details for the peer pages (DivKit, Adaptive Cards) of `npm run lighthouse`: the same calls
 * as the hand-written page and /loanDetails, through the same lender clients (createApi: axios, answer checks).
 */
import { createApi } from '../../adapters/http/create-api.ts';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import { apiBaseURL } from '../../app/config.ts';
import { formatMoney } from '../../renderer/core/expressions/functions.ts';

/** The order, as `loanDetails.detail` answers. */
export interface Order {
  orderStatus: string;
  noticeStatusText?: string;
  noticeDesText?: string;
  productLogo?: string;
  productName?: string;
  telephone?: string;
  userOrderDetail?: { detail?: { text: string; value: string }[] };
}

/** The statuses whose order has an instalment due (and a Repayment button), as loan-details.json shows them. */
export const repayable = new Set(['170', '174', '180']);

/** The status word under the icon, as the JSON screen's status icon labels it. */
export function statusLabel(status: string): string {
  const labels: Record<string, string> = {
    '21': 'Under review',
    '110': 'Failed',
    '151': 'Pending',
    '170': 'Repaying',
    '174': 'Repayment due',
    '180': 'Overdue',
  };
  return labels[status] ?? 'Finished';
}

/** The amount due as the screen shows it (₱1,234.00), or null while it is unknown. */
export function dueText(due: { repayAmount?: string } | null): string | null {
  return due?.repayAmount ? `₱${formatMoney(due.repayAmount)}` : null;
}

/** Calls `loanDetails.detail`, then for a repayable order `repayment.instalment`; hands each answer over as it arrives. */
export function loadOrder(on: { order(order: Order): void; due(due: { repayAmount?: string }): void }): void {
  const query = parsePageQuery(window.location.search);
  const api = createApi({ baseURL: apiBaseURL });
  const payload = { productId: query.productId ?? '', orderId: query.orderId ?? '' };
  void api.call('loanDetails.detail', payload, { query }).then((result) => {
    if (!result.ok) return;
    const order = result.data as Order;
    on.order(order);
    if (repayable.has(order.orderStatus))
      void api.call('repayment.instalment', payload, { query }).then((r) => on.due(r.ok ? (r.data as { repayAmount?: string }) : {}));
  });
}

/** Replaces the static loading page's skeleton with `content` and titles the top bar; returns the content. */
export function showInPage<T extends HTMLElement>(content: T): T {
  document.querySelector('.h-topbar__title')?.replaceChildren('Order details');
  document.querySelector('.h-page__body')?.replaceChildren(content);
  document.querySelector('.h-page')?.setAttribute('data-phase', 'ready');
  return content;
}
