/** The action runner: order, failures logged with their JSON pointer, a failure stops only its own list. */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../schemas/generated/types.ts';
import { handlers } from '../../../../renderer/core/actions/handlers.ts';
import { actionHarness } from './action-harness.ts';

describe('runActions', () => {
  it('runs actions in order, each seeing what the previous one wrote', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'set', path: '=state.a', value: 1 },
      { do: 'set', path: '=state.b', value: '=state.a + 1' },
      { do: 'toast', text: "='b is ' + state.b" },
    ]);
    expect(h.store.get('state.b')).toBe(2);
    expect(h.ports.toasts.map((t) => t.text)).toEqual(['b is 2']);
  });

  it('gives actions the local names of the place that ran them', async () => {
    const h = actionHarness();
    await h.run([{ do: 'set', path: '=state.picked', value: "=item.name + ':' + index + ':' + event" }], {
      item: { name: 'GCash' },
      index: 2,
      event: 5,
    });
    expect(h.store.get('state.picked')).toBe('GCash:2:5');
  });

  it('logs a failing action with its JSON pointer and stops the rest of its list', async () => {
    const h = actionHarness();
    await expect(
      h.run([
        { do: 'set', path: '=state.first', value: true },
        { do: 'set', path: 'params.orderId', value: 'x' },
        { do: 'set', path: '=state.third', value: true },
      ]),
    ).resolves.toBe('failed');
    expect(h.store.get('state.first')).toBe(true);
    expect(h.store.get('state.third')).toBeUndefined();
    expect(h.ports.logs).toHaveLength(1);
    expect(h.ports.logs[0]?.pointer).toBe('/body/0/onTap/1');
    expect(h.ports.logs[0]?.message).toMatch(/`set` failed: only state and data can be changed/);
  });

  it('keeps the screen working: later action lists still run after a failure', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'toast', text: '=data.__proto__' },
      { do: 'set', path: '=state.never', value: 1 },
    ]);
    await h.run([{ do: 'set', path: '=state.later', value: 1 }], {}, '/body/1/onTap');
    expect(h.store.get('state.never')).toBeUndefined();
    expect(h.store.get('state.later')).toBe(1);
    expect(h.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/onTap/0']);
  });

  it('logs a failure inside a nested list with the nested pointer', async () => {
    const h = actionHarness({ state: { ok: true } });
    await h.run([
      {
        do: 'if',
        when: '=state.ok',
        then: [
          { do: 'set', path: '=state.one', value: 1 },
          { do: 'set', path: 'session.userId', value: 'x' },
          { do: 'set', path: '=state.three', value: 3 },
        ],
      },
    ]);
    expect(h.store.get('state.one')).toBe(1);
    expect(h.store.get('state.three')).toBeUndefined();
    expect(h.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/onTap/0/then/1']);
  });

  it('logs a handler that throws, with the action kind and the error message', async () => {
    const throwing = {
      ...handlers,
      toast: () => {
        throw new Error('toast broke');
      },
    };
    const h = actionHarness({ handlers: throwing });
    await h.run(
      [
        { do: 'set', path: '=state.a', value: 1 },
        { do: 'toast', text: 'hi' },
        { do: 'set', path: '=state.b', value: 1 },
      ],
      {},
      '/onLoad',
    );
    expect(h.ports.logs).toEqual([{ message: 'action `toast` failed: toast broke', pointer: '/onLoad/1' }]);
    expect(h.store.get('state.a')).toBe(1);
    expect(h.store.get('state.b')).toBeUndefined();
  });

  it.each(['launchRockets', 'toString', '__proto__', 'constructor'])('logs the unknown action "%s" and runs nothing after it', async (kind) => {
    const h = actionHarness();
    const actions = [{ do: kind }, { do: 'set', path: '=state.after', value: 1 }] as unknown as Action[];
    await h.run(actions);
    expect(h.ports.logs).toHaveLength(1);
    expect(h.ports.logs[0]?.message).toContain(`unknown action \`${kind}\``);
    expect(h.ports.logs[0]?.pointer).toBe('/body/0/onTap/0');
    expect(h.store.get('state.after')).toBeUndefined();
  });

  it('runs nothing once the screen has gone away', async () => {
    const h = actionHarness();
    h.abort.abort();
    await h.run([{ do: 'set', path: '=state.a', value: 1 }, { do: 'back' }]);
    expect(h.store.get('state.a')).toBeUndefined();
    expect(h.ports.backs).toBe(0);
  });

  it('does nothing for a missing action list', async () => {
    const h = actionHarness();
    await expect(h.run(undefined)).resolves.toBe('done');
    expect(h.ports.logs).toEqual([]);
  });
});
