/**
 * A screen while its data loads: its shape with what the query already says (and nothing whose showing is not known
 * yet), its loading line, and the slow-connection note.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDocument } from '../../../../schemas/generated/types.ts';
import type { CallResult } from '../../../../renderer/core/ports.ts';
import { ScreenView } from '../../../../renderer/react/screen-view.tsx';
import { pickCase } from '../../../../renderer/react/node-view.tsx';
import { conjuncts, placeholderRows, shapeOf, type ShapeScope } from '../../../../renderer/react/skeleton-shape.ts';
import { pendingOf, readsPending } from '../../../../renderer/react/pending-reads.ts';
import { slowAfterMs } from '../../../../renderer/react/slow-note.tsx';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import loanDetails from '../../../../screens/loan-details.json';
import { deferred } from '../actions/action-harness.ts';
import { manualClock } from '../../../support/manual-clock.ts';

const payway: ScreenDocument = {
  schemaVersion: 2,
  id: 'pay',
  title: 'Repayment',
  params: { amount: { required: true } },
  load: { way: { call: 'repayment.way' } },
  body: [
    {
      type: 'stack',
      surface: 'card',
      children: [
        { type: 'text', text: 'Repayment amount' },
        { type: 'text', text: '=money(params.amount, true)', variant: 'title' },
      ],
    },
    {
      type: 'stack',
      surface: 'card',
      children: [{ type: 'repeat', items: '=data.way.bankCards', render: { type: 'cell', title: '=item.bankName' } }],
    },
    { type: 'text-input', bind: '=state.note', label: 'Note' },
    { type: 'button', text: "='Pay ' + money(params.amount, true)", onTap: [{ do: 'toast', text: '=data.way.repayToken' }] },
    { type: 'dialog', open: '=state.open', title: 'Help', children: [] },
  ],
};

/** A shape scope over a document's pending places, with the values of what is known given by the test. */
function scopeOf(doc: ScreenDocument, known: Record<string, unknown> = {}, dataKnown = false): ShapeScope {
  const pending = pendingOf(doc, dataKnown);
  return {
    pending: (value) => readsPending(value, pending),
    value: (node, prop) => {
      const raw = (node as unknown as Record<string, unknown>)[prop];
      if (typeof raw !== 'string' || !(raw in known)) throw new Error(`the test gives no value for ${String(raw)}`);
      return known[raw];
    },
    pick: pickCase,
  };
}

describe('the shape of a loading screen', () => {
  it('draws what reads only the query or state nothing writes yet, and shapes what reads data: a row per list entry, no dialogs', () => {
    const shapes = shapeOf(payway.body, '/body', scopeOf(payway));
    expect(shapes.map((s) => s.kind)).toEqual(['node', 'group', 'node', 'node']);
    const list = shapes[1];
    expect(list?.kind === 'group' && list.children.map((c) => c.kind)).toEqual(Array(placeholderRows).fill('row'));
  });

  it('leaves out what the query hides, even a card whose other lines read data (a receipt without a payment)', () => {
    const receipt = {
      type: 'stack',
      visible: "=params.paid != ''",
      children: [
        { type: 'text', text: 'Payment received' },
        { type: 'text', text: '=data.order.status' },
      ],
    };
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'order',
      title: 'Order',
      load: { order: { call: 'loanDetails.detail' } },
      body: [receipt as never],
    };
    expect(shapeOf(doc.body, '/body', scopeOf(doc, { "=params.paid != ''": false }))).toEqual([]);
    const shown = shapeOf(doc.body, '/body', scopeOf(doc, { "=params.paid != ''": true }));
    expect(shown[0]?.kind === 'group' && shown[0].children.map((c) => c.kind)).toEqual(['node', 'line']);
  });

  it('makes a placeholder of whatever shows or not by data or by state onLoad writes, and draws the case the query picks', () => {
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'order',
      title: 'Order',
      state: { due: null, open: false },
      load: { order: { call: 'loanDetails.detail' } },
      onLoad: [{ do: 'if', when: '=data.order.due', then: [{ do: 'set', path: '=state.due', value: '=data.order.due' }] }],
      body: [
        { type: 'text', visible: "=data.order.status == '200'", text: 'Fully repaid' },
        { type: 'text', visible: '=state.due != null', text: 'Amount due' },
        { type: 'text', visible: '=!state.open', text: 'Help' },
        { type: 'switch', on: '=params.kind', cases: { code: { type: 'text', text: '=data.code' }, qr: { type: 'text', text: 'QR code' } } },
        {
          type: 'switch',
          on: '=data.order.status',
          cases: { '200': { type: 'text', text: 'Finished' } },
          default: { type: 'text', text: 'Repaying' },
        },
      ],
    };
    const shapes = shapeOf(doc.body, '/body', scopeOf(doc, { '=!state.open': true, '=params.kind': 'qr' }));
    expect(shapes.map((s) => s.kind)).toEqual(['line', 'line', 'node', 'node', 'line']);
    expect(shapes[3]?.kind === 'node' && shapes[3].pointer).toBe('/body/3/cases/qr');
    // Over the last good data, data is known; what onLoad writes is not.
    const kept = shapeOf(
      doc.body,
      '/body',
      scopeOf(doc, { "=data.order.status == '200'": true, '=!state.open': true, '=params.kind': 'code', '=data.order.status': '200' }, true),
    );
    expect(kept.map((s) => s.kind)).toEqual(['node', 'line', 'node', 'node', 'node']);
    expect(kept[3]?.kind === 'node' && kept[3].pointer).toBe('/body/3');
  });
});

