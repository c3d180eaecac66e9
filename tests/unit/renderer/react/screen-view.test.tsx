/** ScreenView: loading, calm failure with retry, the title, and widget actions run with their pointers. */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import type { CallResult } from '../../../../renderer/core/ports.ts';
import { ScreenView } from '../../../../renderer/react/screen-view.tsx';
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

describe('ScreenView', () => {
  it('draws no top bar for web pages (topBar false) and a desktop-wide page for width wide; the tab title is still set', async () => {
    const site: ScreenDocument = { schemaVersion: 2, id: 'site-home', title: 'Hatid', topBar: false, width: 'wide', body: [{ type: 'text', text: 'Welcome' }] };
    const { container } = render(<ScreenView document={site} input={{ query: {}, session: {} }} ports={createRecordingPorts()} />);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('.h-page--wide')).not.toBeNull();
    expect(document.title).toBe('Hatid');
  });


  it('shows the loading state, then the body with the loaded data and the evaluated title', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('complaint.detail', () => answer.promise);
    render(<ScreenView document={doc} input={{ query: { problemId: '1001' }, session: {} }} ports={ports} />);
    expect(screen.getByText('loading...')).toBeTruthy();
    await act(async () => answer.resolve({ ok: true, data: { content: 'Fee charged twice' } }));
    expect(screen.getByText('Fee charged twice')).toBeTruthy();
    expect(screen.queryByText('loading...')).toBeNull();
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
      { data: { list: [{ id: 7, name: 'First' }, { id: 8, name: 'Second' }] } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Second' }));
    expect(r.store.get('state.picked')).toBe(8);
    expect(r.ports.navigations).toEqual([{ to: '/complainDetails', query: { problemId: '8' }, replace: false }]);
    expect(r.ports.backs).toBe(0);
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/render/onTap/2']);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(r.store.get('state.picked')).toBe(7);
  });
});
