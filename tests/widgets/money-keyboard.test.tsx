import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { pressMoneyKey, type MoneyKey } from '../../widgets/money-keyboard.tsx';
import { showNode } from '../support/render-node.tsx';

const pad: WidgetNode[] = [
  { type: 'text', text: "='Amount: ' + state.amount" },
  { type: 'money-keyboard', bind: '=state.amount', open: '=state.keyboard', onConfirm: [{ do: 'toast', text: "='Paying ' + state.amount" }] },
];

/** Taps keys by their accessible names. */
async function tap(...names: string[]) {
  for (const name of names) await userEvent.click(screen.getByRole('button', { name }));
}

describe('money amount rules', () => {
  const typed = (...keys: MoneyKey[]) => keys.reduce(pressMoneyKey, '');

  it('allows one decimal point and two decimals', () => {
    expect(typed('1', '2', '.', '5', '.', '0', '9')).toBe('12.50');
    expect(typed('.', '5')).toBe('0.5');
    expect(typed('0', '0', '7')).toBe('7');
    expect(typed('0', '.', '0', '5')).toBe('0.05');
    expect(typed('1', '.', 'delete', '.', '2')).toBe('1.2');
  });
});

describe('money-keyboard widget', () => {
  it('draws nothing while closed', async () => {
    await showNode(pad, { state: { amount: '', keyboard: false } });
    expect(screen.queryByRole('group', { name: 'Number keyboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('types digits and a decimal point into the bound text, at most two decimals', async () => {
    const r = await showNode(pad, { state: { amount: '', keyboard: true } });
    expect(screen.getByRole('group', { name: 'Number keyboard' })).toBeTruthy();
    for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) expect(screen.getByRole('button', { name: digit })).toBeTruthy();
    await tap('1', '5', '0', '0', '.', '7', '.', '5', '9');
    expect(r.store.get('state.amount')).toBe('1500.75');
    expect(screen.getByText('Amount: 1500.75')).toBeTruthy();
  });

  it('deletes the last character', async () => {
    const r = await showNode(pad, { state: { amount: '12.5', keyboard: true } });
    await tap('Delete');
    expect(r.store.get('state.amount')).toBe('12.');
    await tap('Delete', 'Delete', 'Delete', 'Delete');
    expect(r.store.get('state.amount')).toBe('');
  });

  it('greys out Confirm while the amount is empty', async () => {
    const r = await showNode(pad, { state: { amount: '', keyboard: true } });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await tap('8');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await tap('Delete');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(r.ports.toasts).toEqual([]);
  });

  it('Confirm closes the pad and runs onConfirm with the amount', async () => {
    const r = await showNode(pad, { state: { amount: '', keyboard: true } });
    await tap('2', '5', '0');
    await tap('Confirm');
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Paying 250']));
    expect(r.store.get('state.keyboard')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Number keyboard' })).toBeNull();
  });

  it('Hide keyboard closes the pad without confirming, and setting open shows it again', async () => {
    const r = await showNode(pad, { state: { amount: '30', keyboard: true } });
    await tap('Hide keyboard');
    expect(r.store.get('state.keyboard')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Number keyboard' })).toBeNull();
    expect(r.ports.toasts).toEqual([]);
    act(() => r.store.set('state.keyboard', true));
    expect(screen.getByRole('button', { name: 'Hide keyboard' })).toBeTruthy();
    expect(r.store.get('state.amount')).toBe('30');
  });

  it('labels Confirm with confirmText', async () => {
    await showNode(
      { type: 'money-keyboard', bind: '=state.amount', open: '=state.keyboard', confirmText: 'Pay' },
      { state: { amount: '1', keyboard: true } },
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });
});
