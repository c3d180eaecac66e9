/**
 * Order details as a DivKit card, for `npm run lighthouse` only (never shipped): the app's static loading page, the same
 * data calls as /loanDetails, then the card drawn by DivKit's client `render`; the amount due arrives as a global variable.
 */
import { createGlobalVariablesController, createVariable, render } from '@divkitframework/divkit/client';
import '@divkitframework/divkit/dist/client.css';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { dueText, loadOrder, repayable, showInPage, statusLabel, type Order } from './order-data.ts';

// Sizes as the app's text styles (body 16, title 22, caption 14); DivKit's default text is 12.
const text = (t: string, extra: Record<string, unknown> = {}) => ({ type: 'text', text: t, font_size: 16, ...extra });
const padded = { paddings: { top: 16, bottom: 16, left: 16, right: 16 } };
const card = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'container',
  ...padded,
  margins: { top: 12 },
  background: [{ type: 'solid', color: '#FFFFFF' }],
  border: { corner_radius: 12 },
  items,
  ...extra,
});

/** The card of one order; the amount due reads the `due_amount` variable. */
function orderCard(o: Order) {
  const due = repayable.has(o.orderStatus);
  return {
    templates: {},
    card: {
      log_id: 'order_details',
      states: [
        {
          state_id: 0,
          div: {
            type: 'container',
            orientation: 'vertical',
            items: [
              {
                type: 'container',
                content_alignment_horizontal: 'center',
                ...padded,
                items: [
                  text(statusLabel(o.orderStatus), { font_size: 14, text_alignment_horizontal: 'center' }),
                  text(o.noticeStatusText ?? '', { font_size: 22, font_weight: 'bold', text_alignment_horizontal: 'center' }),
                  text(o.noticeDesText ?? '', { text_color: '#6B7280', text_alignment_horizontal: 'center', id: 'status-description' }),
                ],
              },
              ...(due
                ? [
                    card([
                      text('Amount due', { font_size: 14, text_color: '#6B7280' }),
                      text('@{due_amount}', { font_size: 22, font_weight: 'bold' }),
                    ]),
                    text('Repayment', {
                      paddings: { top: 12, bottom: 12 },
                      margins: { top: 16 },
                      text_alignment_horizontal: 'center',
                      text_color: '#FFFFFF',
                      background: [{ type: 'solid', color: '#0B6E4F' }],
                      border: { corner_radius: 8 },
                      actions: [{ log_id: 'repay', url: 'div-action://repay' }],
                    }),
                  ]
                : []),
              card([
                {
                  type: 'container',
                  orientation: 'horizontal',
                  content_alignment_vertical: 'center',
                  items: [
                    {
                      type: 'image',
                      image_url: o.productLogo ?? '',
                      width: { type: 'fixed', value: 40 },
                      height: { type: 'fixed', value: 40 },
                      border: { corner_radius: 8 },
                      accessibility: { description: `${o.productName ?? ''} logo` },
                    },
                    text(o.productName ?? '', { font_size: 18, font_weight: 'medium', margins: { left: 8 } }),
                  ],
                },
                ...(o.userOrderDetail?.detail ?? []).map((line) => ({
                  type: 'container',
                  orientation: 'horizontal',
                  paddings: { top: 12, bottom: 12 },
                  items: [text(line.text, { width: { type: 'match_parent' } }), text(line.value, { width: { type: 'wrap_content' } })],
                })),
              ]),
              card([
                {
                  type: 'container',
                  orientation: 'horizontal',
                  actions: [{ log_id: 'support', url: 'div-action://support' }],
                  items: [
                    text('Customer service', { width: { type: 'match_parent' } }),
                    text(o.telephone ?? '09175550142', { width: { type: 'wrap_content' } }),
                  ],
                },
              ]),
            ],
          },
        },
      ],
    },
  };
}

const variables = createGlobalVariablesController();
const dueAmount = createVariable('due_amount', 'string', '\u00a0');
variables.setVariable(dueAmount);

loadOrder({
  order(order) {
    const target = showInPage(document.createElement('div'));
    render({ target, json: orderCard(order) as never, id: 'order-details', globalVariablesController: variables });
  },
  due(due) {
    dueAmount.setValue(dueText(due) ?? '\u00a0');
  },
});
