import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge } from '../../../adapters/native-bridge.ts';
import { createNativeLog, nativeLog } from '../../../adapters/native-log.ts';

type Win = Record<string, unknown>;
const bridgeOver = (win: Win, androidInterface?: string) => {
  const log = createNativeLog();
  const bridge = createNativeBridge({ target: () => win, log, now: () => 1700000000000, ...(androidInterface ? { androidInterface } : {}) });
  return { bridge, log };
};

afterEach(() => {
  delete (window as unknown as Win).android;
  nativeLog.clear();
});

describe('createNativeBridge', () => {
  it('calls the Android JS interface with JSON text and logs it', () => {
    const callPhone = vi.fn();
    const { bridge, log } = bridgeOver({ android: { callPhone } });
    bridge.call('callPhone', { phone: '09175550142' });
    expect(callPhone).toHaveBeenCalledWith('{"phone":"09175550142"}');
    expect(log.getSnapshot()).toEqual([{ action: 'callPhone', args: { phone: '09175550142' }, at: 1700000000000, delivered: 'android' }]);
  });

  it('uses a configured interface name', () => {
    const closeWebview = vi.fn();
    const { bridge, log } = bridgeOver({ HatidBridge: { closeWebview } }, 'HatidBridge');
    bridge.call('closeWebview', {});
    expect(closeWebview).toHaveBeenCalledWith('{}');
    expect(log.getSnapshot()[0]?.delivered).toBe('android');
  });

  it('posts to the iOS message handler with the args object', () => {
    const postMessage = vi.fn();
    const { bridge, log } = bridgeOver({ webkit: { messageHandlers: { goHome: { postMessage } } } });
    bridge.call('goHome', { from: 'complaint' });
    expect(postMessage).toHaveBeenCalledWith({ from: 'complaint' });
    expect(log.getSnapshot()[0]?.delivered).toBe('ios');
  });

  it('in a plain browser does nothing but log the call as not delivered', () => {
    const { bridge, log } = bridgeOver({});
    expect(() => bridge.call('goLogin', {})).not.toThrow();
    expect(log.getSnapshot()[0]).toMatchObject({ action: 'goLogin', delivered: 'none' });
  });

  it('swallows a throwing bridge and records the error', () => {
    const { bridge, log } = bridgeOver({
      android: {
        goMine() {
          throw new Error('bridge gone');
        },
      },
    });
    expect(() => bridge.call('goMine', {})).not.toThrow();
    expect(log.getSnapshot()[0]).toMatchObject({ delivered: 'none', error: 'bridge gone' });
  });

  it('reads window at call time and logs to the shared nativeLog by default', () => {
    const bridge = createNativeBridge();
    const openPage = vi.fn();
    (window as unknown as Win).android = { openPage };
    bridge.call('openPage', { url: '/complaintList' });
    expect(openPage).toHaveBeenCalledOnce();
    expect(nativeLog.getSnapshot().at(-1)).toMatchObject({ action: 'openPage', delivered: 'android' });
  });
});

describe('nativeLog', () => {
  it('notifies subscribers, keeps a stable snapshot between changes, and caps its size', () => {
    const log = createNativeLog(2);
    const listener = vi.fn();
    const off = log.subscribe(listener);
    const empty = log.getSnapshot();
    expect(log.getSnapshot()).toBe(empty);
    for (const action of ['a', 'b', 'c']) log.append({ action, args: {}, at: 0, delivered: 'none' });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(log.getSnapshot().map((e) => e.action)).toEqual(['b', 'c']);
    off();
    log.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(log.getSnapshot()).toEqual([]);
  });
});
