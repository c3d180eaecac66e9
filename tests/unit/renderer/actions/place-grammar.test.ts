/**
 * One path grammar (issue 19, item 6): the places actions write (set.path, countdown.path, call.into, probe.into) are
 * read as bindings are, so "=state.form[item.code]" works there too; only state and data can be written.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../schemas/generated/types.ts';
import { validateScreenText } from '../../../../checks/validate-screen-text.ts';
import { actionHarness } from './action-harness.ts';

const actions = (list: unknown[]) => list as Action[];

describe('places actions write', () => {
  it('set takes a bracketed place, worked out with the local names, as a binding does', async () => {
    const h = actionHarness({ state: { form: {} } });
    await h.run(actions([{ do: 'set', path: '=state.form[item.code]', value: '=item.label' }]), { item: { code: 'acct', label: 'Account' } });
    expect(h.store.getSnapshot().state).toEqual({ form: { acct: 'Account' } });
  });

  it('a dotted place under data works as before, and a place outside state and data is refused', async () => {
    const h = actionHarness();
    await h.run(actions([{ do: 'set', path: '=data.saved.flag', value: true }]));
    expect(h.store.getSnapshot().data).toEqual({ saved: { flag: true } });
    expect(await h.run(actions([{ do: 'set', path: '=params.x', value: 1 }]))).toBe('failed');
    expect(h.ports.logs.map((l) => l.message)).toEqual([expect.stringMatching(/only state and data can be changed, not `params`/)]);
  });

  it('the schema takes the binding grammar in set.path', () => {
    const doc = {
      schemaVersion: 2,
      id: 'rules',
      title: 'Rules',
      state: { form: {} },
      body: [{ type: 'button', text: 'Go', onTap: [{ do: 'set', path: "=state.form['acct']", value: 1 }] }],
    };
    expect(validateScreenText(JSON.stringify(doc, null, 2), 'rules').filter((p) => p.severity === 'error')).toEqual([]);
  });
});
