import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeInputNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const otp: CodeInputNode = { type: 'code-input', bind: '=state.code', label: 'Verification code', placeholder: '6-digit code' };

describe('code-input widget', () => {
  it('is a labelled box for a one-time code on the number keyboard', async () => {
    await showNode(otp, { state: { code: '' } });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' });
    expect(screen.getByText('Verification code').tagName).toBe('LABEL');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.placeholder).toBe('6-digit code');
  });

  it('writes digits to state, drops anything else and stops at length', async () => {
    const r = await showNode(otp, { state: { code: '' } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(field, '12a3-4 5');
    expect(r.store.get('state.code')).toBe('12345');
    await userEvent.type(field, '678');
    expect(r.store.get('state.code')).toBe('123456');
    expect(field.value).toBe('123456');
  });

  it('keeps a pasted code with spaces or dashes whole, and cuts a longer paste to fit', async () => {
    const r = await showNode(otp, { state: { code: '' } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    fireEvent.change(field, { target: { value: '123 456' } });
    expect(r.store.get('state.code')).toBe('123456');
    act(() => r.store.set('state.code', ''));
    fireEvent.change(field, { target: { value: 'Your code is 987-6543' } });
    expect(r.store.get('state.code')).toBe('987654');
  });

  it('honours length and keeps letters when digitsOnly is false', async () => {
    const r = await showNode({ ...otp, length: 4, digitsOnly: false }, { state: { code: '' } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    expect(field.maxLength).toBe(4);
    expect(field.getAttribute('inputmode')).toBe('text');
    await userEvent.type(field, 'ab12cd');
    expect(r.store.get('state.code')).toBe('ab12');
  });

  it('shows what the state holds and follows changes made elsewhere', async () => {
    const r = await showNode(otp, { state: { code: '4321' } });
    const field = screen.getByRole<HTMLInputElement>('textbox');
    expect(field.value).toBe('4321');
    act(() => r.store.set('state.code', ''));
    expect(field.value).toBe('');
  });

  it('takes the focus when asked, and is named by its placeholder without a label', async () => {
    await showNode({ type: 'code-input', bind: '=state.code', placeholder: 'SMS code', autoFocus: true }, { state: { code: '' } });
    const field = screen.getByRole('textbox', { name: 'SMS code' });
    expect(document.activeElement).toBe(field);
  });
});
