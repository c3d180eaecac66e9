/**
 * The app asks for the chunks of a screen's dialogs and sheets only once the screen is drawn with its data and the main
 * thread is idle: on a slow network they do not share the bandwidth with what the first drawing waits for.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { App } from '../../../app/app.tsx';
import { forgetGoodData } from '../../../app/last-good-data.ts';
import { preloadScreenWidgets, whenIdle } from '../../../app/ready-bundled-copy.ts';
import { builtinWidgets } from '../../../renderer/react/registry.ts';
import * as actionHandlers from '../../../renderer/core/actions/handlers.ts';
import * as repeatView from '../../../renderer/react/repeat-view.tsx';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

const doc = (): ScreenDocument => ({
  schemaVersion: 2,
  id: 'loan-details',
  title: 'Order details',
  params: { orderId: { required: true } },
  state: { open: false },
  load: { order: { call: 'loanDetails.detail', with: { orderId: '=params.orderId' } } },
  body: [
    { type: 'text', text: "=default(data.order.noticeDesText, '')" },
    { type: 'dialog', open: '=state.open', title: 'Rate us', children: [{ type: 'stars', bind: '=state.stars', label: 'Rating' }] },
  ],
});

const preloadOf = (type: 'dialog' | 'stars') =>
  vi.spyOn(builtinWidgets[type] as unknown as { preload(): Promise<void> }, 'preload').mockResolvedValue(undefined);

describe('the chunks of dialogs and sheets', () => {
  beforeEach(() => window.history.pushState(null, '', '/loanDetails?orderId=5000174&userId=5512'));
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.pushState(null, '', '/');
    forgetGoodData();
  });

  it('are not asked for while the app readies a screen (in-flow), only the widgets in its flow; `all` asks for them and for the tap action handlers', async () => {
    const dialog = preloadOf('dialog');
    const stars = preloadOf('stars');
    const tapHandlers = vi.spyOn(actionHandlers, 'loadTapHandlers');
    await preloadScreenWidgets(doc(), 'in-flow').wait;
    expect(dialog).not.toHaveBeenCalled();
    expect(stars).not.toHaveBeenCalled();
    expect(tapHandlers).not.toHaveBeenCalled();
    await preloadScreenWidgets(doc(), 'all').wait;
    expect(dialog).toHaveBeenCalled();
    expect(stars).toHaveBeenCalled();
    // A replay's tap finds the tap's action handlers in.
    expect(tapHandlers).toHaveBeenCalled();
  });

  it('rest asks for every lazy widget of the document and the tap-only action handlers when idle, once', async () => {
    const dialog = preloadOf('dialog');
    const stars = preloadOf('stars');
    const tapHandlers = vi.spyOn(actionHandlers, 'loadTapHandlers');
    const tasks: (() => void)[] = [];
    const widgets = preloadScreenWidgets(doc(), 'in-flow', (task) => void tasks.push(task));
    await widgets.wait;
    widgets.rest?.();
    widgets.rest?.();
    expect(tasks).toHaveLength(1);
    expect(dialog).not.toHaveBeenCalled();
    expect(tapHandlers).not.toHaveBeenCalled();
    tasks[0]?.();
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(stars).toHaveBeenCalledTimes(1);
    expect(tapHandlers).toHaveBeenCalledTimes(1);
  });

  it("a list's window (for lists too long to draw whole) comes with the rest, not while the screen is readied in its flow", async () => {
    const windowed = vi.spyOn(repeatView, 'preloadVirtualRepeat').mockResolvedValue(undefined);
    const listDoc: ScreenDocument = { ...doc(), body: [{ type: 'repeat', items: '=data.order.list', render: { type: 'text', text: '=item' } }] };
    const tasks: (() => void)[] = [];
    const widgets = preloadScreenWidgets(listDoc, 'in-flow', (task) => void tasks.push(task));
    await widgets.wait;
    expect(windowed).not.toHaveBeenCalled();
    widgets.rest?.();
    tasks[0]?.();
    expect(windowed).toHaveBeenCalledTimes(1);
    // Stories and tests draw with everything loaded.
    await preloadScreenWidgets(listDoc, 'all').wait;
    expect(windowed).toHaveBeenCalledTimes(2);
  });

  it('the app asks for them after the screen is drawn with its data', async () => {
    const rest = vi.fn();
    const ports = createRecordingPorts();
    let answer: (value: { ok: true; data: unknown }) => void = () => undefined;
    ports.answer('loanDetails.detail', () => new Promise((resolve) => (answer = resolve)));
    const loadScreen = async () => ({ ok: true as const, document: doc(), source: 'bundled' as const, preloadRest: rest });
    render(<App ports={ports} feedbackStore={ports.feedbackStore} devConsole={false} loadScreen={loadScreen} />);
    await expect.poll(() => ports.calls.length).toBe(1);
    await expect.poll(() => document.querySelector('[data-phase="loading"]')).not.toBeNull();
    expect(rest).not.toHaveBeenCalled();
    answer({ ok: true, data: { noticeDesText: 'Your repayment is due in 3 days' } });
    expect(await screen.findByText('Your repayment is due in 3 days')).toBeTruthy();
    await expect.poll(() => rest.mock.calls.length).toBe(1);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs once the data's frame is on the display (the largest paint reported), then when idle, not at the next frame", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    let report = () => undefined as void;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const task = vi.fn();
    whenIdle(task);
    for (let i = 0; i < 3; i++) [...frames].forEach((frame) => frame(i * 16));
    await vi.advanceTimersByTimeAsync(20);
    expect(idle).toHaveLength(0);
    report();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });
});
