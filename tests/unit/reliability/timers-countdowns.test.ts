/**
 * Countdowns survive the app going to the background and a changed device clock: the SMS resend countdowns of the
 * payway and the promotion registration screens, run by the real screen controller over the real clock adapter, on a
 * fake page whose timers stop while it is hidden (as a webview's do) and whose wall clock the test can move.
 */
import { describe, expect, it, vi } from 'vitest';
import { createClock } from '../../../adapters/clock.ts';
import { loadScreen } from '../../../app/load-screen.ts';
import { createScreenController, type ScreenController } from '../../../renderer/core/screen-controller.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

interface FakeTimer {
  fn: () => void;
  at: number;
}

/**
 * A fake page: a monotonic clock (performance.now), a wall clock (Date.now) and timers that fire only while the page
 * is shown. `background(ms)` hides the page for ms with every timer paused; `show()` brings it back.
 */
function fakePage() {
  let mono = 5_000;
  let wall = Date.UTC(2025, 2, 14, 9, 0, 0);
  let hidden = false;
  let next = 1;
  const timers = new Map<number, FakeTimer>();
  vi.spyOn(performance, 'now').mockImplementation(() => mono);
  vi.spyOn(Date, 'now').mockImplementation(() => wall);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.stubGlobal('setTimeout', (fn: () => void, ms = 0) => {
    const id = next++;
    timers.set(id, { fn, at: mono + ms });
    return id;
  });
  vi.stubGlobal('clearTimeout', (id: number) => void timers.delete(id));
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    /** Time passes with the page shown: due timers fire in order. */
    async advance(ms: number) {
      const end = mono + ms;
      for (;;) {
        const first = [...timers].filter(([, t]) => t.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!first) break;
        const [id, timer] = first;
        timers.delete(id);
        if (timer.at > mono) {
          wall += timer.at - mono;
          mono = timer.at;
        }
        timer.fn();
        await settle();
      }
      wall += end - mono;
      mono = end;
      await settle();
    },
    /** The app goes to the background for ms: nothing runs meanwhile, the clocks move on. */
    background(ms: number) {
      setHidden(true);
      mono += ms;
      wall += ms;
    },
    /** The app comes back to the foreground. */
    async show() {
      setHidden(false);
      await settle();
    },
    /** The borrower (or the network time) changes the device's date and time by ms. */
    moveWallClock(ms: number) {
      wall += ms;
    },
  };
}

/** Opens a real screen over the real clock adapter, with canned answers. */
async function openScreen(id: string, query: Record<string, string>, answers: Record<string, unknown>, state: Record<string, unknown> = {}) {
  const ports = createRecordingPorts();
  for (const [endpoint, data] of Object.entries(answers)) ports.answer(endpoint, { ok: true, data });
  const loaded = await loadScreen(id, ports.logger);
  if (!loaded.ok) throw new Error(`${id} is not valid`);
  const doc = { ...loaded.document, state: { ...loaded.document.state, ...state } };
  const controller = createScreenController(doc, { query, session: {} }, { ...ports, clock: createClock() });
  await controller.start();
  return controller;
}

/** The payway screen with its SMS confirmation open and the 60 s resend countdown just started. */
async function paywaySmsOpen(page: ReturnType<typeof fakePage>): Promise<ScreenController> {
  const controller = await openScreen(
    'payway',
    { orderId: '2301457', amount: '215000' },
    {
      'repayment.way': { bankCards: [{ id: 7, bankName: 'BDO', cardNo: '4111111111111111', bankCode: 'BDO' }], repayToken: 'tok' },
      'repayment.commit': { needValid: 1, repayRecordId: 'R1' },
    },
    { cardIndex: 0 },
  );
  await controller.run([{ do: 'run', name: 'commit' }], {}, '/test', 'tap');
  await page.advance(0);
  expect(controller.store.get('state.smsOpen')).toBe(true);
  expect(controller.store.get('state.seconds')).toBe(60);
  return controller;
}

const seconds = (c: ScreenController) => c.store.get('state.seconds');

describe('timers: countdowns in the background', () => {
  it('payway SMS resend: 30 s in the background (timers paused) shows the right seconds the moment the app returns', async () => {
    const page = fakePage();
    const payway = await paywaySmsOpen(page);
    await page.advance(10_000);
    expect(seconds(payway)).toBe(50);
    page.background(30_000);
    await page.show();
    expect(seconds(payway)).toBe(20);
    await page.advance(1_000);
    expect(seconds(payway)).toBe(19);
    await page.advance(19_000);
    expect(seconds(payway)).toBe(0);
    payway.dispose();
  });

  it('promotion registration SMS: back after longer than the wait, the code can be asked for again at once', async () => {
    const page = fakePage();
    const register = await openScreen(
      'promotion-register',
      { id: '1' },
      { 'promotion.template': { appName: 'Hatid' }, 'promotion.sid': { sid: 's-1' }, 'promotion.sms': {} },
      { phone: '13812345678', capcode: 'ab12' },
    );
    await register.run([{ do: 'run', name: 'sms' }], {}, '/test', 'tap');
    await page.advance(0);
    expect(seconds(register)).toBe(60);
    await page.advance(5_000);
    page.background(90_000);
    await page.show();
    expect(seconds(register)).toBe(0);
    register.dispose();
  });

  it('the countdown action: several trips to the background never count a second twice or lose one', async () => {
    const page = fakePage();
    const payway = await paywaySmsOpen(page);
    for (const [shown, hiddenFor] of [
      [2_500, 7_000],
      [400, 3_100],
      [9_000, 12_000],
    ] as const) {
      await page.advance(shown);
      page.background(hiddenFor);
      await page.show();
    }
    // 34 s in all: 60 - 34 = 26.
    expect(seconds(payway)).toBe(26);
    await page.advance(26_000);
    expect(seconds(payway)).toBe(0);
    payway.dispose();
  });
});

describe('timers: a changed device clock', () => {
  it('the device clock set back an hour mid-countdown changes nothing', async () => {
    const page = fakePage();
    const payway = await paywaySmsOpen(page);
    await page.advance(15_000);
    page.moveWallClock(-3_600_000);
    await page.advance(1_000);
    expect(seconds(payway)).toBe(44);
    await page.advance(44_000);
    expect(seconds(payway)).toBe(0);
    payway.dispose();
  });

  it('the device clock set forward a day mid-countdown changes nothing, also across a trip to the background', async () => {
    const page = fakePage();
    const payway = await paywaySmsOpen(page);
    await page.advance(20_000);
    page.moveWallClock(86_400_000);
    page.background(5_000);
    await page.show();
    expect(seconds(payway)).toBe(35);
    await page.advance(1_000);
    expect(seconds(payway)).toBe(34);
    await page.advance(33_999);
    expect(seconds(payway)).toBe(1);
    await page.advance(1);
    expect(seconds(payway)).toBe(0);
    payway.dispose();
  });
});
