import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClipboard } from '../../../adapters/clipboard.ts';
import { afterPaint, createClock } from '../../../adapters/clock.ts';
import { createStorage } from '../../../adapters/storage.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** afterPaint settles after 100 ms when nothing else settles it (fake timers installed). */
async function settlesWithin100ms() {
  const late = vi.fn();
  void afterPaint().then(late);
  await vi.advanceTimersByTimeAsync(99);
  expect(late).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(late).toHaveBeenCalledOnce();
}

describe('clock', () => {
  it('is driven by fake timers installed after it was created', () => {
    const clock = createClock();
    vi.useFakeTimers({ now: 1_000 });
    const fired = vi.fn();
    clock.setTimeout(fired, 1500);
    const cancelled = vi.fn();
    clock.clearTimeout(clock.setTimeout(cancelled, 100));
    vi.advanceTimersByTime(1499);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    // now() is monotonic (performance.now): 1.5 s since the fake timers started, whatever the wall clock says.
    expect(clock.now()).toBe(1_500);
  });

  it('afterPaint settles at the animation frame after the next one; never waits past 100 ms for frames that do not come', async () => {
    // Frames come from the stub, not the fake clock: faking both left the fake clock's frame function behind once the
    // stub and the clock were put back (changed-outline.test.tsx, later in the shared worker, never got a frame).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const painted = vi.fn();
    void afterPaint().then(painted);
    await vi.advanceTimersByTimeAsync(50);
    expect(painted).not.toHaveBeenCalled();
    frames[0]?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).not.toHaveBeenCalled();
    frames[1]?.(16);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
    // A page kept from painting (in the background): the calls still leave.
    await settlesWithin100ms();
  });

  it('afterPaint settles at the next largest paint reported where the browser reports them (its frame presented), not at the second frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const observers: { report: () => void; types: string[]; disconnected: boolean }[] = [];
    class LargestPaints {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      private entry: { report: () => void; types: string[]; disconnected: boolean };
      constructor(report: () => void) {
        this.entry = { report, types: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string }) {
        this.entry.types.push(options.type);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', LargestPaints);
    const painted = vi.fn();
    void afterPaint().then(painted);
    frames.forEach((frame) => frame(0));
    frames.forEach((frame) => frame(16));
    await vi.advanceTimersByTimeAsync(30);
    expect(painted).not.toHaveBeenCalled();
    expect(observers[0]?.types).toEqual(['largest-contentful-paint']);
    observers[0]?.report();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toHaveBeenCalledOnce();
    expect(observers[0]?.disconnected).toBe(true);
    // No largest paint reported (the next paint is smaller, or the borrower already tapped): 100 ms at most.
    await settlesWithin100ms();
    expect(observers[1]?.disconnected).toBe(true);
  });
});

describe('storage', () => {
  it('keeps JSON values in localStorage', () => {
    const storage = createStorage();
    storage.set('repayInfo', { payCode: '7781 0021', repayAmount: 215000 });
    expect(JSON.parse(localStorage.getItem('repayInfo') ?? '')).toEqual({ payCode: '7781 0021', repayAmount: 215000 });
    expect(createStorage().get('repayInfo')).toEqual({ payCode: '7781 0021', repayAmount: 215000 });
    storage.remove('repayInfo');
    expect(storage.get('repayInfo')).toBeUndefined();
  });

  it('keeps session values in sessionStorage, reads them before device values, and removes both', () => {
    const storage = createStorage();
    storage.set('showBankTip', false);
    storage.set('showBankTip', true, 'session');
    expect(sessionStorage.getItem('showBankTip')).toBe('true');
    expect(localStorage.getItem('showBankTip')).toBe('false');
    expect(storage.get('showBankTip')).toBe(true);
    storage.remove('showBankTip');
    expect(sessionStorage.getItem('showBankTip')).toBeNull();
    expect(localStorage.getItem('showBankTip')).toBeNull();
  });

  it('returns text that is not JSON as text', () => {
    localStorage.setItem('showBankTip', 'yes');
    expect(createStorage().get('showBankTip')).toBe('yes');
  });

  it('falls back to memory when localStorage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const storage = createStorage({ backing: full });
    storage.set('k', [1, 2]);
    expect(storage.get('k')).toEqual([1, 2]);
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
    const none = createStorage({ backing: null });
    none.set('x', 'y');
    expect(none.get('x')).toBe('y');
  });
});

describe('clipboard', () => {
  it('uses the async clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await createClipboard().copy('7781 0021')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('7781 0021');
  });

  it('falls back to a hidden textarea and execCommand, and cleans up', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    let copied = '';
    const exec = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    expect(await createClipboard().copy('HT2503140017')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('HT2503140017');
    expect(document.querySelector('textarea')).toBeNull();
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await createClipboard().copy('x')).toBe(false);
  });
});
