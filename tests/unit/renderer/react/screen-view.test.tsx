/** ScreenView: loading, calm failure with retry, the title, and widget actions run with their pointers. */
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import type { CallResult } from '../../../../renderer/core/ports.ts';
import { ScreenView } from '../../../../renderer/react/screen-view.tsx';
import { lazyWidget } from '../../../../renderer/react/lazy-widget.ts';
import { builtinWidgets } from '../../../../renderer/react/registry.ts';
import type { DialogProps } from '../../../../schemas/generated/widget-props.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { renderNode } from '../../../support/render-node.tsx';
import { deferred } from '../actions/action-harness.ts';

const doc: ScreenDocument = {
  schemaVersion: 2,
  id: 'detail',
  title: "='Complaint ' + params.problemId",
  params: { problemId: { required: true } },
  load: { detail: { call: 'complaint.detail', with: { problemId: '=params.problemId' } } },
  body: [{ type: 'text', text: '=data.detail.content' }],
};

/** A root of its own on a host in the page, for checks of the very first commit. */
function mountHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: createRoot(host), ports: createRecordingPorts() };
}

describe('ScreenView', () => {
  it('draws no top bar for web pages (topBar false) and a desktop-wide page for width wide; the tab title is still set', async () => {
    const site: ScreenDocument = {
      schemaVersion: 2,
      id: 'site-home',
      title: 'Hatid',
      topBar: false,
      width: 'wide',
      body: [{ type: 'text', text: 'Welcome' }],
    };
    const { container } = render(<ScreenView document={site} input={{ query: {}, session: {} }} ports={createRecordingPorts()} />);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('.h-page--wide')).not.toBeNull();
    expect(document.title).toBe('Hatid');
  });

  it('draws a screen with nothing to load and no onLoad (data given) in its first commit, without the skeleton', () => {
    const given: ScreenDocument = { schemaVersion: 2, id: 'given', title: 'Given', body: [{ type: 'text', text: '=data.order.name' }] };
    const { host, root, ports } = mountHost();
    try {
      // flushSync commits the first render only: no effect or promise has run yet.
      flushSync(() =>
        root.render(<ScreenView document={given} input={{ query: {}, session: {}, data: { order: { name: 'Order 7' } } }} ports={ports} />),
      );
      expect(host.textContent).toContain('Order 7');
      expect(host.textContent).not.toContain('loading...');
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  it('keeps the skeleton until onLoad has run, so what it sets is drawn from the start', async () => {
    const given: ScreenDocument = {
      schemaVersion: 2,
      id: 'given',
      title: 'Given',
      state: { greeted: false },
      onLoad: [{ do: 'set', path: '=state.greeted', value: true }],
      body: [{ type: 'text', text: "=state.greeted ? 'greeted' : 'not yet'" }],
    };
    const { host, root, ports } = mountHost();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(host.textContent ?? ''));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    try {
      flushSync(() => root.render(<ScreenView document={given} input={{ query: {}, session: {} }} ports={ports} />));
      expect(host.textContent).not.toContain('not yet');
      await act(async () => {});
      expect(host.textContent).toContain('greeted');
      expect(seen.some((text) => text.includes('not yet'))).toBe(false);
    } finally {
      observer.disconnect();
      act(() => root.unmount());
      host.remove();
    }
  });

  it('shows the loading state, then the body with the loaded data and the evaluated title', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('complaint.detail', () => answer.promise);
    render(<ScreenView document={doc} input={{ query: { problemId: '1001' }, session: {} }} ports={ports} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => answer.resolve({ ok: true, data: { content: 'Fee charged twice' } }));
    expect(screen.getByText('Fee charged twice')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complaint 1001');
    expect(document.title).toBe('Complaint 1001');
  });

  it('shows the server message with Try again when a load fails, and retrying loads again', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: false, kind: 'business', message: 'Complaint not found' });
    render(<ScreenView document={doc} input={{ query: { problemId: '1001' }, session: {} }} ports={ports} />);
    expect(await screen.findByText('Complaint not found')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    ports.answer('complaint.detail', { ok: true, data: { content: 'Found it' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Found it')).toBeTruthy();
    expect(ports.calls).toHaveLength(2);
  });

  it('offers no retry when the page is missing a required parameter', async () => {
    const ports = createRecordingPorts();
    render(<ScreenView document={doc} input={{ query: {}, session: {} }} ports={ports} />);
    expect(await screen.findByText('This page is missing some information. Please go back and try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(ports.calls).toEqual([]);
  });

  it('goes back from the top bar', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: true, data: { content: 'x' } });
    render(<ScreenView document={doc} input={{ query: { problemId: '1' }, session: {} }} ports={ports} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(ports.backs).toBe(1);
  });

  it('runs a widget’s actions with its locals, and logs a failing one with the action’s pointer', async () => {
    const r = renderNode(
      {
        type: 'repeat',
        items: '=data.list',
        render: {
          type: 'button',
          text: '=item.name',
          onTap: [
            { do: 'set', path: '=state.picked', value: '=item.id' },
            { do: 'navigate', to: '/complainDetails', query: { problemId: '=item.id' } },
            { do: 'set', path: 'params.x', value: 1 },
            { do: 'back' },
          ],
        },
      },
      {
        data: {
          list: [
            { id: 7, name: 'First' },
            { id: 8, name: 'Second' },
          ],
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Second' }));
    expect(r.store.get('state.picked')).toBe(8);
    expect(r.ports.navigations).toEqual([{ to: '/complainDetails', query: { problemId: '8' }, replace: false }]);
    expect(r.ports.backs).toBe(0);
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/render/onTap/2']);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(r.store.get('state.picked')).toBe(7);
  });

  it('does not ask for a closed dialog’s chunk while the page draws; opening it loads and shows it', async () => {
    const FakeDialog = ({ open, title }: DialogProps) => (open.value === true ? <div role="dialog">{title}</div> : null);
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const widgets = { ...builtinWidgets, dialog: lazyWidget(load) };
    const page: ScreenDocument = {
      schemaVersion: 2,
      id: 'with-dialog',
      title: 'Order',
      state: { tipsOpen: false },
      body: [
        { type: 'text', text: 'Order details' },
        { type: 'button', text: 'Tips', onTap: [{ do: 'set', path: '=state.tipsOpen', value: true }] },
        { type: 'dialog', open: '=state.tipsOpen', title: 'Kind tips' },
      ],
    };
    render(<ScreenView document={page} input={{ query: {}, session: {} }} ports={createRecordingPorts()} widgets={widgets} />);
    expect(await screen.findByText('Order details')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tips' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Kind tips');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
