import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextInputNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const account: TextInputNode = { type: 'text-input', bind: '=state.form.account', label: 'Account number', placeholder: 'Please enter', digitsOnly: true };

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
});
