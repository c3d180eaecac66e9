import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { JsonEditor, type JsonEditorHandle } from '../../../studio/editor/json-editor.tsx';

describe('JsonEditor', () => {
  it('shows the text, applies edits as one undoable step, resets on a new docKey', () => {
    const handleRef: { current: JsonEditorHandle | null } = { current: null };
    const onChange = vi.fn();
    const text = '{"id": "a", "title": "Demo"}';
    const { rerender } = render(<JsonEditor docKey="a" initialText={text} problems={[]} onChange={onChange} handleRef={handleRef} />);
    expect(screen.getByRole('textbox', { name: 'Screen JSON' })).toBeTruthy();
    const handle = handleRef.current;
    if (!handle) throw new Error('no handle');
    expect(handle.getText()).toBe(text);
    act(() => handle.applyEdits([{ offset: text.indexOf('"Demo"'), length: 6, content: '"Hello"' }, { offset: text.indexOf('"a"'), length: 3, content: '"b"' }]));
    expect(handle.getText()).toBe('{"id": "b", "title": "Hello"}');
    expect(onChange).toHaveBeenLastCalledWith('{"id": "b", "title": "Hello"}');
    act(() => handle.undo());
    expect(handle.getText()).toBe(text);
    act(() => handle.redo());
    expect(handle.getText()).toBe('{"id": "b", "title": "Hello"}');
    rerender(<JsonEditor docKey="b" initialText='{"id": "other"}' problems={[]} onChange={onChange} handleRef={handleRef} />);
    expect(handleRef.current?.getText()).toBe('{"id": "other"}');
    act(() => handleRef.current?.undo());
    expect(handleRef.current?.getText()).toBe('{"id": "other"}');
  });
});
