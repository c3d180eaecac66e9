/**
 * startChangeOutline over a same-origin iframe drawing the real renderer: one box per marked widget that shows, with
 * its kind's word, none for a hidden one, boxes that follow a re-render, and nothing left once stopped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { createInspection, withInspection } from '../../../../renderer/preview/inspection.tsx';
import { NodePreview, previewDocument } from '../../../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { preloadWidgetsOf } from '../../../../renderer/react/registry.ts';
import { offerInspection } from '../../../../studio/preview/frame-inspection.ts';
import { startChangeOutline } from '../../../../studio/review/changed-outline.ts';

// The frame's page draws through an inspection port and offers it, as the preview client does.
const inspection = createInspection();
const framePorts = () => withInspection(createRecordingPorts(), inspection);

const body = [
  { type: 'text', text: 'Kept the same' },
  { type: 'text', text: 'Login failed' },
  { type: 'text', text: 'New text' },
  { type: 'text', text: 'Hidden', visible: '=state.open' },
] as unknown as WidgetNode[];

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** An iframe whose #root draws `nodes`; every element's box is 20 px tall, one under the other by its text. */
async function frameDrawing(nodes: WidgetNode[]) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const root = doc.createElement('div');
  root.id = 'root';
  doc.body.append(root);
  const order = (el: Element) => body.findIndex((n) => (n as { text?: string }).text === el.textContent);
  const box = function (this: Element) {
    const i = order(this);
    return i < 0 ? new DOMRect(0, 0, 0, 0) : new DOMRect(10, 30 + i * 40, 200, 20);
  };
  vi.spyOn((frame.contentWindow as unknown as typeof globalThis).Element.prototype, 'getBoundingClientRect').mockImplementation(box);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(box);
  await preloadWidgetsOf(previewDocument(nodes));
  offerInspection(frame.contentWindow!, inspection);
  const view = render(<NodePreview node={nodes} state={{ open: false }} ports={framePorts()} />, { container: root });
  const layer = document.createElement('div');
  document.body.append(layer);
  return { frame, layer, view };
}

describe('startChangeOutline', () => {
  it('outlines each marked widget that shows, with its word, and says which are drawn', async () => {
    const { frame, layer } = await frameDrawing(body);
    const drawn = vi.fn();
    const outline = startChangeOutline(
      frame,
      layer,
      [
        { pointer: '/body/1', kind: 'changed' },
        { pointer: '/body/2', kind: 'added' },
        { pointer: '/body/3', kind: 'added' },
      ],
      drawn,
    );
    await waitFor(() => expect(layer.children).toHaveLength(2));
    const [changed, added] = Array.from(layer.children) as HTMLElement[];
    expect(changed!.className).toBe('rv-mark rv-mark--changed');
    expect(changed!.textContent).toBe('Changed');
    expect([changed!.style.left, changed!.style.top, changed!.style.width, changed!.style.height]).toEqual(['10px', '70px', '200px', '20px']);
    expect(added!.className).toBe('rv-mark rv-mark--added');
    expect(added!.textContent).toBe('Added');
    expect(drawn).toHaveBeenLastCalledWith(new Set(['/body/1', '/body/2']));
    outline.stop();
    expect(layer.children).toHaveLength(0);
  });

  it('follows a re-render: a widget that disappears loses its outline', async () => {
    const { frame, layer, view } = await frameDrawing(body);
    const outline = startChangeOutline(frame, layer, [{ pointer: '/body/2', kind: 'added' }]);
    await waitFor(() => expect(layer.children).toHaveLength(1));
    const fewer = body.slice(0, 2);
    await preloadWidgetsOf(previewDocument(fewer));
    act(() => view.rerender(<NodePreview node={fewer} state={{ open: false }} ports={framePorts()} />));
    await waitFor(() => expect(layer.children).toHaveLength(0));
    expect(outline.reveal('/body/2')).toBe(false);
    outline.stop();
  });
});
