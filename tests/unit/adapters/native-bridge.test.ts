import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNativeBridge } from '../../../adapters/native-bridge.ts';
import { createNativeLog, nativeLog } from '../../../adapters/native-log.ts';
import { redactionReady } from '../../../adapters/lazy-redaction.ts';

// The logs redact with code loaded on first use (adapters/lazy-redaction.ts): once it is in, lines are written at once.
beforeAll(redactionReady);

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
  it('calls the Android JS interface with JSON text and logs it (the phone number redacted)', () => {
    const callPhone = vi.fn();
    const { bridge, log } = bridgeOver({ android: { callPhone } });
    bridge.call('callPhone', { phone: '09175550142' });
    expect(callPhone).toHaveBeenCalledWith('{"phone":"09175550142"}');
    expect(log.getSnapshot()).toEqual([{ action: 'callPhone', args: { phone: '[redacted]' }, at: 1700000000000, delivered: 'android' }]);
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

  it('reads window at call time and logs to the log it is given', () => {
    const bridge = createNativeBridge({ log: nativeLog });
    const openPage = vi.fn();
    (window as unknown as Win).android = { openPage };
    bridge.call('openPage', { url: '/complaintList' });
    expect(openPage).toHaveBeenCalledOnce();
    expect(nativeLog.getSnapshot().at(-1)).toMatchObject({ action: 'openPage', delivered: 'android' });
  });
});

describe('native back event', () => {
  it('installs window.onNativeBack, which tells listeners and reports whether the page handled it', () => {
    const win: Record<string, unknown> = {};
    const bridge = createNativeBridge({ target: () => win, log: createNativeLog() });
    let backs = 0;
    const stop = bridge.onBack(() => (backs += 1));
    const fire = win.onNativeBack as () => boolean;
    expect(fire()).toBe(true);
    expect(backs).toBe(1);
    stop();
    expect(fire()).toBe(false);
    expect(backs).toBe(1);
  });

  it('keeps telling other listeners when one throws', () => {
    const win: Record<string, unknown> = {};
    const bridge = createNativeBridge({ target: () => win, log: createNativeLog(), backFunction: 'iosBack' });
    let told = false;
    bridge.onBack(() => {
      throw new Error('broken');
    });
    bridge.onBack(() => (told = true));
    expect((win.iosBack as () => boolean)()).toBe(true);
    expect(told).toBe(true);
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
