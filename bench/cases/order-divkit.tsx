/** Order details written for DivKit web: the same content as a DivKit card, drawn with its client `render`. */
import { render } from '@divkitframework/divkit/client';
import '@divkitframework/divkit/dist/client.css';
import { register } from '../harness.ts';
import { order, orderDoneText } from '../order-fixture.ts';

const text = (t: string, extra: Record<string, unknown> = {}) => ({ type: 'text', text: t, ...extra });

function card(o: typeof order) {
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
                  text('Repaying', { font_size: 14 }),
                  text(o.noticeStatusText, { font_size: 20, font_weight: 'bold', text_alignment_horizontal: 'center' }),
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
                      { type: 'image', image_url: o.productLogo, width: { type: 'fixed', value: 40 }, height: { type: 'fixed', value: 40 }, border: { corner_radius: 8 } },
                      text(o.productName, { font_size: 16, font_weight: 'medium', margins: { left: 8 } }),
                    ],
                  },
                  ...o.userOrderDetail.detail.map((line) => ({
                    type: 'container',
                    orientation: 'horizontal',
                    paddings: { top: 12, bottom: 12 },
                    items: [text(line.text, { width: { type: 'match_parent' } }), text(line.value, { width: { type: 'wrap_content' } })],
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

register({
  kind: 'render',
  doneText: orderDoneText,
  mount(target) {
    const instance = render({ target, json: card(order) as never, id: `order-${n++}` });
    return { unmount: () => instance.$destroy() };
  },
});
