/**
 * Order details as an Adaptive Card, for `npm run lighthouse` only (never shipped): the app's static loading page, the
 * same data calls as /loanDetails, then AdaptiveCard.parse and render; the amount due parses and renders the card again.
 */
import { AdaptiveCard } from 'adaptivecards';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { dueText, loadOrder, repayable, showInPage, statusLabel, type Order } from './order-data.ts';

const line = (title: string, value: string) => ({
  type: 'ColumnSet',
  columns: [
    { type: 'Column', width: 'stretch', items: [{ type: 'TextBlock', text: title, wrap: true }] },
    { type: 'Column', width: 'auto', items: [{ type: 'TextBlock', text: value }] },
  ],
});

/** The card of one order, with the amount due once known (a blank line of the same height while it is out). */
function cardJson(o: Order, due: string | null) {
  const repay = repayable.has(o.orderStatus);
  return {
    type: 'AdaptiveCard',
    version: '1.5',
    body: [
      {
        type: 'Container',
        horizontalAlignment: 'Center',
        items: [
          { type: 'TextBlock', text: statusLabel(o.orderStatus), horizontalAlignment: 'Center' },
          { type: 'TextBlock', text: o.noticeStatusText ?? '', size: 'Large', weight: 'Bolder', horizontalAlignment: 'Center', wrap: true },
          { type: 'TextBlock', id: 'status-description', text: o.noticeDesText ?? '', isSubtle: true, horizontalAlignment: 'Center', wrap: true },
        ],
      },
      ...(repay
        ? [
            {
              type: 'Container',
              style: 'emphasis',
              items: [
                { type: 'TextBlock', text: 'Amount due', size: 'Small', isSubtle: true },
                { type: 'TextBlock', text: due ?? '\u00a0', size: 'Large', weight: 'Bolder' },
              ],
            },
            { type: 'ActionSet', actions: [{ type: 'Action.Submit', title: 'Repayment', data: { action: 'repay' } }] },
          ]
        : []),
      {
        type: 'Container',
        style: 'emphasis',
        items: [
          {
            type: 'ColumnSet',
            columns: [
              {
                type: 'Column',
                width: 'auto',
                items: [{ type: 'Image', url: o.productLogo ?? '', size: 'Small', altText: `${o.productName ?? ''} logo` }],
              },
              {
                type: 'Column',
                width: 'stretch',
                verticalContentAlignment: 'Center',
                items: [{ type: 'TextBlock', text: o.productName ?? '', weight: 'Bolder' }],
              },
            ],
          },
          ...(o.userOrderDetail?.detail ?? []).map((l) => line(l.text, l.value)),
        ],
      },
      {
        type: 'Container',
        style: 'emphasis',
        items: [line('Customer service', o.telephone ?? '09175550142')],
        selectAction: { type: 'Action.Submit', data: { action: 'support' } },
      },
    ],
  };
}

/** Parses and renders the card into `target`, replacing what was there. */
function draw(target: HTMLElement, order: Order, due: string | null): void {
  const card = new AdaptiveCard();
  card.parse(cardJson(order, due));
  const element = card.render();
  if (element) target.replaceChildren(element);
}

let shown: { target: HTMLElement; order: Order } | null = null;
loadOrder({
  order(order) {
    shown = { target: showInPage(document.createElement('div')), order };
    draw(shown.target, order, null);
  },
  due(due) {
    if (shown) draw(shown.target, shown.order, dueText(due));
  },
});
