/**
 * The preview protocol: messages from another origin, another window or without the right source are ignored; inspect
 * mode goes to the preview after init and on each change, and a widget it selects comes back to onSelect.
 */
import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readPreviewMessage, readStudioMessage } from '../../../studio/preview/preview-protocol.ts';
import { usePreviewFrame } from '../../../studio/preview/use-preview-frame.ts';

const origin = 'http://studio.test';
const frame = { name: 'the iframe window' };
const parent = { name: 'the studio window' };
const api = { source: 'hatid-preview', type: 'api', endpoint: 'complaint.list', payload: {}, ok: true };
const init = { source: 'hatid-studio', type: 'init', screenId: 'complaint-list', document: { id: 'complaint-list' }, scenario: 'empty' };

describe('readPreviewMessage (studio side)', () => {
  it('reads a report from the preview frame on the same origin', () => {
    expect(readPreviewMessage({ origin, source: frame, data: api }, origin, frame)).toEqual({
      type: 'api',
      endpoint: 'complaint.list',
      payload: {},
      ok: true,
    });
    expect(readPreviewMessage({ origin, source: frame, data: { source: 'hatid-preview', type: 'ready' } }, origin, frame)).toEqual({ type: 'ready' });
  });

  it('ignores other origins, other windows, other sources and malformed reports', () => {
    expect(readPreviewMessage({ origin: 'http://evil.test', source: frame, data: api }, origin, frame)).toBeNull();
    expect(readPreviewMessage({ origin, source: parent, data: api }, origin, frame)).toBeNull();
    expect(readPreviewMessage({ origin, source: null, data: api }, origin, null)).toBeNull();
    expect(readPreviewMessage({ origin, source: frame, data: { ...api, source: 'someone-else' } }, origin, frame)).toBeNull();
    expect(readPreviewMessage({ origin, source: frame, data: { ...api, ok: 'yes' } }, origin, frame)).toBeNull();
    expect(
      readPreviewMessage({ origin, source: frame, data: { source: 'hatid-preview', type: 'step', step: { tap: {}, type: {} } } }, origin, frame),
    ).toBeNull();
    expect(readPreviewMessage({ origin, source: frame, data: 'hatid-preview' }, origin, frame)).toBeNull();
  });
});

describe('readStudioMessage (iframe side)', () => {
  it('reads init and draft from the parent window on the same origin', () => {
    expect(readStudioMessage({ origin, source: parent, data: init }, origin, parent)).toEqual(init);
    expect(readStudioMessage({ origin, source: parent, data: { ...init, type: 'draft' } }, origin, parent)?.type).toBe('draft');
  });

  it('ignores other origins, other windows, other sources and malformed messages', () => {
    expect(readStudioMessage({ origin: 'http://evil.test', source: parent, data: init }, origin, parent)).toBeNull();
    expect(readStudioMessage({ origin, source: frame, data: init }, origin, parent)).toBeNull();
    expect(readStudioMessage({ origin, source: parent, data: { ...init, source: 'hatid-preview' } }, origin, parent)).toBeNull();
    expect(readStudioMessage({ origin, source: parent, data: { ...init, type: 'reload' } }, origin, parent)).toBeNull();
    expect(readStudioMessage({ origin, source: parent, data: { ...init, screenId: 7 } }, origin, parent)).toBeNull();
  });
});

describe('usePreviewFrame', () => {
  function setup() {
    const { container } = render(<iframe title="preview" />);
    const iframe = container.querySelector('iframe');
    if (!iframe?.contentWindow) throw new Error('jsdom gave the iframe no window');
    const draft = { screenId: 'complaint-list', document: { id: 'complaint-list' }, scenario: 'default' };
    const hook = renderHook(() => usePreviewFrame(draft));
    act(() => {
      hook.result.current.frameRef.current = iframe;
    });
    const post = (data: unknown, source: MessageEventSource | null, from = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: from, source }));
      });
    return { hook, frameWindow: iframe.contentWindow, post };
  }

  it('logs what its own frame reports', () => {
    const { hook, frameWindow, post } = setup();
    post(api, frameWindow);
    expect(hook.result.current.session.log).toMatchObject([{ type: 'api', endpoint: 'complaint.list', ok: true }]);
  });

  it('ignores the same report from another window or origin', () => {
    const { hook, frameWindow, post } = setup();
    post(api, window);
    post(api, frameWindow, 'http://evil.test');
    expect(hook.result.current.session.log).toEqual([]);
  });

  it('answers ready with init carrying the draft and scenario', async () => {
    const { frameWindow, post } = setup();
    const received: unknown[] = [];
    frameWindow.addEventListener('message', (event) => received.push(event.data));
    post({ source: 'hatid-preview', type: 'ready' }, frameWindow);
    // postMessage delivers later: wait for the answer to arrive.
    await vi.waitFor(() =>
      expect(received).toEqual([
        { source: 'hatid-studio', type: 'init', screenId: 'complaint-list', document: { id: 'complaint-list' }, scenario: 'default' },
      ]),
    );
  });
});

