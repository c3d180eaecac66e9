/** Order details written for Adaptive Cards: the same content as a card, AdaptiveCard.parse then render; an update parses and renders the card of the new data. */
import { AdaptiveCard } from 'adaptivecards';
import { registerOrder } from '../order-case.ts';
import { order, orderVariant, type Order } from '../order-reference.ts';

function cardJson(o: Order) {
  return {
    type: 'AdaptiveCard',
    version: '1.5',
    body: [
      {
        type: 'Container',
        horizontalAlignment: 'Center',
        items: [
          { type: 'Image', url: o.productLogo, size: 'Medium', horizontalAlignment: 'Center', altText: o.noticeStatusText },
          { type: 'TextBlock', text: o.noticeStatusText, size: 'Large', weight: 'Bolder', horizontalAlignment: 'Center', wrap: true },
          { type: 'TextBlock', text: o.noticeDesText, isSubtle: true, horizontalAlignment: 'Center', wrap: true },
        ],
      },
      {
        type: 'Container',
        style: 'emphasis',
        items: [
          {
            type: 'ColumnSet',
            columns: [
              { type: 'Column', width: 'auto', items: [{ type: 'Image', url: o.productLogo, size: 'Small', altText: `${o.productName} logo` }] },
              {
                type: 'Column',
                width: 'stretch',
                verticalContentAlignment: 'Center',
                items: [{ type: 'TextBlock', text: o.productName, weight: 'Bolder' }],
              },
            ],
          },
          ...o.userOrderDetail.detail.map((line) => ({
            type: 'ColumnSet',
            columns: [
              { type: 'Column', width: 'stretch', items: [{ type: 'TextBlock', text: line.text }] },
              { type: 'Column', width: 'auto', items: [{ type: 'TextBlock', text: line.value }] },
            ],
          })),
        ],
      },
    ],
    actions: [{ type: 'Action.Submit', title: 'Repayment', data: { action: 'repay' } }],
  };
}

/** Parses and renders the card of one order into `target`, replacing what was there. */
function draw(target: HTMLElement, o: Order) {
  const card = new AdaptiveCard();
  card.parse(cardJson(o));
  const el = card.render();
  if (el) target.replaceChildren(el);
}

registerOrder({
  mount(target) {
    draw(target, order);
    return { unmount: () => target.replaceChildren(), update: (v) => draw(target, orderVariant(v)) };
  },
});
