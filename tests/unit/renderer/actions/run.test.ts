/** Named action lists: the run action, its guard against running itself forever, and its validation. */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../schemas/generated/types.ts';
import { validateScreenSchema } from '../../../../renderer/core/validation/validate-screen-schema.ts';
import { runActions } from '../../../../renderer/core/actions/run-actions.ts';
import { createScreenStore } from '../../../../renderer/core/store.ts';
import { validateDocument } from '../../../../renderer/core/validation/validate-document.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';

function runner(named: Record<string, Action[]>) {
  const ports = createRecordingPorts();
  const store = createScreenStore({ params: {}, query: {}, session: {}, state: { n: 0 }, data: {}, saved: {} });
  const shared = {
    store,
    ports,
    env: { query: {}, clock: ports.clock },
    signal: new AbortController().signal,
    timers: new Map(),
    running: new Set<string>(),
    sent: new Map<string, number>(),
    named,
  };
  return { ports, store, run: (actions: Action[], locals = {}) => runActions(actions, locals, '/body/0/onTap', shared) };
}

describe('run action', () => {
  it('runs the named list with the caller local names, then goes on with the caller list', async () => {
    const r = runner({ bump: [{ do: 'set', path: '=state.n', value: '=state.n + item' }] });
    await r.run(
      [
        { do: 'run', name: 'bump' },
        { do: 'run', name: 'bump' },
        { do: 'toast', text: 'done' },
      ],
      { item: 2 },
    );
    expect(r.store.getSnapshot().state.n).toBe(4);
    expect(r.ports.toasts.map((t) => t.text)).toEqual(['done']);
  });

  it('logs an unknown name with the pointer and stops the list', async () => {
    const r = runner({});
    await r.run([
      { do: 'run', name: 'missing' },
      { do: 'toast', text: 'never' },
    ]);
    expect(r.ports.logs).toEqual([{ message: expect.stringContaining('no actions named `missing`'), pointer: '/body/0/onTap/0' }]);
    expect(r.ports.toasts).toEqual([]);
  });

  it('stops a list that runs itself instead of looping forever', async () => {
    const r = runner({
      loop: [
        { do: 'set', path: '=state.n', value: '=state.n + 1' },
        { do: 'run', name: 'loop' },
      ],
    });
    await r.run([{ do: 'run', name: 'loop' }]);
    expect(r.store.getSnapshot().state.n).toBe(8);
    expect(r.ports.logs[0]?.message).toContain('more than 8 times');
  });
});

describe('validation of run names', () => {
  it('points at a name the screen does not declare and suggests the nearest one', () => {
    const doc = {
      schemaVersion: 2,
      id: 'demo',
      title: 'Demo',
      actions: { push: [{ do: 'toast', text: 'x' }] },
      body: [{ type: 'button', text: 'Loan Now', onTap: [{ do: 'run', name: 'psuh' }] }],
    };
    const result = validateDocument(doc, { validate: validateScreenSchema });
    expect(result.errors).toEqual([{ pointer: '/body/0/onTap/0/name', message: 'no actions named `psuh` on this screen — did you mean `push`?' }]);
  });
});

describe('validation of keepOnFailure', () => {
  it('points at an id that names no node at the top of the body and suggests the nearest one', () => {
    const doc = {
      schemaVersion: 2,
      id: 'demo',
      title: 'Demo',
      keepOnFailure: ['reciept', 'note'],
      body: [
        { type: 'text', id: 'receipt', text: 'Payment received' },
        { type: 'stack', children: [{ type: 'text', id: 'note', text: 'inside a stack' }] },
      ],
    };
    const result = validateDocument(doc, { validate: validateScreenSchema });
    expect(result.errors).toEqual([
      { pointer: '/keepOnFailure/0', message: 'no node with the id `reciept` at the top of the body — did you mean `receipt`?' },
      { pointer: '/keepOnFailure/1', message: 'no node with the id `note` at the top of the body' },
    ]);
    expect(validateDocument({ ...doc, keepOnFailure: ['receipt'] }, { validate: validateScreenSchema }).ok).toBe(true);
  });
});
