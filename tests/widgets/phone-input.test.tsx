import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhoneInputNode } from '../../schemas/generated/types.ts';
import { editField, showField } from '../../widgets/field-input.tsx';
import { phoneRules } from '../../widgets/phone-input.tsx';
import { showNode } from '../support/render-node.tsx';

const mobile: PhoneInputNode = { type: 'phone-input', bind: '=state.mobile', label: 'Mobile number', placeholder: '11-digit mobile number' };

/** Renders the phone box and hands back the field and the store. */
async function phone(initial: string) {
  const r = await showNode(mobile, { state: { mobile: initial } });
  return { field: screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' }), store: r.store };
}

describe('phone-input grouping', () => {
  // Spec section 5: "Phone input: digits only, max 11, grouped 3-4-4." This is the box only: a number shown on a page
  // reads 4-3-4 ("0917 555 0199", phoneNumber() in renderer/core/expressions/format-phone.ts, issue 28 item 9).
  it('groups 3-4-4 as digits arrive', () => {
    expect(['', '091', '0917', '0917123', '09171234', '09171234567'].map((v) => showField(v, phoneRules))).toEqual([
      '',
      '091',
      '091 7',
      '091 7123',
      '091 7123 4',
      '091 7123 4567',
    ]);
  });

  it('deleting the space behind a group deletes the digit before it', () => {
    expect(editField('09171234', '0917123 4', 8, phoneRules)).toEqual({ value: '0917124', caret: 6 });
    expect(editField('0917123', '0917123', 3, phoneRules)).toEqual({ value: '097123', caret: 2 });
    expect(editField('0917123', '0917123', 3, phoneRules, true)).toEqual({ value: '091123', caret: 3 });
  });
});

describe('phone-input widget', () => {
  it('is a labelled telephone box on the number keyboard', async () => {
    const { field } = await phone('');
    expect(screen.getByText('Mobile number').tagName).toBe('LABEL');
    expect(field.type).toBe('tel');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.placeholder).toBe('11-digit mobile number');
  });

  it('shows the digits grouped 3-4-4 while the state keeps them bare, and stops at 11', async () => {
    const { field, store } = await phone('');
    await userEvent.type(field, '0917-123 45678');
    expect(field.value).toBe('091 7123 4567');
    expect(store.get('state.mobile')).toBe('09171234567');
  });

  it('groups a number put in the state elsewhere and a pasted number, cut to 11 digits', async () => {
    const { field, store } = await phone('09171234567');
    expect(field.value).toBe('091 7123 4567');
    act(() => store.set('state.mobile', ''));
    fireEvent.change(field, { target: { value: '+63 (0917) 123-4567' } });
    expect(store.get('state.mobile')).toBe('63091712345');
    expect(field.value).toBe('630 9171 2345');
  });

  it('keeps the caret after a digit typed in the middle, past the regrouped space', async () => {
    const { field, store } = await phone('0917123');
    expect(field.value).toBe('091 7123');
    await userEvent.type(field, '5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(store.get('state.mobile')).toBe('09517123');
    expect(field.value).toBe('095 1712 3');
    expect(field.selectionStart).toBe(3);
    await userEvent.keyboard('8');
    expect(field.value).toBe('095 8171 23');
    expect(field.selectionStart).toBe(5);
  });

  it('keeps the caret in place when deleting in the middle, and backspace over a space deletes the digit before it', async () => {
    const { field, store } = await phone('09171234567');
    await userEvent.type(field, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(store.get('state.mobile')).toBe('0917234567');
    expect(field.value).toBe('091 7234 567');
    expect(field.selectionStart).toBe(5);
    await userEvent.type(field, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(store.get('state.mobile')).toBe('097234567');
    expect(field.value).toBe('097 2345 67');
    expect(field.selectionStart).toBe(2);
  });

  it('refuses a digit typed into a full number without moving the caret', async () => {
    const { field, store } = await phone('09171234567');
    await userEvent.type(field, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(store.get('state.mobile')).toBe('09171234567');
    expect(field.value).toBe('091 7123 4567');
    expect(field.selectionStart).toBe(4);
  });
});