describe('inspect mode in the protocol', () => {
  it('reads a select report and an inspect message; refuses malformed ones', () => {
    const select = { source: 'hatid-preview', type: 'select', pointer: '/body/0/children/1', widget: 'cell' };
    expect(readPreviewMessage({ origin, source: frame, data: select }, origin, frame)).toEqual({
      type: 'select',
      pointer: '/body/0/children/1',
      widget: 'cell',
    });
    expect(readPreviewMessage({ origin, source: frame, data: { ...select, pointer: '' } }, origin, frame)).toMatchObject({ pointer: '' });
    expect(readPreviewMessage({ origin, source: frame, data: { ...select, pointer: 'body/0' } }, origin, frame)).toBeNull();
    expect(readPreviewMessage({ origin, source: frame, data: { ...select, widget: 1 } }, origin, frame)).toBeNull();
    const inspect = { source: 'hatid-studio', type: 'inspect', on: true, selected: '/body/0' };
    expect(readStudioMessage({ origin, source: parent, data: inspect }, origin, parent)).toEqual(inspect);
    expect(readStudioMessage({ origin, source: parent, data: { ...inspect, selected: null } }, origin, parent)).toMatchObject({
      on: true,
      selected: null,
    });
    expect(readStudioMessage({ origin, source: parent, data: { ...inspect, on: 'yes' } }, origin, parent)).toBeNull();
    expect(readStudioMessage({ origin: 'http://evil.test', source: parent, data: inspect }, origin, parent)).toBeNull();
  });

  function inspecting(on: boolean) {
    const { container } = render(<iframe title="preview" />);
    const iframe = container.querySelector('iframe');
    if (!iframe?.contentWindow) throw new Error('jsdom gave the iframe no window');
    const frameWindow = iframe.contentWindow;
    const draft = { screenId: 'complaint-list', document: { id: 'complaint-list' }, scenario: 'default' };
    const onSelect = vi.fn();
    const hook = renderHook(({ mode }) => usePreviewFrame(draft, { on: mode, selected: '/body/0', onSelect }), { initialProps: { mode: on } });
    act(() => {
      hook.result.current.frameRef.current = iframe;
    });
    const received: unknown[] = [];
    frameWindow.addEventListener('message', (event) => received.push(event.data));
    const post = (data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frameWindow }));
      });
    return { hook, post, received, onSelect };
  }
  const types = (received: unknown[]) => received.map((m) => (m as { type: string }).type);

  it('sends the inspect mode right after init, and again when it changes', async () => {
    const { hook, post, received } = inspecting(true);
    post({ source: 'hatid-preview', type: 'ready' });
    await vi.waitFor(() => expect(types(received)).toEqual(['init', 'inspect']));
    expect(received[1]).toEqual({ source: 'hatid-studio', type: 'inspect', on: true, selected: '/body/0' });
    hook.rerender({ mode: false });
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received[2]).toEqual({ source: 'hatid-studio', type: 'inspect', on: false, selected: '/body/0' });
  });

  it('hands a selected widget to onSelect; it is neither logged nor recorded', () => {
    const { hook, post, onSelect } = inspecting(true);
    post({ source: 'hatid-preview', type: 'select', pointer: '/body/0/children/1', widget: 'cell' });
    expect(onSelect).toHaveBeenCalledWith('/body/0/children/1');
    expect(hook.result.current.session.log).toEqual([]);
    expect(hook.result.current.session.recording).toEqual([]);
  });
});
