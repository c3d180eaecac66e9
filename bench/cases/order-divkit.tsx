/**
 * Order details written for DivKit web: the same content as a DivKit card, drawn with its client `render`. The update
 * test draws the card with its changing texts bound to global variables and sets them, DivKit's documented update path;
 * with ?update=setData it draws the plain card and hands the card of the new data to instance.setData (experimental).
 */
import { createGlobalVariablesController, createVariable, render } from '@divkitframework/divkit/client';
import '@divkitframework/divkit/dist/client.css';
import { registerOrder } from '../order-case.ts';
import { order, orderVariant, type Order } from '../order-reference.ts';

const text = (t: string, extra: Record<string, unknown> = {}) => ({ type: 'text', text: t, ...extra });

/** The card; with `bound`, the status texts and line values are variable expressions instead of literal texts. */
function card(o: Order, bound = false) {
  const v = (name: string, literal: string) => (bound ? `@{${name}}` : literal);
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
                paddings: { top: 16, bottom: 16, left: 16, right: 16 },
                items: [
                  { type: 'image', image_url: o.productLogo, width: { type: 'fixed', value: 56 }, height: { type: 'fixed', value: 56 } },
                  text(v('status_label', 'Repaying'), { font_size: 14 }),
                  text(v('status_text', o.noticeStatusText), { font_size: 20, font_weight: 'bold', text_alignment_horizontal: 'center' }),
                  text(o.noticeDesText, { text_color: '#6B7280', text_alignment_horizontal: 'center' }),
                ],
              },
              {
                type: 'container',
                paddings: { top: 16, bottom: 16, left: 16, right: 16 },
                background: [{ type: 'solid', color: '#FFFFFF' }],
                border: { corner_radius: 12 },
                items: [
                  {
                    type: 'container',
                    orientation: 'horizontal',
                    content_alignment_vertical: 'center',
                    items: [
                      {
                        type: 'image',
                        image_url: o.productLogo,
                        width: { type: 'fixed', value: 40 },
                        height: { type: 'fixed', value: 40 },
                        border: { corner_radius: 8 },
                      },
                      text(o.productName, { font_size: 16, font_weight: 'medium', margins: { left: 8 } }),
                    ],
                  },
                  ...o.userOrderDetail.detail.map((line, i) => ({
                    type: 'container',
                    orientation: 'horizontal',
                    paddings: { top: 12, bottom: 12 },
                    items: [
                      text(line.text, { width: { type: 'match_parent' } }),
                      text(v(`line_${i}`, line.value), { width: { type: 'wrap_content' } }),
                    ],
                  })),
                ],
              },
              text('Repayment', {
                paddings: { top: 12, bottom: 12 },
                margins: { top: 16 },
                text_alignment_horizontal: 'center',
                text_color: '#FFFFFF',
                background: [{ type: 'solid', color: '#0B6E4F' }],
                border: { corner_radius: 8 },
                actions: [{ log_id: 'repay', url: 'div-action://repay' }],
              }),
            ],
          },
        },
      ],
    },
  };
}

let n = 0;

/** The values the bound card reads, by variable name, for one order. */
function variablesOf(o: Order): Record<string, string> {
  const values: Record<string, string> = { status_label: o.orderStatus === '180' ? 'Overdue' : 'Repaying', status_text: o.noticeStatusText };
  o.userOrderDetail.detail.forEach((line, i) => (values[`line_${i}`] = line.value));
  return values;
}

registerOrder({
  mount(target) {
    const instance = render({ target, json: card(order) as never, id: `order-${n++}` });
    return { unmount: () => instance.$destroy() };
  },
  mountForUpdate(target) {
    if (new URLSearchParams(location.search).get('update') === 'setData') {
      const plain = render({ target, json: card(order) as never, id: `order-${n++}` });
      return { unmount: () => plain.$destroy(), update: (version) => plain.setData(card(orderVariant(version)) as never) };
    }
    const controller = createGlobalVariablesController();
    const variables = Object.entries(variablesOf(order)).map(([name, value]) => {
      const variable = createVariable(name, 'string', value);
      controller.setVariable(variable);
      return variable;
    });
    const instance = render({ target, json: card(order, true) as never, id: `order-${n++}`, globalVariablesController: controller });
    return {
      unmount: () => instance.$destroy(),
      update: (version) => {
        const values = variablesOf(orderVariant(version));
        for (const variable of variables) variable.setValue(values[variable.getName()]!);
      },
    };
  },
});
