import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardInputNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const card: CardInputNode = { type: 'card-input', bind: '=state.form.cardNo', label: 'Card number', placeholder: 'Enter your card number' };

/** Renders the card box and hands back the field and the store. */
async function cardBox(node: CardInputNode, initial: string) {
  const r = await showNode(node, { state: { form: { cardNo: initial } } });
  return { field: screen.getByRole<HTMLInputElement>('textbox', { name: (node.label as string | undefined) ?? 'Card number' }), store: r.store };
}

describe('card-input widget', () => {
  it('is a labelled box on the number keyboard that card autofill recognises', async () => {
    const { field } = await cardBox(card, '');
    expect(screen.getByText('Card number').tagName).toBe('LABEL');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('cc-number');
    expect(field.placeholder).toBe('Enter your card number');
  });

  it('shows the digits in groups of four while the state keeps them bare', async () => {
    const { field, store } = await cardBox(card, '');
    await userEvent.type(field, '6222-0212 3456a7890');
    expect(field.value).toBe('6222 0212 3456 7890');
    expect(store.get('state.form.cardNo')).toBe('6222021234567890');
  });

  it('stops at 19 digits by default, or at maxLength', async () => {
    const { field, store } = await cardBox(card, '');
    fireEvent.change(field, { target: { value: '1234 5678 9012 3456 7890 12' } });
    expect(store.get('state.form.cardNo')).toBe('1234567890123456789');
    expect(field.value).toBe('1234 5678 9012 3456 789');
    await userEvent.type(field, '5');
    expect(store.get('state.form.cardNo')).toBe('1234567890123456789');
    act(() => store.set('state.form.cardNo', ''));
    expect(field.value).toBe('');
  });

  it('honours a shorter maxLength', async () => {
    const { field, store } = await cardBox({ ...card, maxLength: 16 }, '');
    await userEvent.type(field, '12345678901234567');
    expect(store.get('state.form.cardNo')).toBe('1234567890123456');
    expect(field.value).toBe('1234 5678 9012 3456');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const { field, store } = await cardBox(card, '12345678');
    expect(field.value).toBe('1234 5678');
    await userEvent.type(field, '0', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(store.get('state.form.cardNo')).toBe('123405678');
    expect(field.value).toBe('1234 0567 8');
    expect(field.selectionStart).toBe(6);
  });

  it('is named "Card number" with neither label nor placeholder', async () => {
    await showNode({ type: 'card-input', bind: '=state.cardNo' }, { state: { cardNo: '4111111111111111' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Card number' }).value).toBe('4111 1111 1111 1111');
  });
});
