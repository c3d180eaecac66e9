/**
 * What lives as long as one screen is its controller's, not a module's: the named lists it runs, the scopes its nodes
 * evaluate in and its once-per-place reporters. Two screens of the same document share none of it.
 */
import { describe, expect, it } from 'vitest';
import type { Action, ScreenDocument } from '../../../schemas/generated/types.ts';
import type { CallResult } from '../../../renderer/core/ports.ts';
import { createScreenController } from '../../../renderer/core/screen-controller.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { deferred } from './actions/action-harness.ts';

const doc = {
  schemaVersion: 2,
  id: 'pay',
  title: 'Pay',
  actions: { pay: [{ do: 'call', endpoint: 'complaint.detail', with: {} }] },
  body: [],
} as unknown as ScreenDocument;
const input = { query: {}, session: {} };
const runPay: Action[] = [{ do: 'run', name: 'pay' } as unknown as Action];

describe('per-screen state', () => {
  it('a named list running on one screen drops a second start there only', async () => {
    const answer = deferred<CallResult>();
    const ports = createRecordingPorts({ api: { call: () => answer.promise, has: () => true, tapRule: () => undefined } });
    const one = createScreenController(doc, input, ports);
    const other = createScreenController(doc, input, ports);
    const first = one.run(runPay, {}, '/body/0/onTap', 'tap');
    expect(await one.run(runPay, {}, '/body/1/onTap', 'tap')).toBe('stopped');
    const onOther = other.run(runPay, {}, '/body/0/onTap', 'tap');
    answer.resolve({ ok: true, data: {} } as CallResult);
    expect(await first).toBe('done');
    expect(await onOther).toBe('done');
  });

  it('each screen reports a failing place once, and a new screen of it again', () => {
    const ports = createRecordingPorts();
    const one = createScreenController(doc, input, ports);
    one.reportExpression('boom', '/body/0/text');
    one.reportExpression('boom', '/body/0/text');
    one.reportSource('refused', '/body/1/src');
    one.reportSource('refused', '/body/1/src');
    createScreenController(doc, input, ports).reportExpression('boom', '/body/0/text');
    expect(ports.logs.map((e) => `${e.pointer} ${e.message}`)).toEqual([
      '/body/0/text expression failed: boom',
      '/body/1/src refused',
      '/body/0/text expression failed: boom',
    ]);
  });

  it('shares one scope per snapshot and locals within a screen, none across screens', () => {
    const one = createScreenController(doc, input, createRecordingPorts());
    const other = createScreenController(doc, input, createRecordingPorts());
    const locals = { item: 1 };
    const snapshot = one.store.getSnapshot();
    expect(one.scopeOf(snapshot, locals)).toBe(one.scopeOf(snapshot, locals));
    expect(other.scopeOf(other.store.getSnapshot(), locals)).not.toBe(one.scopeOf(snapshot, locals));
  });
});
