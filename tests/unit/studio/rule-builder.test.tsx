/**
 * Issue 18, item 4 (visibility): the builder writes "show when field, comparison, value" as an expression from a field
 * of the screen's data (found by part of its name, with its type and description) and reads an expression back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { scopeAtPointer } from '../../../studio/data/expression-scope.ts';
import { createStudioStore } from '../../../studio/state/studio-store.ts';
import { renderInStudio, testConnection, testSession } from '../../support/studio-connection.tsx';
import { RuleInput } from '../../../studio/form/rule-input.tsx';
import { fieldChoices, literalFor, matchingChoices, readRule, writeRule } from '../../../studio/form/rule-comparison.ts';

const loanDetails = fs.readFileSync(path.join(process.cwd(), 'screens', 'loan-details.json'), 'utf8');
/** A connection and a studio store whose open text is `text` (what completion and the builder's fields read). */
function withText(text: string) {
  const connection = testConnection();
  const store = createStudioStore(testSession, connection);
  store.setState({ text });
  return [connection, store] as const;
}

const repayPointer = '/body/4/cases/170|174|180/visible';

describe('rule-comparison', () => {
  test('reads one comparison of a path with a value, and writes it back in the field’s type', () => {
    expect(readRule("=data.order.orderStatus == '200'")).toEqual({ field: 'data.order.orderStatus', comparison: '==', value: '200' });
    expect(readRule('=state.stars < 4')).toEqual({ field: 'state.stars', comparison: '<', value: '4' });
    expect(readRule("=data.a == '1' && data.b == '2'")).toBeUndefined();
    expect(readRule('=count(state.images) > 0')).toBeUndefined();
    const status = fieldChoices(scopeAtPointer(loanDetails, repayPointer)).find((c) => c.path === 'data.order.orderStatus');
    expect(writeRule({ field: 'data.order.orderStatus', comparison: '==', value: '200' }, status?.shape)).toBe("=data.order.orderStatus == '200'");
    expect(literalFor('4', { types: ['number'] })).toBe('4');
    expect(literalFor("it's", { types: [] })).toBe("'it\\'s'");
  });

  test('finds data.order.orderStatus first for "status", with its type and description', () => {
    const found = matchingChoices(fieldChoices(scopeAtPointer(loanDetails, repayPointer)), 'status');
    expect(found[0]).toMatchObject({
      path: 'data.order.orderStatus',
      type: 'text or number',
      description: expect.stringMatching(/^The order status code/),
    });
  });
});

describe('RuleInput with the builder', () => {
  test('picking a field by a word of it, "is" and 200 writes the expression; an expression is read back', () => {
    const onCommit = vi.fn();
    const { rerender } = renderInStudio(
      <RuleInput
        id="v"
        name="visible"
        value={undefined}
        required={false}
        describedBy=""
        invalid={false}
        pointer={repayPointer}
        onCommit={onCommit}
      />,
      ...withText(loanDetails),
    );
    fireEvent.change(screen.getByRole('combobox', { name: /^$/ }), { target: { value: 'when' } });
    const field = screen.getByRole('combobox', { name: 'Field (visible)' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'status' } });
    const option = within(screen.getByRole('listbox', { name: 'Fields for visible' })).getAllByRole('option')[0];
    expect(option?.textContent).toContain('data.order.orderStatus');
    fireEvent.mouseDown(option as HTMLElement);
    expect(onCommit).not.toHaveBeenCalled();
    const value = screen.getByRole('textbox', { name: 'Value (visible)' });
    fireEvent.change(value, { target: { value: '200' } });
    fireEvent.keyDown(value, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith("=data.order.orderStatus == '200'");

    rerender(
      <RuleInput
        id="v"
        name="visible"
        value="=state.stars >= 4"
        required={false}
        describedBy=""
        invalid={false}
        pointer={repayPointer}
        onCommit={onCommit}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Field (visible)' })).toHaveProperty('value', 'state.stars');
    expect(screen.getByRole('combobox', { name: 'Comparison (visible)' })).toHaveProperty('value', '>=');
    expect(screen.getByRole('textbox', { name: 'Value (visible)' })).toHaveProperty('value', '4');
    expect(screen.getByRole('combobox', { name: 'When is visible true? (expression)' })).toHaveProperty('value', '=state.stars >= 4');
  });

  test('the expression input completes data.order. with the answer’s fields', () => {
    renderInStudio(
      <RuleInput
        id="v"
        name="visible"
        value="=true"
        required={false}
        describedBy=""
        invalid={false}
        pointer={repayPointer}
        onCommit={() => undefined}
      />,
      ...withText(loanDetails),
    );
    const input = screen.getByRole('combobox', { name: 'When is visible true? (expression)' });
    fireEvent.change(input, { target: { value: '=data.order.orderS', selectionStart: 18 } });
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^orderStatus text or number/)]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveProperty('value', '=data.order.orderStatus');
  });
});
