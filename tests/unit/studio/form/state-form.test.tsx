/**
 * Issue 18, item 4 (screen state): the screen's state as rows — name, type, starting value — written through the
 * form's edit path and read back; a taken name or a half-typed number stays in its box with the reason.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { parseText } from '../../../../studio/form/property-edits.ts';
import { FormHarness, type HarnessLog } from './form-harness.tsx';

const start = `{
  "schemaVersion": 2,
  "id": "sample",
  "title": "Sample",
  "state": { "stars": 0, "open": false },
  "body": []
}`;

const stateOf = (log: HarnessLog) => (parseText(log.text) as { state?: Record<string, unknown> }).state;

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('the state form', () => {
  test('adds a value, types it as a number, and refuses a half-typed number without losing it', () => {
    const log: HarnessLog = { text: '' };
    render(<FormHarness start={start} pointer="" log={log} />);
    const rows = screen.getByRole('list', { name: 'State values' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
    const add = screen.getByLabelText('Name of the new state value');
    fireEvent.change(add, { target: { value: 'promoSeen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add value' }));
    expect(stateOf(log)).toEqual({ stars: 0, open: false, promoSeen: '' });

    fireEvent.change(screen.getByLabelText('Type of promoSeen'), { target: { value: 'number' } });
    expect(stateOf(log)?.promoSeen).toBe(0);
    const box = screen.getByLabelText('Value of promoSeen');
    type(box, '12a');
    expect(screen.getByRole('alert').textContent).toBe('Not a number: "12a". Not applied yet.');
    expect((box as HTMLInputElement).value).toBe('12a');
    expect(stateOf(log)?.promoSeen).toBe(0);
    type(box, '12');
    expect(stateOf(log)?.promoSeen).toBe(12);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByLabelText('Value of open'));
    expect(stateOf(log)?.open).toBe(true);
    fireEvent.change(screen.getByLabelText('Type of open'), { target: { value: 'null' } });
    expect(stateOf(log)?.open).toBeNull();
  });

  test('refuses a taken name with a clear message, keeping it typed; a rename keeps the order', () => {
    const log: HarnessLog = { text: '' };
    render(<FormHarness start={start} pointer="" log={log} />);
    const add = screen.getByLabelText('Name of the new state value');
    fireEvent.change(add, { target: { value: 'stars' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('There is already a state value named "stars": choose another name.');
    expect((add as HTMLInputElement).value).toBe('stars');
    expect(Object.keys(stateOf(log) ?? {})).toEqual(['stars', 'open']);

    const second = screen.getByLabelText('Name of state value 2');
    type(second, 'stars');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('There is already a state value named "stars": choose another name.');
    expect((second as HTMLInputElement).value).toBe('stars');
    type(second, 'ratingOpen');
    expect(Object.keys(stateOf(log) ?? {})).toEqual(['stars', 'ratingOpen']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove state value stars' }));
    expect(stateOf(log)).toEqual({ ratingOpen: false });
  });

  test('a list typed as JSON applies when it parses; a half-typed one stays with the reason; a problem shows on its row', () => {
    const log: HarnessLog = { text: '' };
    const problem = { severity: 'error' as const, pointer: '/state/open', message: 'open must be yes or no', line: 1, column: 1, from: 0, to: 0 };
    render(<FormHarness start={start} pointer="" log={log} problems={[problem]} />);
    expect(screen.getByText('open must be yes or no').closest('li')?.querySelector('input')?.value).toBe('open');
    fireEvent.change(screen.getByLabelText('Type of stars'), { target: { value: 'json' } });
    expect(stateOf(log)?.stars).toEqual({});
    const box = screen.getByLabelText('Value of stars');
    type(box, '[1, 2');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not applied, not valid JSON yet/);
    expect((box as HTMLTextAreaElement).value).toBe('[1, 2');
    type(box, '[1, 2]');
    expect(stateOf(log)?.stars).toEqual([1, 2]);
  });

  test('a change made in the JSON shows in the form', () => {
    const log: HarnessLog = { text: '' };
    render(<FormHarness start={start} pointer="" log={log} />);
    log.next = start.replace('"stars": 0', '"stars": 4, "tip": "Hello"');
    fireEvent.click(screen.getByRole('button', { name: 'Replace the text' }));
    expect((screen.getByLabelText('Value of stars') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Value of tip') as HTMLInputElement).value).toBe('Hello');
    expect((screen.getByLabelText('Type of tip') as HTMLSelectElement).value).toBe('text');
  });
});
