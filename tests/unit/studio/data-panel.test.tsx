/**
 * Issue 18, item 1 (data panel): the preview sends its screen's live values (answers, state, params, query, saved) with
 * session values left out and masked; the panel shows them and a click on a value puts its path into the expression
 * box last focused.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { DataPanel, childPath } from '../../../studio/data/data-panel.tsx';
import { cleanAnswer, sessionMark, valuesReport } from '../../../studio/data/preview-values.ts';
import { renderInStudio } from '../../support/studio-connection.tsx';
import { createValuesReporter } from '../../../studio/data/values-reporter.ts';
import { createScreenStore } from '../../../renderer/core/store.ts';
import { readPreviewMessage, type PreviewEvent } from '../../../studio/preview/preview-protocol.ts';

const session = { sessionId: 'sess-123456', userId: 'u-998877' };

describe('what the preview sends', () => {
  test('leaves session out: no session root, no session parameters in query, session texts masked anywhere', () => {
    const report = valuesReport({
      session,
      query: { orderId: '5000174', sessionId: 'sess-123456' },
      data: { order: { orderStatus: '174', owner: 'u-998877' } },
      state: { open: true },
    });
    expect(report).toEqual({ query: { orderId: '5000174' }, data: { order: { orderStatus: '174', owner: sessionMark } }, state: { open: true } });
    expect(JSON.stringify(report)).not.toContain('sess-123456');
    expect(cleanAnswer({ token: 'sess-123456', list: Array.from({ length: 150 }, (_, i) => i) }, session)).toEqual({
      token: sessionMark,
      list: Array.from({ length: 100 }, (_, i) => i),
    });
  });

  test('before the app hands over its store, answers go under the load names of the draft that call them', () => {
    const sent: PreviewEvent[] = [];
    const draft = { screenId: 'loan-details', document: { load: { order: { call: 'loanDetails.detail' } } } };
    const reporter = createValuesReporter(
      (e) => sent.push(e),
      () => draft,
      () => session,
    );
    reporter.answer('event.save', {});
    reporter.answer('loanDetails.detail', { orderStatus: '174' });
    expect(sent).toEqual([{ type: 'values', screenId: 'loan-details', values: { data: { order: { orderStatus: '174' } } } }]);
  });

  test("with the screen's store, every change is sent (session left out)", async () => {
    vi.useFakeTimers();
    const sent: PreviewEvent[] = [];
    const store = createScreenStore({ params: {}, query: {}, session, state: { open: false }, data: {}, saved: {} });
    const reporter = createValuesReporter(
      (e) => sent.push(e),
      () => null,
      () => session,
    );
    const stop = reporter.watch('loan-details', store);
    store.set('state.open', true);
    await vi.advanceTimersByTimeAsync(300);
    stop();
    vi.useRealTimers();
    expect(sent.at(-1)).toEqual({
      type: 'values',
      screenId: 'loan-details',
      values: { data: {}, state: { open: true }, params: {}, query: {}, saved: {} },
    });
  });

  test('the studio reads a values message and an answer on an API call', () => {
    const frame = {};
    const read = (data: unknown) => readPreviewMessage({ origin: 'http://x', source: frame, data }, 'http://x', frame);
    expect(read({ source: 'hatid-preview', type: 'values', screenId: 's', values: { data: { a: 1 } } })).toEqual({
      type: 'values',
      screenId: 's',
      values: { data: { a: 1 } },
    });
    expect(read({ source: 'hatid-preview', type: 'values', screenId: 's', values: { session: {} } })).toBeNull();
    expect(read({ source: 'hatid-preview', type: 'api', endpoint: 'e', payload: {}, ok: true, answer: { a: 1 } })).toMatchObject({
      answer: { a: 1 },
    });
  });
});

describe('DataPanel', () => {
  test('shows the values and a click puts the path into the focused expression box', () => {
    const insert = vi.fn();
    const { store } = renderInStudio(<DataPanel />);
    act(() => store.setState({ text: JSON.stringify({ load: { order: { call: 'loanDetails.detail' } } }) }));
    expect(screen.getByText('The preview has not drawn a screen yet.')).toBeTruthy();
    const { actions } = store.getState();
    act(() =>
      actions.setPreviewValues('loan-details', { data: { order: { orderStatus: '174', userOrderDetail: { detail: [{ text: 'Loan amount' }] } } } }),
    );
    act(() => actions.focusExpression({ label: 'Field (visible)', insert }));
    expect(screen.getByText('Click a value to put its path into “Field (visible)”.')).toBeTruthy();
    const status = screen.getByRole('button', { name: "data.order.orderStatus: '174'" });
    expect(status.getAttribute('title')).toMatch(/^The order status code/);
    fireEvent.click(status);
    expect(insert).toHaveBeenLastCalledWith('data.order.orderStatus');
    fireEvent.click(screen.getByRole('button', { name: "data.order.userOrderDetail.detail[0].text: 'Loan amount'" }));
    expect(insert).toHaveBeenLastCalledWith('data.order.userOrderDetail.detail[0].text');
  });

  test('writes odd names in brackets', () => {
    expect(childPath('data', 'a-b')).toBe("data['a-b']");
    expect(childPath('data.list', 2)).toBe('data.list[2]');
  });
});