describe('a node shown on data and on what is known', () => {
  it('is left out when a known operand of its `&&` is false (a banner of a refused save), a placeholder while that operand is true', () => {
    const banner = (visible: string) => ({ type: 'outcome-banner', visible, tone: 'failure', title: 'Not saved', text: '=state.refusal.message' });
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'bind',
      title: 'Bind',
      state: { refusal: { message: '' } },
      load: { form: { call: 'bindCard.init' } },
      body: [
        banner("=state.refusal.message != '' && count(data.form.items) > 0") as never,
        banner("=count(data.form.items) > 0 && (state.refusal.message == '' && params.productId != '')") as never,
        // An operand that is false does not decide a `||`: a placeholder.
        banner("=state.refusal.message != '' && data.form.ok || data.form.other") as never,
      ],
    };
    const known = { "=state.refusal.message != ''": false, "=(state.refusal.message == '' && params.productId != '')": true };
    expect(shapeOf(doc.body, '/body', scopeOf(doc, known)).map((s) => s.kind)).toEqual(['box', 'box']);
    // Loaded, the same known operand hides the first banner as it is drawn for real.
    expect(
      shapeOf(doc.body.slice(0, 1), '/body', scopeOf(doc, { "=state.refusal.message != '' && count(data.form.items) > 0": false }, true)),
    ).toEqual([]);
  });

  it('splits only a chain of `&&` outside brackets and quotes', () => {
    expect(conjuncts("=a && f(b && c) && 'x && y' == d")).toEqual(['=a', '=f(b && c)', "='x && y' == d"]);
    expect(conjuncts('=a && "q\\" && r" && b')).toEqual(['=a', '="q\\" && r"', '=b']);
    expect(conjuncts('=a && b || c')).toBeUndefined();
    expect(conjuncts('=a && b ? c : d')).toBeUndefined();
    expect(conjuncts('=a ?? b && c')).toBeUndefined();
    expect(conjuncts('=a')).toBeUndefined();
    expect(conjuncts('a && b')).toBeUndefined();
  });
});

describe('the places a loading screen cannot know yet', () => {
  it('are its data and what its onLoad writes, through if, call answers and the named lists it runs', () => {
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'x',
      title: 'X',
      actions: {
        fill: [
          { do: 'set', path: '=state.form[state.code]', value: 1 },
          { do: 'save', key: 'seen', value: true },
        ],
      },
      onLoad: [
        { do: 'call', endpoint: 'repayment.instalment', onSuccess: [{ do: 'set', path: '=state.due', value: '=result' }] },
        { do: 'run', name: 'fill' },
      ],
      body: [],
    };
    const pending = pendingOf(doc, false);
    expect([...pending].sort()).toEqual(['data', 'saved.seen', 'state.due', 'state.form']);
    expect(readsPending('=state.due.repayAmount', pending)).toBe(true);
    expect(readsPending('=state.agreed', pending)).toBe(false);
    expect(readsPending('=state[params.key]', pending)).toBe(true);
    expect(readsPending("=params.orderId != ''", pending)).toBe(false);
    expect(readsPending('=item.state', pending)).toBe(false);
    expect(readsPending({ text: ['=data.x'] }, pending)).toBe(true);
    expect(readsPending('data.x', pending)).toBe(false);
    expect(pendingOf(doc, true).has('data')).toBe(false);
  });
});

describe("order details' loading view", () => {
  it('knows the payment note: its onLoad notes a settled payment under a key of its own, never rewriting the note', () => {
    // A note onLoad may rewrite is a place the loading view cannot know: every opened page then drew its payment-check
    // card as a placeholder once hydrated (TBT 69-170 ms in Lighthouse, 2026-11-29; docs/performance.md).
    const pending = pendingOf(loanDetails as unknown as ScreenDocument, true);
    expect(pending.has('saved.paymentCheck')).toBe(false);
    expect(pending.has('saved.paymentSettled')).toBe(true);
  });
});

