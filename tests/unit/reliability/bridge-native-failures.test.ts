/**
 * A missing, throwing or never-answering native bridge changes nothing for the borrower (spec: native failures are
 * silently ignored): real screens that call native actions (bank binding, loan confirmation), over the real
 * native-bridge adapter, keep working; the action list goes on after the native call; no unhandled rejection.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNativeBridge } from '../../../adapters/native-bridge.ts';
import { createNativeLog, type NativeLog } from '../../../adapters/native-log.ts';
import { loadScreen } from '../../../app/load-screen.ts';
import { createScreenController, type ScreenController } from '../../../renderer/core/screen-controller.ts';
import { createRecordingPorts, type RecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { redactionReady } from '../../../adapters/lazy-redaction.ts';

// The logs redact with code loaded on first use (adapters/lazy-redaction.ts): once it is in, lines are written at once.
beforeAll(redactionReady);

type Win = Record<string, unknown>;

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** Lets pending promise callbacks and rejection tracking run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Opened {
  controller: ScreenController;
  ports: RecordingPorts;
  log: NativeLog;
}

/** Opens a real screen whose native port is the real bridge adapter over the given window. */
async function openScreen(id: string, win: Win, query: Record<string, string>, answers: Record<string, unknown>): Promise<Opened> {
  const ports = createRecordingPorts({ hosts: ['lender.example'] });
  for (const [endpoint, data] of Object.entries(answers)) ports.answer(endpoint, { ok: true, data });
  const log = createNativeLog();
  const loaded = await loadScreen(id, ports.logger);
  if (!loaded.ok) throw new Error(`${id} is not valid`);
  const controller = createScreenController(
    loaded.document,
    { query, session: {} },
    { ...ports, native: createNativeBridge({ target: () => win, log }) },
  );
  await controller.start();
  return { controller, ports, log };
}

const bindForm = {
  items: [
    { code: 'bankName', title: 'Bank', category: 'text', value: 'BDO' },
    { code: 'cardNo', title: 'Account number', category: 'text', value: '' },
  ],
};

/** The bank binding screen (onLoad tells the native app binding started, then fills the form), saved successfully. */
async function bindAndSave(win: Win): Promise<Opened> {
  const opened = await openScreen('bind-bank', win, { productId: '12' }, { 'bindCard.init': bindForm, 'bindCard.save': {} });
  // The form took the server's values although the native call before it failed: the list went on.
  expect(opened.controller.store.get('state.form')).toMatchObject({ cardType: 1, bankName: 'BDO' });
  opened.controller.store.set(['state', 'form', 'cardNo'], '001234567890');
  await opened.controller.run([{ do: 'run', name: 'submit' }], {}, '/test', 'tap');
  await settle();
  expect(opened.ports.calls.map((c) => c.endpoint)).toEqual(['bindCard.init', 'bindCard.save']);
  expect(opened.ports.logs).toEqual([]);
  expect(unhandled).toEqual([]);
  return opened;
}

const delivered = (log: NativeLog) => log.getSnapshot().map((e) => [e.action, e.delivered, e.error ?? null]);

describe('bridge: bank binding (native start, end and close)', () => {
  it('a plain browser (no bridge at all): the screen works and every native call is recorded as not delivered', async () => {
    const { log } = await bindAndSave({});
    expect(delivered(log)).toEqual([
      ['startBankBinding', 'none', null],
      ['endBankBinding', 'none', null],
      ['closeWebview', 'none', null],
    ]);
  });

  it('an Android bridge that throws: each failure is ignored and the next native call is still made', async () => {
    const closed: string[] = [];
    const fail = () => {
      throw new Error('java.lang.IllegalStateException: activity destroyed');
    };
    const win = { android: { startBankBinding: fail, endBankBinding: fail, closeWebview: (json: string) => void closed.push(json) } };
    const { log } = await bindAndSave(win);
    expect(closed).toEqual(['{}']);
    expect(delivered(log)).toEqual([
      ['startBankBinding', 'none', 'java.lang.IllegalStateException: activity destroyed'],
      ['endBankBinding', 'none', 'java.lang.IllegalStateException: activity destroyed'],
      ['closeWebview', 'android', null],
    ]);
  });

  it('a torn-down bridge whose very lookup throws: ignored, the screen works', async () => {
    const win: Win = {};
    Object.defineProperty(win, 'android', {
      get() {
        throw new TypeError('Java bridge method invoked on a destroyed object');
      },
    });
    const { log } = await bindAndSave(win);
    expect(log.getSnapshot().map((e) => e.error)).toEqual(Array(3).fill('Java bridge method invoked on a destroyed object'));
  });

  it('an iOS handler that never answers: nothing waits for it, the list goes on at once', async () => {
    const posted: string[] = [];
    const silent = (name: string) => ({ postMessage: () => (posted.push(name), new Promise<never>(() => undefined)) });
    const win = { webkit: { messageHandlers: { startBankBinding: silent('start'), endBankBinding: silent('end'), closeWebview: silent('close') } } };
    const { log } = await bindAndSave(win);
    expect(posted).toEqual(['start', 'end', 'close']);
    expect(delivered(log).map(([action, how]) => [action, how])).toEqual([
      ['startBankBinding', 'ios'],
      ['endBankBinding', 'ios'],
      ['closeWebview', 'ios'],
    ]);
  });

  it('an iOS handler whose answer fails: no unhandled rejection, the failure is only recorded', async () => {
    const refuse = { postMessage: () => Promise.reject(new Error('handler refused')) };
    const win = { webkit: { messageHandlers: { startBankBinding: refuse, endBankBinding: refuse, closeWebview: refuse } } };
    const { log } = await bindAndSave(win);
    await settle();
    expect(unhandled).toEqual([]);
    expect(
      log
        .getSnapshot()
        .filter((e) => e.error === 'handler refused')
        .map((e) => e.action),
    ).toEqual(['startBankBinding', 'endBankBinding', 'closeWebview']);
  });
});

describe('bridge: loan confirmation (tracking point, native back)', () => {
  const answers = {
    'loanConfirm.detail': { amount: 500000, periods: 1, termUnit: 1 },
    'contract.list': [],
    'loanConfirm.push': { lendDetailsUrl: 'https://lender.example/detail?id=7' },
  };

  it('a throwing tracking point does not keep the borrower from the loan details page', async () => {
    const win = {
      android: {
        confirmTrackingPoint() {
          throw new Error('tracking down');
        },
      },
    };
    const { controller, ports, log } = await openScreen('loan-confirm', win, { productId: '12' }, answers);
    await controller.run([{ do: 'run', name: 'push' }], {}, '/test', 'tap');
    expect(ports.opened).toEqual(['https://lender.example/detail?id=7&from=confirm']);
    expect(log.getSnapshot()[0]).toMatchObject({ action: 'confirmTrackingPoint', error: 'tracking down' });
    expect(ports.logs).toEqual([]);
  });

  it('a window that refuses the native back hook (read-only property) still opens the screen', async () => {
    const win: Win = {};
    Object.defineProperty(win, 'onNativeBack', { value: null, writable: false });
    const { controller, ports } = await openScreen('loan-confirm', win, { productId: '12' }, answers);
    expect(controller.store.getSnapshot().status.phase).toBe('ready');
    await controller.run([{ do: 'run', name: 'push' }], {}, '/test', 'tap');
    expect(ports.opened).toHaveLength(1);
  });
});
