// @vitest-environment node
/**
 * Issue 34, item 2: a `visible` rule that can never be true where it stands is an error at its pointer: on its own, or
 * given the switch case and the enclosing visible rules it sits in (==, !=, <, >, <=, >=, includes). Rules that can
 * hold, and what the check cannot model, pass.
 */
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { checkNeverTrue } from '../../../renderer/core/validation/never-true.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';

const screen = (body: unknown[]) => ({ schemaVersion: 2, id: 'rules', title: 'Rules', body });
const errorsOf = (body: unknown[]) => checkNeverTrue(screen(body), parseExpression);
const button = (visible?: string) => ({ type: 'button', id: 'repay', text: 'Repay', ...(visible ? { visible } : {}) });
const statusSwitch = (on: string, visible: string, otherVisible = visible) => ({
  type: 'switch',
  id: 'actions',
  on,
  cases: { '170|174|180': button(visible), '200': { type: 'text', text: 'Paid' } },
  default: { type: 'text', text: 'Other', visible: otherVisible },
});

describe('checkNeverTrue', () => {
  it("refuses the repay button inside the case 170|174|180 of the order status when it is visible only for '200'", () => {
    const errors = errorsOf([statusSwitch('=data.order.orderStatus', "=data.order.orderStatus == '200'")]);
    expect(errors.map((e) => e.pointer)).toEqual(['/body/0/cases/170|174|180/visible', '/body/0/default/visible']);
    expect(errors[0]?.message).toBe(
      'This rule can never be true here: the widget is drawn only when `data.order.orderStatus` is 170, 174 or 180 (case "170|174|180" of the switch at /body/0), so `data.order.orderStatus == \'200\'` never holds and it never shows.',
    );
    expect(errors[1]?.message).toContain('is none of 200, 170, 174 or 180 (the default of the switch at /body/0)');
  });

  it("follows a switch whose value is a choice (the loan page's rollover ? 'rollover' : status)", () => {
    const on = "=data.order.isDelay == '1' ? 'rollover' : data.order.orderStatus";
    // In the default the value may be 'rollover', whatever the status: only the case's button is never drawn.
    expect(errorsOf([statusSwitch(on, '=data.order.orderStatus == 200')])).toEqual([
      expect.objectContaining({ pointer: '/body/0/cases/170|174|180/visible' }),
    ]);
    expect(errorsOf([statusSwitch(on, "=data.order.orderStatus == '174'")])).toEqual([]);
    expect(errorsOf([statusSwitch('=data.order.orderStatus', '=true', "=data.order.orderStatus == '174'")])).toEqual([
      expect.objectContaining({ pointer: '/body/0/default/visible' }),
    ]);
  });

  it('refuses a rule that contradicts itself, and one that contradicts an enclosing visible rule', () => {
    expect(errorsOf([button("=state.step == 'a' && state.step == 'b'")])).toEqual([
      {
        pointer: '/body/0/visible',
        message: "This rule can never be true: no value makes `state.step == 'a' && state.step == 'b'` hold, so the widget is never drawn.",
      },
    ]);
    expect(errorsOf([button('=state.days > 5 && state.days < 3')])).toHaveLength(1);
    expect(errorsOf([button("=includes(['a', 'b'], state.step) && state.step != 'a' && state.step != 'b'")])).toHaveLength(1);
    const outer = {
      type: 'stack',
      visible: '=state.due != null && state.days >= 0',
      children: [button('=state.due == null'), button('=state.days < 0')],
    };
    expect(errorsOf([outer]).map((e) => e.pointer)).toEqual(['/body/0/children/0/visible', '/body/0/children/1/visible']);
    expect(errorsOf([outer])[0]?.message).toContain('when `state.due != null && state.days >= 0` holds (the visible rule at /body/0)');
  });

  it('accepts rules that can hold, loose equality, and what it cannot model', () => {
    expect(
      errorsOf([
        statusSwitch(
          '=data.order.orderStatus',
          "=data.order.orderStatus == 174 || data.order.orderStatus == '200'",
          "=data.order.orderStatus != '200'",
        ),
        button("=state.step == 'a' || state.step == 'b'"),
        button('=state.days >= 3 && state.days <= 3'),
        button("=state.x != 'a' && state.x != 'b'"),
        button("=default(state.x, '') == 'a' && default(state.x, '') == 'b'"),
        { type: 'stack', visible: '=state.open', children: [button('=!state.busy')] },
      ]),
    ).toEqual([]);
  });

  it("forgets what held of a list's entry inside a nested list (item is another entry there)", () => {
    const inner = { type: 'repeat', items: '=item.lines', render: { type: 'text', text: 'x', visible: "=item.kind == 'b'" } };
    const outer = { type: 'repeat', items: '=state.groups', render: { type: 'stack', visible: "=item.kind == 'a'", children: [inner] } };
    expect(errorsOf([outer])).toEqual([]);
  });

  it('is one of the errors of npm run validate, the studio and the publish gate (validateScreenText)', () => {
    const text = JSON.stringify(screen([statusSwitch('=state.status', "=state.status == '200'")]), null, 2);
    const problems = validateScreenText(text, 'rules').filter((p) => p.message.startsWith('This rule can never be true'));
    expect(problems.map((p) => p.pointer)).toEqual(['/body/0/cases/170|174|180/visible', '/body/0/default/visible']);
  });
});