describe("the shape of a first view drawn without the phone's own values", () => {
  it('leaves out a node shown only on a saved value, the session or the clock, and keeps the placeholder for data', () => {
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'order',
      title: 'Order',
      saved: ['paymentCheck'],
      load: { order: { call: 'loanDetails.detail' } },
      body: [
        {
          type: 'stack',
          surface: 'card',
          visible: "=default(saved.paymentCheck.orderId, '') != ''",
          children: [{ type: 'text', text: 'Checking your payment' }],
        },
        { type: 'text', visible: "=data.order.status == '200'", text: 'Fully repaid' },
      ],
    };
    const unknown = ['saved', 'session', 'clock'];
    const places = new Set(unknown);
    const scope = {
      ...scopeOf(doc),
      pending: (v: unknown) => readsPending(v, pendingOf(doc, false, unknown)),
      unknown: (v: unknown) => readsPending(v, places),
    };
    // A placeholder the phone then hides (no payment being checked, as for most borrowers) would move the page up.
    expect(shapeOf(doc.body, '/body', scope).map((s) => s.kind)).toEqual(['line']);
    // Where the phone knows it, what it does not know yet is a placeholder as before.
    expect(shapeOf(doc.body, '/body', { ...scope, unknown: undefined }).map((s) => s.kind)).toEqual(['group', 'line']);
  });
});

describe("what reads the phone's clock or time zone", () => {
  it('is every call of now(), daysUntil(), date() and datetime(), and nothing else', () => {
    const clock = new Set(['clock']);
    for (const value of [
      '=now()',
      '=daysUntil(data.order.repayDate)',
      '=date(params.at)',
      '=datetime(params.paidAt)',
      "=concat('Paid ', datetime(x))",
    ])
      expect(readsPending(value, clock), value).toBe(true);
    for (const value of ['=money(params.amount)', '=params.datetime', '=mydate(x)', 'datetime(x)'])
      expect(readsPending(value, clock), value).toBe(false);
  });
});

describe('ScreenView while loading', () => {
  it('shows the title, the amount and the Pay button from the query before the data call answers, inert and marked as updating', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('repayment.way', () => answer.promise);
    const { container } = render(<ScreenView document={payway} input={{ query: { amount: '523400' }, session: {} }} ports={ports} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Repayment');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const skeleton = container.querySelector('[data-skeleton="shaped"]');
    expect(skeleton?.hasAttribute('inert')).toBe(true);
    expect(skeleton?.textContent).toContain('₱5.234,00');
    expect(skeleton?.textContent).toContain('Pay ₱5.234,00');
    expect(skeleton?.querySelectorAll('.h-skeleton__block--row')).toHaveLength(placeholderRows);
    await act(async () => answer.resolve({ ok: true, data: { bankCards: [{ bankName: 'BDO Unibank' }] } }));
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    expect(screen.getByText('BDO Unibank')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the connection is slow after a few seconds on the clock, and Try again starts the loads afresh', async () => {
    const clock = manualClock();
    const ports = { ...createRecordingPorts(), clock };
    const first = deferred<CallResult>();
    let calls = 0;
    ports.answer('repayment.way', () => (++calls === 1 ? first.promise : Promise.resolve({ ok: true, data: { bankCards: [{ bankName: 'BPI' }] } })));
    render(<ScreenView document={payway} input={{ query: { amount: '523400' }, session: {} }} ports={ports} />);
    act(() => clock.advance(slowAfterMs - 1));
    expect(screen.queryByText(/connection is slow/)).toBeNull();
    act(() => clock.advance(1));
    expect(screen.getByRole('status').textContent).toContain('The connection is slow.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('BPI')).toBeTruthy();
    expect(calls).toBe(2);
    // The first call answering late changes nothing: its screen was dropped.
    await act(async () => first.resolve({ ok: true, data: { bankCards: [{ bankName: 'Stale bank' }] } }));
    expect(screen.queryByText('Stale bank')).toBeNull();
    expect(screen.queryByText(/connection is slow/)).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('draws the last good data at once, inert and marked as updating, while the loads run again', async () => {
    const ports = createRecordingPorts();
    const answer = deferred<CallResult>();
    ports.answer('repayment.way', () => answer.promise);
    const { container } = render(
      <ScreenView
        document={payway}
        input={{ query: { amount: '523400' }, session: {}, data: { way: { bankCards: [{ bankName: 'Kept bank' }] } } }}
        ports={ports}
      />,
    );
    const kept = container.querySelector('[data-skeleton="last-good"]');
    expect(kept?.textContent).toContain('Kept bank');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    await act(async () => answer.resolve({ ok: true, data: { bankCards: [{ bankName: 'Fresh bank' }] } }));
    expect(screen.getByText('Fresh bank')).toBeTruthy();
    expect(screen.queryByText('Kept bank')).toBeNull();
  });
});
