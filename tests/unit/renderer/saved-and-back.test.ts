/** Saved values across screens (the save action, the saved root) and the native back event. */
import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { createScreenController } from '../../../renderer/core/screen-controller.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { actionHarness } from './actions/action-harness.ts';

const doc = (extra: Partial<ScreenDocument>): ScreenDocument => ({ schemaVersion: 2, id: 'order', title: 'Order', body: [], ...extra });

describe('save action', () => {
  it('keeps the value for the session by default and shows it under saved at once', async () => {
    const h = actionHarness();
    await h.run([{ do: 'save', key: 'showBankTip', value: true }]);
    expect(h.ports.saved.session.get('showBankTip')).toBe(true);
    expect(h.ports.saved.device.has('showBankTip')).toBe(false);
    expect(h.store.getSnapshot().saved).toEqual({ showBankTip: true });
  });

  it('keeps a value on the device when asked, evaluating expressions', async () => {
    const h = actionHarness({ data: { info: { payCode: '7781 0021' } } });
    await h.run([{ do: 'save', key: 'repayInfo', value: '=data.info', keep: 'device' }]);
    expect(h.ports.saved.device.get('repayInfo')).toEqual({ payCode: '7781 0021' });
  });

  it('forgets the key when the value is null', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'save', key: 'showBankTip', value: true },
      { do: 'save', key: 'showBankTip', value: null },
    ]);
    expect(h.ports.saved.session.has('showBankTip')).toBe(false);
    expect(h.store.getSnapshot().saved).toEqual({});
  });
});

describe('saved root', () => {
  it('reads only the keys a screen declares, from storage, when the screen opens', () => {
    const ports = createRecordingPorts();
    ports.storage.set('showBankTip', true, 'session');
    ports.storage.set('other', 1);
    const c = createScreenController(doc({ saved: ['showBankTip', 'missing'] }), { query: {}, session: {} }, ports);
    expect(c.store.getSnapshot().saved).toEqual({ showBankTip: true });
  });

  it('is not writable by set', async () => {
    const h = actionHarness();
    await h.run([{ do: 'set', path: 'saved.x' as 'state.x', value: 1 }]);
    expect(h.store.getSnapshot().saved).toEqual({});
    expect(h.ports.logs.length).toBe(1);
  });
});

describe('onNativeBack', () => {
  it('runs the screen actions on the native back event, and stops listening once disposed', async () => {
    const ports = createRecordingPorts();
    const c = createScreenController(
      doc({ state: { pointOut: false }, onNativeBack: [{ do: 'set', path: '=state.pointOut', value: true }] }),
      { query: {}, session: {} },
      ports,
    );
    await c.start();
    ports.emitBack();
    await Promise.resolve();
    expect(c.store.getSnapshot().state.pointOut).toBe(true);
    c.store.set('state.pointOut', false);
    c.dispose();
    ports.emitBack();
    await Promise.resolve();
    expect(c.store.getSnapshot().state.pointOut).toBe(false);
  });

  it('does not listen when the screen declares no back actions', () => {
    const ports = createRecordingPorts();
    let listened = false;
    const onBack = ports.native.onBack;
    ports.native.onBack = (l) => ((listened = true), onBack(l));
    createScreenController(doc({}), { query: {}, session: {} }, ports);
    expect(listened).toBe(false);
  });
});
