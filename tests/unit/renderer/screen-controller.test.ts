/** The screen controller: params from the query, parallel loads, failure and retry, onLoad, dispose. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import type { CallResult } from '../../../renderer/core/ports.ts';
import { createScreenController, missingParamMessage, type ScreenInput } from '../../../renderer/core/screen-controller.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { deferred } from './actions/action-harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

const input = (query: Record<string, string> = {}): ScreenInput => ({ query, session: {} });

const detailDoc = (extra: Partial<ScreenDocument> = {}): ScreenDocument => ({
  schemaVersion: 2,
  id: 'detail',
  title: 'Online service',
  params: { problemId: { required: true }, tab: { default: 'all' as unknown as Record<string, unknown> } },
  load: {
    detail: { call: 'complaint.detail', with: { problemId: '=params.problemId' } },
    contact: { call: 'contact.info' },
  },
  body: [],
  ...extra,
});

describe('params', () => {
  it('takes params from the query and fills defaults', async () => {
    const ports = createRecordingPorts();
    const c = createScreenController(detailDoc({ load: {} }), input({ problemId: '1001' }), ports);
    expect(c.store.getSnapshot().params).toEqual({ problemId: '1001', tab: 'all' });
    const other = createScreenController(detailDoc({ load: {} }), input({ problemId: '1001', tab: 'open' }), ports);
    expect(other.store.getSnapshot().params).toEqual({ problemId: '1001', tab: 'open' });
  });

  it('fails calmly without retry when a required param is missing, and calls nothing', async () => {
    const ports = createRecordingPorts();
    const c = createScreenController(detailDoc(), input({ problemId: '' }), ports);
    await c.start();
    expect(c.store.getSnapshot().status).toEqual({ phase: 'failed', message: missingParamMessage, canRetry: false });
    expect(missingParamMessage).toBe('This page is missing some information. Please go back and try again.');
    expect(ports.calls).toEqual([]);
    expect(ports.logs).toEqual([{ message: 'missing required query parameter(s): problemId', pointer: '/params' }]);
  });

  it('starts with a deep copy of the document state', async () => {
    const doc = detailDoc({ load: {}, state: { form: { text: '' } } });
    const c = createScreenController(doc, input({ problemId: '1' }), createRecordingPorts());
    c.store.set('state.form.text', 'typed');
    expect(doc.state).toEqual({ form: { text: '' } });
  });
});

describe('loads', () => {
  it('runs all loads at the same time and puts each answer under data', async () => {
    const ports = createRecordingPorts();
    const detail = deferred<CallResult>();
    const contact = deferred<CallResult>();
    ports.answer('complaint.detail', () => detail.promise);
    ports.answer('contact.info', () => contact.promise);
    const c = createScreenController(detailDoc(), input({ problemId: '1001' }), ports);
    const started = c.start();
    await Promise.resolve();
    expect(c.store.getSnapshot().status.phase).toBe('loading');
    // Both requests are out before either answer arrives.
    expect(ports.calls).toEqual([
      { endpoint: 'complaint.detail', payload: { problemId: '1001' } },
      { endpoint: 'contact.info', payload: {} },
    ]);
    contact.resolve({ ok: true, data: { email: 'help@hatid.ph' } });
    detail.resolve({ ok: true, data: { id: 1001 } });
    await started;
    expect(c.store.getSnapshot().status).toEqual({ phase: 'ready' });
    expect(c.store.get('data.detail')).toEqual({ id: 1001 });
    expect(c.store.get('data.contact')).toEqual({ email: 'help@hatid.ph' });
  });

  it('is ready from its creation when it has nothing to load and no onLoad, and never passes through loading', async () => {
    const ports = createRecordingPorts();
    const doc: ScreenDocument = { schemaVersion: 2, id: 'given', title: 'Given', body: [] };
    const c = createScreenController(doc, { query: {}, session: {}, data: { order: { id: 7 } } }, ports);
    expect(c.store.getSnapshot().status).toEqual({ phase: 'ready' });
    const phases: string[] = [];
    c.store.subscribe(() => phases.push(c.store.getSnapshot().status.phase));
    await c.start();
    expect(phases).not.toContain('loading');
    expect(c.store.getSnapshot().status).toEqual({ phase: 'ready' });
    expect(ports.calls).toEqual([]);
  });

  it('with an onLoad but nothing to load, starts in loading and is ready with what onLoad set', async () => {
    const ports = createRecordingPorts();
    const doc: ScreenDocument = {
      schemaVersion: 2,
      id: 'given',
      title: 'Given',
      onLoad: [{ do: 'set', path: '=state.seen', value: true }],
      body: [],
    };
    const c = createScreenController(doc, { query: {}, session: {} }, ports);
    expect(c.store.getSnapshot().status.phase).toBe('loading');
    await c.start();
    expect(c.store.getSnapshot().status).toEqual({ phase: 'ready' });
    expect(c.store.get('state.seen')).toBe(true);
  });

  it('still starts in loading when a required parameter is missing, even with nothing to load', () => {
    const doc: ScreenDocument = { schemaVersion: 2, id: 'p', title: 'P', params: { id: { required: true } }, body: [] };
    const c = createScreenController(doc, input(), createRecordingPorts());
    expect(c.store.getSnapshot().status.phase).toBe('loading');
  });

  it('skips a load whose when is false', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: true, data: 1 });
    const doc = detailDoc({ load: { detail: { call: 'complaint.detail' }, contact: { call: 'contact.info', when: "=params.tab == 'contact'" } } });
    const c = createScreenController(doc, input({ problemId: '1' }), ports);
    await c.start();
    expect(ports.calls.map((call) => call.endpoint)).toEqual(['complaint.detail']);
    expect(c.store.getSnapshot().status.phase).toBe('ready');
  });

  it('fails with the server message and a retry when a load fails; start again retries', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: true, data: { id: 1001 } });
    ports.answer('contact.info', { ok: false, kind: 'business', message: 'Service busy, try later' });
    const c = createScreenController(detailDoc(), input({ problemId: '1001' }), ports);
    await c.start();
    expect(c.store.getSnapshot().status).toEqual({ phase: 'failed', message: 'Service busy, try later', canRetry: true });
    expect(ports.logs).toEqual([{ message: 'loading `contact` failed: Service busy, try later', pointer: '/load/contact' }]);

    ports.answer('contact.info', { ok: true, data: { email: 'help@hatid.ph' } });
    await c.start();
    expect(c.store.getSnapshot().status).toEqual({ phase: 'ready' });
    expect(c.store.get('data.contact')).toEqual({ email: 'help@hatid.ph' });
    expect(ports.calls.filter((call) => call.endpoint === 'contact.info')).toHaveLength(2);
  });

  it('keeps preset data and lets loads overwrite their own names', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: true, data: 'fresh' });
    const doc = detailDoc({ load: { detail: { call: 'complaint.detail' } } });
    const c = createScreenController(doc, { ...input({ problemId: '1' }), data: { detail: 'stale', other: 'kept' } }, ports);
    await c.start();
    expect(c.store.getSnapshot().data).toEqual({ detail: 'fresh', other: 'kept' });
  });
});

describe('onLoad and dispose', () => {
  it('runs onLoad after the loads, with their data available', async () => {
    const ports = createRecordingPorts();
    ports.answer('complaint.detail', { ok: true, data: { isNeedScore: 1 } });
    ports.answer('contact.info', { ok: true, data: {} });
    const doc = detailDoc({
      onLoad: [{ do: 'if', when: '=data.detail.isNeedScore != 0', then: [{ do: 'set', path: '=state.ratingOpen', value: true }] }],
    });
    const c = createScreenController(doc, input({ problemId: '1' }), ports);
    await c.start();
    expect(c.store.get('state.ratingOpen')).toBe(true);
  });

  it("sends onLoad's calls once the opened page is painted (clock.afterPaint), after what onLoad sets; a dispose meanwhile sends nothing", async () => {
    const open = (painted: Promise<void>) => {
      const ports = createRecordingPorts();
      ports.clock.afterPaint = () => painted;
      ports.answer('contact.info', { ok: true, data: {} });
      const doc = detailDoc({
        load: {},
        onLoad: [
          { do: 'set', path: '=state.opened', value: true },
          { do: 'call', endpoint: 'contact.info', with: { id: '=params.problemId' } },
        ],
      });
      const c = createScreenController(doc, input({ problemId: '7' }), ports);
      return { ports, c, started: c.start() };
    };
    const paint = deferred<void>();
    const { ports, c, started } = open(paint.promise);
    await vi.waitFor(() => expect(c.store.get('state.opened')).toBe(true));
    await Promise.resolve();
    expect(ports.calls).toEqual([]);
    paint.resolve();
    await started;
    expect(ports.calls).toEqual([{ endpoint: 'contact.info', payload: { id: '7' } }]);

    const never = deferred<void>();
    const left = open(never.promise);
    await vi.waitFor(() => expect(left.c.store.get('state.opened')).toBe(true));
    left.c.dispose();
    never.resolve();
    await left.started;
    expect(left.ports.calls).toEqual([]);
  });

  it('does not run onLoad when a load failed', async () => {
    const ports = createRecordingPorts();
    const doc = detailDoc({ load: { detail: { call: 'complaint.detail' } }, onLoad: [{ do: 'set', path: '=state.ran', value: true }] });
    const c = createScreenController(doc, input({ problemId: '1' }), ports);
    await c.start();
    expect(c.store.getSnapshot().status.phase).toBe('failed');
    expect(c.store.get('state.ran')).toBeUndefined();
  });

  it('dispose ends a pending wait and the rest of onLoad never runs', async () => {
    vi.useFakeTimers();
    const ports = createRecordingPorts();
    const doc = detailDoc({
      load: {},
      onLoad: [
        { do: 'wait', ms: 3000 },
        { do: 'set', path: '=state.ratingOpen', value: true },
      ],
    });
    const c = createScreenController(doc, input({ problemId: '1' }), ports);
    const started = c.start();
    await vi.advanceTimersByTimeAsync(1000);
    c.dispose();
    await started;
    await vi.advanceTimersByTimeAsync(5000);
    expect(c.store.get('state.ratingOpen')).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose stops running countdowns', async () => {
    vi.useFakeTimers();
    const ports = createRecordingPorts();
    const c = createScreenController(detailDoc({ load: {} }), input({ problemId: '1' }), ports);
    await c.start();
    await c.run([{ do: 'countdown', path: '=state.seconds', from: 60 }], {}, '/body/0/onTap', 'tap');
    await vi.advanceTimersByTimeAsync(2000);
    c.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.store.get('state.seconds')).toBe(58);
  });

  it('ignores load answers that arrive after dispose', async () => {
    const ports = createRecordingPorts();
    const detail = deferred<CallResult>();
    ports.answer('complaint.detail', () => detail.promise);
    const doc = detailDoc({ load: { detail: { call: 'complaint.detail' } }, onLoad: [{ do: 'back' }] });
    const c = createScreenController(doc, input({ problemId: '1' }), ports);
    const started = c.start();
    c.dispose();
    detail.resolve({ ok: true, data: 'late' });
    await started;
    expect(c.store.get('data.detail')).toBeUndefined();
    expect(ports.backs).toBe(0);
  });
});
