import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickerNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

const banks = [
  { name: 'BDO Unibank', type: 1 },
  { name: 'Metrobank', type: 2 },
  { name: 'Land Bank', type: 3 },
];

/** The bank form's picker: the options of the item named by state.pickerCode, written into state.form[that code]. */
const picker: PickerNode = {
  type: 'picker',
  open: '=state.pickerOpen',
  title: 'Select bank',
  items: '=state.options',
  label: '=item.name',
  value: '=item.type',
  bind: '=state.form[state.pickerCode]',
  onConfirm: [{ do: 'toast', text: "='Chose ' + event.item.name + ' (' + state.form.bank + ')'" }],
};

const state = (extra: Record<string, unknown> = {}) => ({ pickerOpen: true, pickerCode: 'bank', options: banks, form: {}, ...extra });
const selected = () =>
  screen
    .getAllByRole('option')
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.textContent);

describe('picker widget', () => {
  it('shows nothing while closed', async () => {
    await showNode(picker, { state: state({ pickerOpen: false }) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a bottom panel with a title, one column of options and Confirm and Dismiss', async () => {
    await showNode(picker, { state: state() });
    const dialog = screen.getByRole('dialog', { name: 'Select bank' });
    expect(dialog.className).toContain('h-sheet');
    expect(screen.getByRole('listbox', { name: 'Select bank' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BDO Unibank', 'Metrobank', 'Land Bank']);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('opens with the first option highlighted when nothing is chosen yet', async () => {
    await showNode(picker, { state: state() });
    expect(selected()).toEqual(['BDO Unibank']);
  });

  it('opens on the current value, matched as text (2 and "2")', async () => {
    await showNode(picker, { state: state({ form: { bank: '2' } }) });
    expect(selected()).toEqual(['Metrobank']);
  });

  it('tapping an option only highlights it; Confirm writes its value into the computed place, closes, then runs onConfirm', async () => {
    const r = await showNode(picker, { state: state() });
    await userEvent.click(screen.getByRole('option', { name: 'Land Bank' }));
    expect(selected()).toEqual(['Land Bank']);
    expect(r.store.get('state.form')).toEqual({});
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(r.store.get('state.form')).toEqual({ bank: '3' });
    expect(r.store.get('state.pickerOpen')).toBe(false);
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Chose Land Bank (3)']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Dismiss closes without changing the value, and Escape does too', async () => {
    const r = await showNode(picker, { state: state({ form: { bank: '1' } }) });
    await userEvent.click(screen.getByRole('option', { name: 'Metrobank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(r.store.get('state.pickerOpen')).toBe(false);
    expect(r.store.get('state.form')).toEqual({ bank: '1' });
    expect(r.ports.toasts).toEqual([]);
    act(() => r.store.set('state.pickerOpen', true));
    expect(selected()).toEqual(['BDO Unibank']);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(r.store.get('state.pickerOpen')).toBe(false);
    expect(r.store.get('state.form')).toEqual({ bank: '1' });
  });

  it('reopens on the value confirmed last, for whichever item it was opened', async () => {
    const r = await showNode(picker, { state: state({ form: { bank: '1', city: 'b' } }) });
    await userEvent.click(screen.getByRole('option', { name: 'Metrobank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    act(() => r.store.set('state.pickerOpen', true));
    expect(selected()).toEqual(['Metrobank']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => {
      r.store.set('state.pickerCode', 'city');
      r.store.set('state.options', [
        { name: 'Manila', type: 'a' },
        { name: 'Cebu', type: 'b' },
      ]);
      r.store.set('state.pickerOpen', true);
    });
    expect(selected()).toEqual(['Cebu']);
  });

  it('moves the highlight with the arrow keys', async () => {
    await showNode(picker, { state: state() });
    const first = screen.getByRole('option', { name: 'BDO Unibank' });
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(selected()).toEqual(['Metrobank']);
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Metrobank' }));
    fireEvent.keyDown(document.activeElement ?? first, { key: 'End' });
    expect(selected()).toEqual(['Land Bank']);
  });

  it('keeps the label when no value is given, and uses the given button texts', async () => {
    const r = await showNode(
      {
        type: 'picker',
        open: '=state.open',
        title: 'Day',
        items: ['Monday', 'Tuesday'],
        label: '=item',
        bind: '=state.day',
        confirmText: 'OK',
        dismissText: 'Cancel',
      },
      { state: { open: true, day: '' } },
    );
    await userEvent.click(screen.getByRole('option', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(r.store.get('state.day')).toBe('Tuesday');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cannot confirm an empty list', async () => {
    await showNode(picker, { state: state({ options: [] }) });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
  });
});
