import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SelectFieldNode, WidgetNode } from '../../schemas/generated/types.ts';
import { deferredCall, showNode } from '../support/render-node.tsx';

const banks = [
  { name: 'BDO Unibank', type: '90006' },
  { name: 'BPI', type: '90007' },
];

/** The bank form's option item: the chosen option's name, else the hint; tapping opens the picker. */
const bank: SelectFieldNode = {
  type: 'select-field',
  label: 'Bank',
  text: "=default(find(state.banks, 'type', state.form.bank).name, '')",
  placeholder: 'Choose your bank',
  onTap: [{ do: 'set', path: '=state.pickerOpen', value: true }],
};

const state = (form: Record<string, unknown> = {}) => ({ banks, form, pickerOpen: false });

describe('select-field widget', () => {
  it('is a button named "<label> <chosen text>" that says it opens a dialog', async () => {
    await showNode(bank, { state: state({ bank: '90007' }) });
    const field = screen.getByRole('button', { name: 'Bank BPI' });
    expect(field.getAttribute('type')).toBe('button');
    expect(field.getAttribute('aria-haspopup')).toBe('dialog');
    expect(field.textContent).toBe('BPI');
    // The label is drawn above the box, outside the button.
    expect(screen.getByText('Bank').closest('button')).toBeNull();
  });

  it('shows the placeholder while the text is empty, and is then named "<label> <placeholder>"', async () => {
    const r = await showNode(bank, { state: state() });
    const field = screen.getByRole('button', { name: 'Bank Choose your bank' });
    expect(field.textContent).toBe('Choose your bank');
    expect(field.className).toContain('h-select-field--empty');
    act(() => r.store.set('state.form', { bank: '90006' }));
    expect(screen.getByRole('button', { name: 'Bank BDO Unibank' })).toBe(field);
    expect(field.textContent).toBe('BDO Unibank');
    expect(field.className).not.toContain('h-select-field--empty');
    act(() => r.store.set('state.form', {}));
    expect(screen.getByRole('button', { name: 'Bank Choose your bank' }).textContent).toBe('Choose your bank');
  });

  it('shows the placeholder for a literal empty text and nothing but the label without either', async () => {
    await showNode([
      { type: 'select-field', label: 'Salary day', text: '', placeholder: 'Day of the month you get paid', onTap: [] },
      { type: 'select-field', label: 'Branch city', onTap: [] },
    ]);
    expect(screen.getByRole('button', { name: 'Salary day Day of the month you get paid' }).textContent).toBe('Day of the month you get paid');
    expect(screen.getByRole('button', { name: 'Branch city' }).textContent).toBe('');
  });

  it('runs onTap on tap', async () => {
    const r = await showNode(bank, { state: state() });
    fireEvent.click(screen.getByRole('button', { name: 'Bank Choose your bank' }));
    await waitFor(() => expect(r.store.get('state.pickerOpen')).toBe(true));
  });

  it('runs onTap once on a double tap', async () => {
    const r = await showNode({ ...bank, onTap: [{ do: 'toast', text: 'opened' }] }, { state: state() });
    const field = screen.getByRole('button', { name: 'Bank Choose your bank' });
    fireEvent.click(field);
    fireEvent.click(field);
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['opened']));
    // Once the first run is over (the field takes taps again), a new tap runs it again.
    await waitFor(() => expect(field.hasAttribute('disabled')).toBe(false));
    fireEvent.click(field);
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['opened', 'opened']));
  });

  it('ignores taps while its actions still run, and is disabled meanwhile', async () => {
    const node: WidgetNode = { ...bank, onTap: [{ do: 'call', endpoint: 'bindCard.init', with: { product_id: '7' } }] };
    const r = await showNode(node, { state: state() });
    const answer = deferredCall();
    r.ports.answer('bindCard.init', () => answer.promise);
    const field = screen.getByRole('button', { name: 'Bank Choose your bank' });
    fireEvent.click(field);
    fireEvent.click(field);
    await waitFor(() => expect(r.ports.calls.length).toBe(1));
    expect(field.hasAttribute('disabled')).toBe(true);
    fireEvent.click(field);
    await act(async () => answer.release({ ok: true, data: {} }));
    await waitFor(() => expect(field.hasAttribute('disabled')).toBe(false));
    expect(r.ports.calls).toEqual([{ endpoint: 'bindCard.init', payload: { product_id: '7' } }]);
  });

  it('shows its error under the box with role=alert, marks the button invalid and takes the focus when it appears', async () => {
    const r = await showNode({ ...bank, error: "=default(state.errors.bank, '')" }, { state: { banks, form: {}, errors: {} } });
    const button = screen.getByRole('button');
    expect(button.hasAttribute('aria-invalid')).toBe(false);
    act(() => r.store.set('state.errors', { bank: 'Please choose Bank.' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please choose Bank.');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(button);
  });
});
