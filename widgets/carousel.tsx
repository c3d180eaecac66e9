import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type TouchEvent } from 'react';
import type { CarouselProps } from '../schemas/generated/widget-props.ts';
import { carouselDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './carousel.css';
import { fill } from '../renderer/core/i18n/app-words.ts';
import { useClock } from '../renderer/react/draw-context.ts';
import { useWords } from '../renderer/react/words-context.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the visitor's device asks for reduced motion (false where it cannot say). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** How far a finger must travel sideways for a swipe, in pixels. */
const swipeDistance = 40;

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Slides that take turns (WAI-ARIA APG carousel): a region named by label with aria-roledescription carousel, each slide a
 * group "n of count" with aria-roledescription slide, hidden slides inert. It moves on every interval ms while rotation
 * is on and neither the pointer nor focus is inside; rotation starts off when the device asks for reduced motion, and
 * the pause button turns it off and on. Previous, next, one dot per slide and a sideways swipe move it by hand.
 */
export function CarouselWidget({ id, label, slides, interval = defaults.interval, autoplay = defaults.autoplay }: CarouselProps) {
  const w = useWords();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [touchX, setTouchX] = useState<number | null>(null);
  const reduced = usePrefersReducedMotion();
  const slidesId = useId();
  const current = Math.min(index, count - 1);
  const rotates = autoplay && count > 1;
  const rotating = rotates && (chosen ?? !reduced);
  const moving = rotating && !hovered && !focused;
  // The screen's clock (its ports'), so tests, stories and fixture replays drive the turns.
  const clock = useClock();

  useEffect(() => {
    if (!moving || !clock) return undefined;
    const timer = clock.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clock.clearTimeout(timer);
  }, [moving, current, interval, count, clock]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const endSwipe = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    if (touchX !== null && end !== undefined && Math.abs(end - touchX) >= swipeDistance) go(current + (end < touchX ? 1 : -1));
    setTouchX(null);
  };

  return (
    <section
      id={id}
      className="h-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div
        id={slidesId}
        className="h-carousel__viewport"
        aria-live={moving ? 'off' : 'polite'}
        onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
        onTouchEnd={endSwipe}
      >
        {/* No style on the first slide: a page the server drew may not carry one (the CSP's style-src-attr 'none'). */}
        <div className="h-carousel__track" style={current ? { transform: `translateX(${-100 * current}%)` } : undefined}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="h-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(w('{0} of {1}'), i + 1, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
            >
              {slide.src ? (
                // The first slide is what the page shows as it opens (often its largest picture, the LCP): fetched at
                // once, ahead of the scripts; the others only when they come into view.
                <img
                  className="h-carousel__image"
                  src={slide.src}
                  alt={slide.alt}
                  draggable={false}
                  {...(i === 0 ? { fetchPriority: 'high', loading: 'eager' } : { loading: 'lazy', decoding: 'async' })}
                />
              ) : (
                // A picture the URL policy refused: its box, blank, never a broken-image icon.
                <span className="h-carousel__image" {...(slide.alt ? { role: 'img', 'aria-label': slide.alt } : { 'aria-hidden': true })} />
              )}
              {slide.title || slide.text ? (
                <div className="h-carousel__caption">
                  {slide.title ? <p className="h-carousel__title">{slide.title}</p> : null}
                  {slide.text ? <p className="h-carousel__text">{slide.text}</p> : null}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="h-carousel__controls">
          {rotates ? (
            <button
              type="button"
              className="h-carousel__button"
              aria-label={w(rotating ? 'Stop automatic slide show' : 'Start automatic slide show')}
              onClick={() => setChosen(!rotating)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                {rotating ? (
                  <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
                ) : (
                  <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          <button
            type="button"
            className="h-carousel__button"
            aria-label={w('Previous slide')}
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          >
            <Chevron back />
          </button>
          <div className="h-carousel__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="h-carousel__dot"
                aria-label={fill(w('Show slide {0}'), i + 1)}
                aria-controls={slidesId}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className="h-carousel__dot-mark" />
              </button>
            ))}
          </div>
          <button type="button" className="h-carousel__button" aria-label={w('Next slide')} aria-controls={slidesId} onClick={() => go(current + 1)}>
            <Chevron />
          </button>
        </div>
      ) : null}
    </section>
  );
}
