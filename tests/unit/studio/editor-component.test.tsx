import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { diagnosticCount } from '@codemirror/lint';
import type { Problem } from '../../../studio/studio-api.ts';
import { JsonEditor, type JsonEditorHandle } from '../../../studio/editor/json-editor.tsx';
import { highlightedRanges, revealHighlightMs } from '../../../studio/editor/reveal-highlight.ts';

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
    act(() =>
      handle.applyEdits([
        { offset: text.indexOf('"Demo"'), length: 6, content: '"Hello"' },
        { offset: text.indexOf('"a"'), length: 3, content: '"b"' },
      ]),
    );
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

  afterEach(() => vi.useRealTimers());
  // jsdom has no layout: scrolling a range into view asks the Range for rectangles.
  const added: string[] = [];
  beforeAll(() => {
    const rect = () => new DOMRect(0, 0, 0, 0);
    const fns = { getClientRects: () => Object.assign([rect()], { item: () => rect() }), getBoundingClientRect: rect };
    for (const [name, value] of Object.entries(fns)) {
      if (name in Range.prototype) continue;
      Object.defineProperty(Range.prototype, name, { value, configurable: true });
      added.push(name);
    }
  });
  afterAll(() => {
    for (const name of added) Reflect.deleteProperty(Range.prototype, name);
  });

  it('reveals a node by putting the cursor at its start and highlighting it for a moment: typing never replaces it', () => {
    vi.useFakeTimers();
    const handleRef: { current: JsonEditorHandle | null } = { current: null };
    const onChange = vi.fn();
    const text = '{\n  "id": "a",\n  "body": [{ "type": "text", "text": "Hello" }]\n}';
    const { container } = render(<JsonEditor docKey="a" initialText={text} problems={[]} onChange={onChange} handleRef={handleRef} />);
    const host = container.querySelector<HTMLElement>('.cm-editor');
    const view = host && EditorView.findFromDOM(host);
    if (!view || !handleRef.current) throw new Error('no editor');
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true);

    act(() => handleRef.current?.reveal('/body/0'));
    const node = { from: text.indexOf('{ "type"'), to: text.indexOf('}]') + 1 };
    expect(view.state.selection.main.empty).toBe(true);
    expect(view.state.selection.main.head).toBe(node.from);
    expect(highlightedRanges(view)).toEqual([node]);
    expect(container.querySelector('.cm-revealed')?.textContent).toContain('"type"');

    act(() => view.dispatch(view.state.replaceSelection('X')));
    expect(handleRef.current.getText()).toBe(`${text.slice(0, node.from)}X${text.slice(node.from)}`);
    act(() => void vi.advanceTimersByTime(revealHighlightMs + 10));
    expect(highlightedRanges(view)).toEqual([]);
  });

  it('clears a problem from the editor once the server says the text is fine, even when no lint run is pending', async () => {
    vi.useFakeTimers();
    const handleRef: { current: JsonEditorHandle | null } = { current: null };
    const text = '{"id": "a", "visible": "=x =="}';
    const problem: Problem = {
      severity: 'error',
      pointer: '/visible',
      message: '`visible`: cannot read expression',
      line: 1,
      column: 24,
      from: 23,
      to: 30,
    };
    const props = { docKey: 'a', initialText: text, onChange: vi.fn(), handleRef };
    const { container, rerender } = render(<JsonEditor {...props} problems={[problem]} />);
    const host = container.querySelector<HTMLElement>('.cm-editor');
    const view = host && EditorView.findFromDOM(host);
    if (!view) throw new Error('no editor');
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(diagnosticCount(view.state)).toBe(1);
    rerender(<JsonEditor {...props} problems={[]} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(diagnosticCount(view.state)).toBe(0);
  });
});
