import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckboxNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const agree: CheckboxNode = { type: 'checkbox', bind: '=state.agreed', label: 'I have read and agree to the loan agreement' };

describe('checkbox widget', () => {
  it('is ticked from state and writes false then true through the binding', async () => {
    const r = await showNode(agree, { state: { agreed: true } });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and agree to the loan agreement' });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(r.store.get('state.agreed')).toBe(false);
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(r.store.get('state.agreed')).toBe(true);
    expect(box.checked).toBe(true);
  });

  it('toggles when the label text is tapped and with the space key', async () => {
    const r = await showNode(agree, { state: { agreed: false } });
    await userEvent.click(screen.getByText('I have read and agree to the loan agreement'));
    expect(r.store.get('state.agreed')).toBe(true);
    screen.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    expect(r.store.get('state.agreed')).toBe(false);
  });

  it('follows changes made elsewhere in the state', async () => {
    const r = await showNode(agree, { state: { agreed: false } });
    act(() => r.store.set('state.agreed', true));
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });

  it('does nothing while disabled', async () => {
    const r = await showNode({ ...agree, disabled: '=state.locked' }, { state: { agreed: true, locked: true } });
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box.disabled).toBe(true);
    await userEvent.click(box);
    await userEvent.click(screen.getByText('I have read and agree to the loan agreement'));
    expect(r.store.get('state.agreed')).toBe(true);
    expect(box.checked).toBe(true);
  });

  it('is named by ariaLabel when the words sit in neighbouring widgets', async () => {
    const r = await showNode({ type: 'checkbox', bind: '=state.agreed', ariaLabel: 'I agree to the loan agreements' }, { state: { agreed: false } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the loan agreements' }));
    expect(r.store.get('state.agreed')).toBe(true);
  });
});
