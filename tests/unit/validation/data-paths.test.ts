// @vitest-environment node
/**
 * Issue 18, item 1 (paths): an expression reading a field its load's answer lacks (`data.order.status` where the order
 * details answer has `orderStatus`), a value the screen does not declare, or comparing a lender field with a value of
 * another type is an error with a did-you-mean and the JSON Pointer of the expression.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerShapes } from '../../../adapters/http/check-answer.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { checkDataPaths, likelyField } from '../../../renderer/core/validation/data-paths.ts';
import { scopeAt, type DataCatalog } from '../../../renderer/core/validation/screen-scope.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;
const entities = Object.fromEntries(
  fs.readdirSync(path.join(repo, 'schemas/api')).map((f) => [f.replace(/\.schema\.json$/, ''), readJson(`schemas/api/${f}`)]),
);
const catalog: DataCatalog = { answers: answerShapes, entities };
const orderLoad = { order: { call: 'loanDetails.detail', with: { orderId: '=params.orderId' } } };
const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  schemaVersion: 2,
  id: 'rules',
  title: 'Rules',
  params: { orderId: { required: true } },
  state: { open: false },
  saved: ['showBankTip'],
  load: orderLoad,
  body,
  ...extra,
});
const errorsOf = (body: unknown[], extra?: Record<string, unknown>) => checkDataPaths(screen(body, extra), catalog, parseExpression);
const button = (visible: string) => ({ type: 'button', id: 'repay', text: 'Repay', visible });

describe('checkDataPaths: paths that are not there', () => {
  it('refuses data.order.status, which the order details answer lacks, and names orderStatus', () => {
    expect(errorsOf([button("=data.order.status == '200'")])).toEqual([
      {
        pointer: '/body/0/visible',
        message: '`data.order.status` does not exist: `data.order` has no field `status`; did you mean `data.order.orderStatus`?',
      },
    ]);
  });

  it('accepts the fields the answer schema has, nested ones and list entries included', () => {
    expect(errorsOf([button("=data.order.orderStatus == '200'"), { type: 'text', text: '=data.order.userOrderDetail.detail[0].value' }])).toEqual([]);
  });

  it('knows the entry of a repeat (under its `as` name) and index, and refuses a misspelt field of it', () => {
    const repeat = (as: string | undefined, text: string) => ({
      type: 'repeat',
      items: '=data.order.userOrderDetail.detail',
      ...(as ? { as } : {}),
      render: { type: 'cell', title: text, value: '=string(index)' },
    });
    expect(errorsOf([repeat(undefined, '=item.text'), repeat('line', '=line.value')])).toEqual([]);
    expect(errorsOf([repeat(undefined, '=item.txt')])).toEqual([
      { pointer: '/body/0/render/title', message: '`item.txt` does not exist: `item` has no field `txt`; did you mean `item.text`?' },
    ]);
    expect(errorsOf([{ type: 'text', text: '=item.text' }])[0]?.message).toBe(
      "`item` does not exist: `item` is only known inside a list's entries (repeat, tabs, picker, folding-list or withEach)",
    );
  });

  it('checks the entry find(…) gives', () => {
    const text = "=find(data.order.recProducts, 'productId', 1).nmae";
    expect(errorsOf([{ type: 'text', text }])[0]?.message).toMatch(/^`find\(…\)\.nmae` does not exist: .*did you mean `find\(…\)\.name`\?$/);
  });

  it('refuses an unknown load, state value, parameter or saved value, each with what was meant', () => {
    const messages = errorsOf([
      { type: 'text', text: '=data.orders.productName' },
      { type: 'text', text: '=state.opn' },
      { type: 'text', text: '=params.orderID' },
      { type: 'text', text: '=saved.showBankTips' },
      { type: 'text', text: '=stat.open' },
    ]).map((e) => e.message);
    expect(messages).toEqual([
      '`data.orders` does not exist: the screen has no load named `orders`; did you mean `data.order`?',
      "`state.opn` does not exist: the screen's state has no `opn` (declare it under state); did you mean `state.open`?",
      '`params.orderID` does not exist: the screen has no parameter `orderID` (declare it under params); did you mean `params.orderId`?',
      '`saved.showBankTips` does not exist: `showBankTips` is not listed under saved; did you mean `saved.showBankTip`?',
      '`stat` does not exist: no value is named `stat`; did you mean `state`?',
    ]);
  });

  it('accepts state written by a set, a bind or a call into, and data a call keeps (the fields of its answer)', () => {
    const body = [
      { type: 'text-input', bind: '=state.phone' },
      { type: 'button', text: 'Go', onTap: [{ do: 'call', endpoint: 'contact.info', into: '=data.contact' }] },
      { type: 'text', text: '=state.phone + data.contact.email' },
    ];
    expect(errorsOf(body)).toEqual([]);
  });

  it("types a call's result inside its onSuccess from the endpoint's answer", () => {
    const call = (value: string) => ({
      type: 'button',
      text: 'Go',
      onTap: [{ do: 'call', endpoint: 'loanDetails.detail', onSuccess: [{ do: 'set', path: '=state.open', value }] }],
    });
    expect(errorsOf([call('=result.orderStatus')])).toEqual([]);
    expect(errorsOf([call('=result.status')])[0]?.message).toMatch(/did you mean `result\.orderStatus`\?$/);
  });
});

describe('checkDataPaths: comparisons of mismatched types', () => {
  it('refuses a text field compared with a number, and writes the number as text', () => {
    expect(errorsOf([button('=data.order.noticeStatusText == 200')])).toEqual([
      { pointer: '/body/0/visible', message: "`data.order.noticeStatusText` is text, compared with the number 200; did you mean '200'?" },
    ]);
  });

  it('refuses a number field compared with true, and accepts the types the schema allows', () => {
    expect(errorsOf([button('=data.order.cardNeedPop == true')])[0]?.message).toBe(
      '`data.order.cardNeedPop` is number or text, compared with the yes/no value true; did you mean 1?',
    );
    expect(errorsOf([button("=data.order.cardNeedPop == 1 || data.order.cardNeedPop == '1' || data.order.reyMsg != null")])).toEqual([]);
  });
});

describe('the bundled screens', () => {
  it('read only paths that are there and compare like with like', () => {
    const files = fs.readdirSync(path.join(repo, 'screens')).filter((f) => f.endsWith('.json') && f !== 'routes.json');
    const problems = files.flatMap((f) =>
      checkDataPaths(readJson(`screens/${f}`), catalog, parseExpression).map((e) => `${f} ${e.pointer} ${e.message}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('scopeAt and likelyField', () => {
  it('gives the names a place can read, with the fields of each load', () => {
    const doc = screen([{ type: 'repeat', items: '=data.order.recProducts', render: { type: 'text', text: '' } }]);
    const scope = scopeAt(doc, ['body', '0', 'render', 'text'], catalog);
    expect(Object.keys(scope.data?.fields ?? {})).toEqual(['order']);
    expect(scope.data?.fields?.order?.fields?.orderStatus?.description).toMatch(/^The order status code/);
    expect(Object.keys(scope.item?.fields ?? {})).toContain('productId');
    expect(scopeAt(doc, ['body', '0', 'visible'], catalog).item).toBeUndefined();
  });

  it('suggests by spelling, else by a name that contains the one written', () => {
    expect(likelyField('status', ['orderStatus', 'isScore'])).toBe('orderStatus');
    expect(likelyField('prodctName', ['productName', 'productLogo'])).toBe('productName');
    expect(likelyField('xy', ['orderStatus'])).toBeUndefined();
  });
});

describe('npm run validate (validateScreenText) on a mutated bundled screen', () => {
  it('blocks the order details whose repay button reads data.order.status, at its line and pointer', async () => {
    const { validateScreenText } = await import('../../../checks/validate-screen-text.ts');
    const text = fs.readFileSync(path.join(repo, 'screens/loan-details.json'), 'utf8');
    expect(validateScreenText(text, 'loan-details')).toEqual([]);
    const from = '"en": "=data.order.orderStatus == \'200\' ?';
    expect(text).toContain(from);
    const mutated = text.replace(from, from.replace('orderStatus', 'status'));
    // The errors (its Filipino, written from the English before the change, is also flagged stale: a warning).
    const problems = validateScreenText(mutated, 'loan-details').filter((p) => p.severity === 'error');
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        pointer: '/body/0/children/2/text/en',
        message: '`data.order.status` does not exist: `data.order` has no field `status`; did you mean `data.order.orderStatus`?',
        line: mutated.slice(0, mutated.indexOf(from.replace('orderStatus', 'status'))).split('\n').length,
      }),
    ]);
  });
});

describe('checkDataPaths: data an action put there (issue 34, item 2)', () => {
  const contactCall = { do: 'call', endpoint: 'contact.info', into: '=data.contact' };
  const withActions = (text: string, call: Record<string, unknown> = contactCall) =>
    errorsOf([
      { type: 'button', id: 'show', text: 'Show', onTap: [call] },
      { type: 'text', text },
    ]);

  it("refuses a misspelt field of a call's answer kept with into, and names the field meant", () => {
    expect(withActions('=data.contact.emial')).toEqual([
      {
        pointer: '/body/1/text',
        message: '`data.contact.emial` does not exist: `data.contact` has no field `emial`; did you mean `data.contact.email`?',
      },
    ]);
    expect(withActions('=data.contact.email')).toEqual([]);
  });

  it("knows a probe's answer, and leaves a place open when writes disagree or a set writes it", () => {
    expect(withActions('=data.camera.stauts', { do: 'probe', what: 'camera', into: '=data.camera' })).toHaveLength(1);
    const both = errorsOf([
      { type: 'button', text: 'A', onTap: [contactCall, { do: 'set', path: '=data.contact', value: {} }] },
      { type: 'text', text: '=data.contact.emial' },
    ]);
    expect(both).toEqual([]);
  });
});
