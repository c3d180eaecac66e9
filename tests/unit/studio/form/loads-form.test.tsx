/**
 * Issue 18, item 4 (loads): a screen's loads as cards — name, endpoint from the catalog, the fields sent (expressions
 * with completion), when — added, renamed, moved and removed through the form's edit path, with the JSON a tab away.
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
  "params": { "productId": {}, "orderId": { "required": true } },
  "load": { "order": { "call": "loanDetails.detail", "with": { "orderId": "=params.orderId", "moduleId": 30 } } },
  "body": []
}`;

const loadsOf = (log: HarnessLog) => (parseText(log.text) as { load?: Record<string, unknown> }).load;

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('the loads form', () => {
  test('shows each load with its endpoint and typed fields', () => {
    renderInStudio(<FormHarness start={start} pointer="" log={{ text: '' }} />);
    const card = screen.getByRole('group', { name: 'Load order' });
    expect((within(card).getByRole('combobox', { name: /^call/ }) as HTMLSelectElement).value).toBe('loanDetails.detail');
    expect((within(card).getByLabelText('Value of orderId') as HTMLInputElement).value).toBe('=params.orderId');
    expect(within(card).getByLabelText('Value of orderId').getAttribute('role')).toBe('combobox');
    expect((within(card).getByLabelText('Type of moduleId') as HTMLSelectElement).value).toBe('number');
    expect(within(card).getByText('data.order')).toBeTruthy();
  });

  test('adds a load, picks its endpoint and adds a field that reads the query parameter of that name', () => {
    const log: HarnessLog = { text: '' };
    renderInStudio(<FormHarness start={start} pointer="" log={log} />);
    fireEvent.change(screen.getByLabelText('Name of the new load'), { target: { value: 'agreements' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add load' }));
    expect(loadsOf(log)?.agreements).toEqual({ call: '' });
    const card = screen.getByRole('group', { name: 'Load agreements' });
    fireEvent.change(within(card).getByRole('combobox', { name: /^call/ }), { target: { value: 'contract.list' } });
    fireEvent.change(within(card).getByLabelText('Name of a new field of load agreements'), { target: { value: 'productId' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add field' }));
    expect(loadsOf(log)?.agreements).toEqual({ call: 'contract.list', with: { productId: '=params.productId' } });
    // The existing load is untouched.
    expect(loadsOf(log)?.order).toEqual({ call: 'loanDetails.detail', with: { orderId: '=params.orderId', moduleId: 30 } });

    fireEvent.click(screen.getByRole('button', { name: 'Move load agreements up' }));
    expect(Object.keys(loadsOf(log) ?? {})).toEqual(['agreements', 'order']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove field productId of load agreements' }));
    expect(loadsOf(log)?.agreements).toEqual({ call: 'contract.list' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove load agreements' }));
    expect(Object.keys(loadsOf(log) ?? {})).toEqual(['order']);
  });

  test('a taken or unreadable load name is refused in place; a bad field value stays typed with its reason', () => {
    const log: HarnessLog = { text: '' };
    renderInStudio(<FormHarness start={start} pointer="" log={log} />);
    const name = screen.getByLabelText('Name of load 1');
    type(name, 'order details');
    expect(screen.getByRole('alert').textContent).toBe(
      'Use letters, digits and _ only, starting with a letter (expressions read it as data.<name>).',
    );
    expect((name as HTMLInputElement).value).toBe('order details');
    type(name, 'detail');
    expect(Object.keys(loadsOf(log) ?? {})).toEqual(['detail']);

    const moduleId = screen.getByLabelText('Value of moduleId');
    type(moduleId, '30x');
    expect(screen.getByRole('alert').textContent).toBe('Not a number: "30x". Not applied yet.');
    expect((moduleId as HTMLInputElement).value).toBe('30x');
    expect(loadsOf(log)?.detail).toEqual({ call: 'loanDetails.detail', with: { orderId: '=params.orderId', moduleId: 30 } });
  });

  test('the JSON tab shows the loads and applies valid JSON only', () => {
    const log: HarnessLog = { text: '' };
    renderInStudio(<FormHarness start={start} pointer="" log={log} />);
    const modes = screen.getByRole('group', { name: 'Edit the loads as' });
    fireEvent.click(within(modes).getByRole('button', { name: 'JSON' }));
    const json = screen.getByLabelText('JSON of the loads');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(loadsOf(log));
    type(json, '{ "a": ');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not applied, not valid JSON yet/);
    type(json, '{ "info": { "call": "unionError.info" } }');
    expect(loadsOf(log)).toEqual({ info: { call: 'unionError.info' } });
  });
});
