import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextInputNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const account: TextInputNode = {
  type: 'text-input',
  bind: '=state.form.account',
  label: 'Account number',
  placeholder: 'Please enter',
  digitsOnly: true,
};

describe('text-input widget', () => {
  it('is a one-line box with a visible label and a placeholder', async () => {
    await showNode({ type: 'text-input', bind: '=state.name', label: 'Account name', placeholder: 'As on your bank card' }, { state: { name: '' } });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Account name' });
    expect(screen.getByText('Account name').tagName).toBe('LABEL');
    expect(field.tagName).toBe('INPUT');
    expect(field.placeholder).toBe('As on your bank card');
    expect(field.getAttribute('inputmode')).toBe('text');
  });

  it('keeps any text without digitsOnly', async () => {
    const r = await showNode({ type: 'text-input', bind: '=state.name', label: 'Account name' }, { state: { name: '' } });
    await userEvent.type(screen.getByRole('textbox'), 'Juan Dela Cruz 2');
    expect(r.store.get('state.name')).toBe('Juan Dela Cruz 2');
  });

  it('with digitsOnly drops everything but digits as typed or pasted, on the number keyboard', async () => {
    const r = await showNode(account, { state: { form: {} } });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Account number' });
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(field, '12a-3 4.5');
    expect(r.store.get('state.form.account')).toBe('12345');
    expect(field.value).toBe('12345');
    fireEvent.change(field, { target: { value: 'acct 0099-88' } });
    expect(r.store.get('state.form.account')).toBe('009988');
  });

  it('keeps the caret where it was when a dropped character is typed in the middle', async () => {
    await showNode(account, { state: { form: { account: '1234' } } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(field, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field.value).toBe('1234');
    expect(field.selectionStart).toBe(2);
    await userEvent.keyboard('9');
    expect(field.value).toBe('12934');
  });

  it('stops at maxLength and cuts a longer paste to fit', async () => {
    const r = await showNode({ ...account, maxLength: 6 }, { state: { form: { account: '' } } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(field, '12345678');
    expect(r.store.get('state.form.account')).toBe('123456');
    act(() => r.store.set('state.form.account', ''));
    fireEvent.change(field, { target: { value: '9 8 7 6 5 4 3 2' } });
    expect(r.store.get('state.form.account')).toBe('987654');
  });

  it('shows what the state holds, follows changes made elsewhere and writes into computed places', async () => {
    const r = await showNode({ ...account, bind: '=state.form[state.code]' }, { state: { code: 'accountNo', form: { accountNo: '55' } } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    expect(field.value).toBe('55');
    act(() => r.store.set('state.form.accountNo', '777'));
    expect(field.value).toBe('777');
    await userEvent.type(field, '1');
    expect(r.store.get('state.form')).toEqual({ accountNo: '7771' });
  });

  it('is named by its placeholder without a label', async () => {
    await showNode({ type: 'text-input', bind: '=state.x', placeholder: 'Branch code', digitsOnly: true }, { state: { x: '' } });
    expect(screen.getByRole('textbox', { name: 'Branch code' })).toBeTruthy();
  });

  it('shows its error under the box, marks the box invalid and ties the two, with role=alert', async () => {
    await showNode({ ...account, error: '=state.errors.account' }, { state: { form: {}, errors: { account: 'Please fill in Account number.' } } });
    const field = screen.getByRole('textbox', { name: 'Account number' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in Account number.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('has no error, no aria-invalid and no description while its error is empty', async () => {
    await showNode({ ...account, error: "=default(state.errors.account, '')" }, { state: { form: {}, errors: {} } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false);
  });

  it('moves the focus to the first box in error when the errors appear, not to a later one', async () => {
    const r = await showNode(
      [
        { type: 'text-input', bind: '=state.a', label: 'First', error: "=default(state.errors.a, '')" },
        { type: 'text-input', bind: '=state.b', label: 'Second', error: "=default(state.errors.b, '')" },
        { type: 'text-input', bind: '=state.c', label: 'Third', error: "=default(state.errors.c, '')" },
      ],
      { state: { a: 'ok', b: '', c: '', errors: {} } },
    );
    expect(document.activeElement).toBe(document.body);
    act(() => r.store.set('state.errors', { c: 'Please fill in Third.', b: 'Please fill in Second.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Second' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please fill in Second.', 'Please fill in Third.']);
  });

  it('does not pull the borrower out of the box they are typing in when its message follows their typing', async () => {
    const r = await showNode(
      [
        { type: 'text-input', bind: '=state.a', label: 'First', error: "=default(state.errors.a, '')" },
        { type: 'text-input', bind: '=state.b', label: 'Second', error: "=state.b == '1' ? 'Too short' : ''" },
      ],
      { state: { a: '', b: '', errors: { a: 'Please fill in First.' } } },
    );
    const second = screen.getByRole('textbox', { name: 'Second' });
    second.focus();
    await userEvent.type(second, '1');
    expect(r.store.get('state.b')).toBe('1');
    expect(document.activeElement).toBe(second);
  });
});
