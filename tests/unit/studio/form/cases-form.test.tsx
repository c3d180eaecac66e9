/**
 * Issue 18, item 4 (switch cases): a switch's `on` as an expression with completion and its cases as rows — value →
 * the widget shown — added, renamed, moved and removed, a default added, through the form's edit path.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInStudio } from '../../../support/studio-connection.tsx';
import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../studio/form/property-edits.ts';
import { FormHarness, type HarnessLog } from './form-harness.tsx';

const start = `{
  "schemaVersion": 2,
  "id": "sample",
  "title": "Sample",
  "body": [
    {
      "type": "switch",
      "on": "=data.order.orderStatus",
      "cases": {
        "21": { "type": "status-icon", "name": "processing", "label": "Under review" },
        "170|174": { "type": "text", "text": "Repaying" }
      }
    }
  ]
}`;

type Switch = { on: unknown; cases: Record<string, unknown>; default?: unknown };
const switchOf = (log: HarnessLog) => (parseText(log.text) as { body: Switch[] }).body[0];

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('the switch form', () => {
  test('shows on as an expression with completion and each case with the widget it shows', () => {
    renderInStudio(<FormHarness start={start} pointer="/body/0" log={{ text: '' }} />);
    const on = screen.getByRole('combobox', { name: 'on' });
    expect((on as HTMLInputElement).value).toBe('=data.order.orderStatus');
    const cases = screen.getByRole('list', { name: 'Cases' });
    expect(
      within(cases)
        .getAllByRole('listitem')
        .map((row) => (row.querySelector('input') as HTMLInputElement).value),
    ).toEqual(['21', '170|174']);
    expect(within(cases).getByRole('button', { name: 'Select status-icon Under review' })).toBeTruthy();
    expect(screen.getByText('nothing is shown')).toBeTruthy();
    // The default is part of the cases, not a separate "Edit in JSON" field.
    expect(document.querySelector('[data-prop="default"]')).toBeNull();
  });

  test('adds, renames and removes cases and adds a default; a taken value is refused in place', () => {
    const log: HarnessLog = { text: '' };
    renderInStudio(<FormHarness start={start} pointer="/body/0" log={log} />);
    const add = screen.getByLabelText('Value of the new case');
    fireEvent.change(add, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add case' }));
    expect(screen.getByRole('alert').textContent).toBe('There is already a case for "21": choose another value.');
    fireEvent.change(add, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add case' }));
    expect(switchOf(log)?.cases['200']).toEqual({ type: 'text', text: 'New text' });
    // Number-like values come first, as the app tries them; the rows show that order.
    const values = () => Array.from(screen.getByRole('list', { name: 'Cases' }).querySelectorAll('input')).map((i) => i.value);
    expect(values()).toEqual(['21', '200', '170|174']);

    type(screen.getByLabelText('Value of case 3'), '180');
    expect(values()).toEqual(['21', '180', '200']);
    expect(switchOf(log)?.cases['180']).toEqual({ type: 'text', text: 'Repaying' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove case 21' }));
    expect(Object.keys(switchOf(log)?.cases ?? {})).toEqual(['180', '200']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a default' }));
    expect(switchOf(log)?.default).toEqual({ type: 'text', text: 'New text' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the default' }));
    expect(switchOf(log)?.default).toBeUndefined();
  });

  test("a case's widget selects it; on is written as typed", () => {
    const log: HarnessLog = { text: '' };
    renderInStudio(<FormHarness start={start} pointer="/body/0" log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select text Repaying' }));
    expect(log.selected).toBe('/body/0/cases/170|174');
    type(screen.getByRole('combobox', { name: 'on' }), '=state.tab');
    expect(switchOf(log)?.on).toBe('=state.tab');
  });
});
