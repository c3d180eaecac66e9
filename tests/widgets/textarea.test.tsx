import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextareaNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const box: TextareaNode = {
  type: 'textarea',
  bind: '=state.text',
  label: 'Description',
  placeholder: 'Please describe the problem',
  maxLength: 200,
  counter: true,
};

describe('textarea widget', () => {
  it('writes every keystroke to state and counts the characters out of 200', async () => {
    const r = await showNode(box, { state: { text: '' } });
    expect(screen.getByText('0/200')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Hello');
    expect(r.store.get('state.text')).toBe('Hello');
    expect(screen.getByText('5/200')).toBeTruthy();
  });

  it('ignores typing beyond maxLength', async () => {
    const r = await showNode(box, { state: { text: 'a'.repeat(198) } });
    await userEvent.type(screen.getByRole('textbox'), 'bcde');
    expect(r.store.get('state.text')).toBe('a'.repeat(198) + 'bc');
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('keeps the previous text when a change would exceed a full box, and cuts a paste to fit', async () => {
    const r = await showNode(box, { state: { text: 'x'.repeat(200) } });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox');
    fireEvent.change(field, { target: { value: 'x'.repeat(200) + 'y' } });
    expect(r.store.get('state.text')).toBe('x'.repeat(200));
    expect(field.value).toBe('x'.repeat(200));

    act(() => r.store.set('state.text', 'x'.repeat(195)));
    fireEvent.change(field, { target: { value: 'x'.repeat(195) + 'pasted text' } });
    expect(r.store.get('state.text')).toBe('x'.repeat(195) + 'paste');
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('shows what the state holds and follows changes made elsewhere', async () => {
    const r = await showNode(box, { state: { text: 'From server' } });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(field.value).toBe('From server');
    act(() => r.store.set('state.text', 'Changed'));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Changed');
    expect(screen.getByText('7/200')).toBeTruthy();
  });

  it('read-only shows the text with its counter and cannot be changed', async () => {
    const r = await showNode({ ...box, readOnly: true }, { state: { text: 'My complaint' } });
    const field = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(field.readOnly).toBe(true);
    await userEvent.type(field, 'more');
    expect(r.store.get('state.text')).toBe('My complaint');
    expect(screen.getByText('12/200')).toBeTruthy();
  });

  it('is named by its placeholder when it has no label', async () => {
    await showNode({ type: 'textarea', bind: '=state.text', placeholder: 'Please describe the problem' }, { state: { text: '' } });
    expect(screen.getByRole('textbox', { name: 'Please describe the problem' })).toBeTruthy();
  });

  it('shows its error under the box with role=alert, described together with the counter, and takes the focus', async () => {
    const r = await showNode(
      {
        type: 'textarea',
        bind: '=state.text',
        label: 'Description',
        maxLength: 200,
        counter: true,
        error: "=state.tried && state.text == '' ? 'Please fill in your comments and suggestions' : ''",
      },
      { state: { text: '', tried: false } },
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    act(() => r.store.set('state.tried', true));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in your comments and suggestions');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toEqual([alert.id, expect.stringContaining('counter')]);
    expect(document.activeElement).toBe(box);
  });
});
