/** Order details written for Adaptive Cards: the same content as a card, AdaptiveCard.parse then render. */
import { AdaptiveCard } from 'adaptivecards';
import { register } from '../harness.ts';
import { order, orderDoneText } from '../order-fixture.ts';

function cardJson(o: typeof order) {
  return {
    type: 'AdaptiveCard',
    version: '1.5',
    body: [
      {
        type: 'Container',
        horizontalAlignment: 'Center',
        items: [
          { type: 'Image', url: o.productLogo, size: 'Medium', horizontalAlignment: 'Center', altText: 'Repaying' },
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
              { type: 'Column', width: 'stretch', verticalContentAlignment: 'Center', items: [{ type: 'TextBlock', text: o.productName, weight: 'Bolder' }] },
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

register({
  kind: 'render',
  doneText: orderDoneText,
  mount(target) {
    const card = new AdaptiveCard();
    card.parse(cardJson(order));
    const el = card.render();
    if (el) target.appendChild(el);
    return { unmount: () => target.replaceChildren() };
  },
});
