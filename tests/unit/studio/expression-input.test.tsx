/**
 * The expression box's suggestions: typing after `=data.order.` lists the order details answer's fields with their
 * type and description; arrows move, Enter or a mousedown takes one into the text at the caret (issue 18).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ExpressionInput } from '../../../studio/form/expression-input.tsx';
import { createStudioStore } from '../../../studio/state/studio-store.ts';
import { renderInStudio, testConnection, testSession } from '../../support/studio-connection.tsx';

const loanDetails = fs.readFileSync(path.join(process.cwd(), 'screens', 'loan-details.json'), 'utf8');

function renderBox(onCommit = vi.fn()) {
  const connection = testConnection();
  const store = createStudioStore(testSession, connection);
  store.setState({ text: loanDetails });
  renderInStudio(
    <ExpressionInput
      id="t"
      value=""
      pointer="/body/4/cases/170|174|180/visible"
      describedBy=""
      invalid={false}
      label="Visible"
      onCommit={onCommit}
    />,
    connection,
    store,
  );
  return screen.getByRole('combobox', { name: 'Visible' }) as HTMLInputElement;
}

/** The box's listbox, shown or not (a hidden list has no accessible name to find it by). */
const listOf = (box: HTMLInputElement) => document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;

const type = (box: HTMLInputElement, text: string) => {
  box.focus();
  fireEvent.change(box, { target: { value: text, selectionStart: text.length } });
};

describe('ExpressionInput suggestions', () => {
  test("lists the order's fields with type and description, and Enter takes the active one at the caret", () => {
    const box = renderBox();
    type(box, '=data.order.orderSt');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options[0]?.textContent).toContain('orderStatus');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('=data.order.orderStatus');
    expect(listOf(box).hidden).toBe(true);
  });

  test('a mousedown on an option takes it without moving the focus; Escape closes the list', () => {
    const box = renderBox();
    type(box, '=data.order.');
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(3);
    const second = options[1]!;
    const name = second.querySelector('.st-completion-name')?.textContent ?? '';
    expect(fireEvent.mouseDown(second)).toBe(false);
    expect(box.value).toBe(`=data.order.${name}`);
    type(box, '=data.order.');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(
      within(screen.getByRole('listbox', { name: 'Suggestions' }))
        .getAllByRole('option')[1]
        ?.getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(listOf(box).hidden).toBe(true);
  });
});
