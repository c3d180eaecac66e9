/**
 * Lazily loaded widgets suspend once, then draw; no React warning about use(), and a failed load is tried again once a
 * second has passed on the screen's clock (its ports').
 */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClockPort } from '../../../../renderer/core/ports.ts';
import { DrawContext, type DrawContextValue } from '../../../../renderer/react/draw-context.ts';
import { lazyWidget } from '../../../../renderer/react/lazy-widget.ts';
import { manualClock } from '../../../support/manual-clock.ts';

const Hello = ({ text }: { text: string }) => <p>{text}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>could not load</p> : this.props.children);
}

afterEach(() => vi.restoreAllMocks());

/** A screen's drawing context whose ports' clock stands still until the test moves it (only the clock is read here). */
function screenAt(clock: ClockPort, children: ReactNode) {
  const draw = { controller: { ports: { clock } } } as unknown as DrawContextValue;
  return <DrawContext.Provider value={draw}>{children}</DrawContext.Provider>;
}

describe('lazyWidget', () => {
  it('suspends until loaded, then draws the widget without the "called use() to suspend" warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let done: (c: typeof Hello) => void = () => {};
    const Widget = lazyWidget(() => new Promise<typeof Hello>((resolve) => (done = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Widget text="Amount due" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => done(Hello));
    expect(await screen.findByText('Amount due')).toBeTruthy();
    expect(
      errors.mock.calls
        .flat()
        .map(String)
        .filter((m) => /use\(\)/.test(m)),
    ).toEqual([]);
  });

  it('draws a widget already loaded at once, without suspending', async () => {
    const Widget = lazyWidget(() => Promise.resolve(Hello));
    await Widget.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Widget text="Due today" />
      </Suspense>,
    );
    expect(screen.getByText('Due today')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows a failed load as the node’s error, and loads again on a render once 1 s has passed on the screen’s clock', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Widget = lazyWidget(load);
    const clock = manualClock(5_000);
    const tree = () =>
      screenAt(
        clock,
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Widget text="Receipt No." />
          </Suspense>
        </Boundary>,
      );
    const first = render(tree());
    expect(await screen.findByText('could not load')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    // A retry 999 ms after the failure still shows it, and asks for nothing.
    clock.advance(999);
    const early = render(tree());
    expect(screen.getByText('could not load')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    early.unmount();
    clock.advance(1);
    render(tree());
    expect(await screen.findByText('Receipt No.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('outside a screen (no clock to wait by) keeps a failed load, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Widget = lazyWidget(load);
    const tree = () => (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Widget text="Receipt No." />
        </Suspense>
      </Boundary>
    );
    const first = render(tree());
    expect(await screen.findByText('could not load')).toBeTruthy();
    first.unmount();
    render(tree());
    expect(screen.getByText('could not load')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
