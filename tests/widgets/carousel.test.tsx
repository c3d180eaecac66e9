import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CarouselNode } from '../../schemas/generated/types.ts';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { manualClock } from '../support/manual-clock.ts';
import { renderNode, showNode } from '../support/render-node.tsx';

const carousel: CarouselNode = {
  type: 'carousel',
  label: 'Highlights',
  slides: [
    { src: '/images/site-slide-1.svg', alt: 'A phone with a loan offer', title: 'Apply from your phone', text: 'We decide within 1 day.' },
    { src: '/images/site-slide-2.svg', alt: 'A calendar and an estimate', title: 'Know your cost', text: 'See every instalment.' },
    { src: '/images/site-slide-1.svg', alt: '', title: 'Repay your way' },
  ],
};

/** The slide screen readers can reach (hidden slides are aria-hidden and inert). */
const shown = () => screen.getByRole('group').getAttribute('aria-label');

/** Draws the node with fake timers and lets the lazy renderer settle. */
async function show(node: CarouselNode = carousel) {
  vi.useFakeTimers();
  const r = renderNode(node);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return r;
}

/** Pretends the device asks for reduced motion (jsdom has no matchMedia of its own). */
function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('carousel widget', () => {
  afterEach(() => vi.useRealTimers());

  it('is a region with aria-roledescription carousel, each slide a labelled group; only the current one is reachable', async () => {
    await show();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(shown()).toBe('1 of 3');
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(within(screen.getByRole('group')).getByRole('img', { name: 'A phone with a loan offer' })).toBeTruthy();
    expect(within(screen.getByRole('group')).getByText('Apply from your phone')).toBeTruthy();
  });

  it('moves on every 3 s by itself, back to the first after the last', async () => {
    await show();
    await advance(2999);
    expect(shown()).toBe('1 of 3');
    await advance(1);
    expect(shown()).toBe('2 of 3');
    await advance(3000);
    expect(shown()).toBe('3 of 3');
    await advance(3000);
    expect(shown()).toBe('1 of 3');
    // While it moves by itself the change is not announced; the dots say which slide shows.
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('turns by the screen’s clock (its ports’), not the window’s timers', async () => {
    const ports = createRecordingPorts();
    const clock = manualClock();
    ports.clock = clock;
    await showNode(carousel, { ports });
    expect(shown()).toBe('1 of 3');
    act(() => clock.advance(2999));
    expect(shown()).toBe('1 of 3');
    act(() => clock.advance(1));
    expect(shown()).toBe('2 of 3');
  });

  it('uses the interval the document gives', async () => {
    await show({ ...carousel, interval: 5000 });
    await advance(3000);
    expect(shown()).toBe('1 of 3');
    await advance(2000);
    expect(shown()).toBe('2 of 3');
  });

  it('stays still while the pointer is over it or focus is inside, and moves on again after', async () => {
    await show();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    await advance(10_000);
    expect(shown()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    await advance(3000);
    expect(shown()).toBe('2 of 3');
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    await advance(10_000);
    expect(shown()).toBe('2 of 3');
    // Focus moving to another control inside does not restart it; leaving the carousel does.
    fireEvent.blur(next, { relatedTarget: screen.getByRole('button', { name: 'Previous slide' }) });
    await advance(10_000);
    expect(shown()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Previous slide' }), { relatedTarget: document.body });
    await advance(3000);
    expect(shown()).toBe('3 of 3');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
  });

  it('the stop button stops it (changes are then announced) and the start button starts it again', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }), { relatedTarget: document.body });
    await advance(10_000);
    expect(shown()).toBe('1 of 3');
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    await advance(3000);
    expect(shown()).toBe('2 of 3');
  });

  it('does not move by itself when the device asks for reduced motion, until the visitor starts it', async () => {
    reducedMotion(true);
    await show();
    await advance(10_000);
    expect(shown()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    await advance(3000);
    expect(shown()).toBe('2 of 3');
  });

  it('moves by hand with previous, next and the dots', async () => {
    reducedMotion(true);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(shown()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('a sideways swipe moves it; a short one does not', async () => {
    reducedMotion(true);
    await show();
    const viewport = screen.getByRole('region').querySelector('.h-carousel__viewport') as HTMLElement;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 }] });
    expect(shown()).toBe('2 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 220 }] });
    expect(shown()).toBe('2 of 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 }] });
    expect(shown()).toBe('1 of 3');
  });

  it('without autoplay there is no stop button and nothing moves by itself', async () => {
    await show({ ...carousel, autoplay: false });
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await advance(10_000);
    expect(shown()).toBe('1 of 3');
  });

  it('one slide: no controls at all', async () => {
    const first = carousel.slides[0];
    if (!first) throw new Error('no slide');
    await show({ ...carousel, slides: [first] });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(shown()).toBe('1 of 1');
    await advance(10_000);
    expect(shown()).toBe('1 of 1');
  });
});
