/**
 * Issue 18, item 1 (completion): inside an expression the JSON editor offers the screen's loads after `data.`, the
 * fields of the load's answer (from its entity schema) after `data.order.`, the entry's fields after `item.` inside a
 * repeat, each with its type and description.
 */
import { describe, expect, it } from 'vitest';
import { completionEdit, completionsAt, type JsonCompletions } from '../../../studio/editor/json-completion.ts';
import { pathCompletions } from '../../../studio/editor/expression-completion.ts';
import { scopeAt } from '../../../renderer/core/validation/screen-scope.ts';
import { studioDataCatalog } from '../../../studio/data/data-catalog.ts';

const screen = (visible: string) =>
  JSON.stringify({
    id: 'loan-details',
    params: { orderId: { required: true, description: 'The order to show.' } },
    state: { market: false },
    load: { order: { call: 'loanDetails.detail' } },
    body: [
      { type: 'button', id: 'repay', text: 'Repay', visible },
      { type: 'repeat', items: '=data.order.userOrderDetail.detail', render: { type: 'cell', title: '=item.' } },
    ],
  });

/** The completions at the "|" of a text. */
function at(marked: string, explicit = false): { text: string; pos: number; result: JsonCompletions | null } {
  const pos = marked.indexOf('|');
  const text = marked.replace('|', '');
  return { text, pos, result: completionsAt(text, pos, explicit) };
}
const labels = (r: { options: { label: string }[] } | null) => r?.options.map((o) => o.label) ?? [];

describe('JSON editor: completion inside an expression', () => {
  it('offers the loads after data., the answer fields with type and description after data.order.', () => {
    expect(labels(at(screen('=data.|')).result)).toEqual(['order']);
    const { result, text } = at(screen('=data.order.or|'));
    expect(labels(result)).toEqual(['orderStatus']);
    expect(result?.options[0]).toMatchObject({ kind: 'path', detail: 'text or number', info: expect.stringMatching(/^The order status code/) });
    expect(result && text.slice(result.from, result.to)).toBe('or');
    const option = result?.options[0];
    if (!result || !option) throw new Error('no option');
    expect(completionEdit(text, result.from, result.to, option)).toEqual({ from: result.from, to: result.to, template: 'orderStatus' });
  });

  it("offers the repeat entry's fields after item. and the names in scope at the start", () => {
    const text = screen('=true');
    const pos = text.indexOf('=item.') + '=item.'.length;
    expect(labels(completionsAt(text, pos))).toEqual(['text', 'value']);
    expect(labels(at(screen('=sta|')).result)).toEqual(['state']);
    expect(labels(at(screen('=mon|')).result)).toEqual(['money']);
  });

  it('offers nothing inside a quoted text or a plain text', () => {
    expect(at(screen("=data.order.orderStatus == 'data.|'")).result).toBeNull();
    expect(labels(at('{"id": "x", "title": "data.|"}').result)).not.toContain('order');
  });
});

describe('pathCompletions', () => {
  const scope = scopeAt(JSON.parse(screen('=true')), ['body', '0', 'visible'], studioDataCatalog);

  it('describes params and state from the document', () => {
    expect(pathCompletions('params.', scope)?.options).toEqual([{ label: 'orderId', detail: 'text', info: 'The order to show.' }]);
    expect(pathCompletions('state.m', scope)?.options).toEqual([{ label: 'market', detail: 'yes/no' }]);
  });

  it('starts after an operator or a bracket, and not on a number', () => {
    expect(pathCompletions("data.order.orderStatus == '200' && data.order.is", scope)?.options.map((o) => o.label)).toEqual(['isDelay', 'isScore']);
    expect(pathCompletions('count(data.order.rec', scope)?.from).toBe('count(data.order.'.length);
    expect(pathCompletions('1.', scope)).toBeNull();
  });
});
