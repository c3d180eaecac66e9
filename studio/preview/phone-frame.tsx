/** A phone-sized frame: the iframe keeps its real CSS size and is scaled down (a transform) to fit the box it is given. */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { previewFrameName } from './preview-protocol.ts';

/** A phone screen size in CSS pixels, and what it stands for. */
export interface PhoneSize {
  width: number;
  height: number;
  /** "small phone", "tablet"; none for the plain phone sizes. */
  name?: string;
}

/** The sizes the preview offers: the first is the default (and the review phones'); phones 320–430 px wide, a tablet. */
export const phoneSizes: readonly PhoneSize[] = [
  { width: 412, height: 915 },
  { width: 320, height: 568, name: 'small phone' },
  { width: 360, height: 640 },
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 430, height: 932, name: 'large phone' },
  { width: 800, height: 1280, name: 'tablet' },
];

/** "320×568 small phone". */
export function sizeLabel(size: PhoneSize): string {
  return `${size.width}×${size.height}${size.name ? ` ${size.name}` : ''}`;
}

/** Props of PhoneFrame. */
export interface PhoneFrameProps {
  size: PhoneSize;
  src: string;
  /** Changing it loads the page again (a Reload, another scenario: every answer then comes from it). */
  reloadKey: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Draw it at 100 % (the box scrolls) instead of fitting it into the box. */
  realSize?: boolean;
  /** Offers the switch between fitted and 100 % under the phone. */
  onRealSize?(on: boolean): void;
}

const bezel = 12;

/** The scale that fits a phone of `size` (with its bezel) into a box; never above 1. */
export function fitScale(size: PhoneSize, box: { width: number; height: number }): number {
  const scale = Math.min(box.width / (size.width + 2 * bezel), box.height / (size.height + 2 * bezel), 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The phone frame with the preview iframe (named so the app inside knows it is a preview). */
export function PhoneFrame({ size, src, reloadKey, frameRef, realSize = false, onRealSize }: PhoneFrameProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [fitted, setScale] = useState(1);
  const scale = realSize ? 1 : fitted;
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => {
      const label = box.querySelector('.pv-phone-scale');
      const labelHeight = label instanceof HTMLElement ? label.offsetHeight + 4 : 0;
      setScale(fitScale(size, { width: box.clientWidth, height: box.clientHeight - labelHeight }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [size]);
  const outer = { width: size.width + 2 * bezel, height: size.height + 2 * bezel };
  return (
    <div ref={boxRef} className={`pv-phone-box${realSize ? ' is-real-size' : ''}`}>
      <div className="pv-phone-scaled" style={{ width: outer.width * scale, height: outer.height * scale }}>
        <div className="pv-phone" style={{ ...outer, padding: bezel, transform: `scale(${scale})` }}>
          <iframe
            ref={frameRef}
            key={`${src} ${reloadKey}`}
            name={previewFrameName}
            title={`Preview ${size.width}×${size.height}`}
            src={src}
            width={size.width}
            height={size.height}
            className="pv-phone-screen"
          />
        </div>
      </div>
      <p className="pv-phone-scale">
        {size.width}×{size.height} at {Math.round(scale * 100)}%
        {onRealSize ? (
          <>
            {' '}
            <button type="button" className="st-link" aria-pressed={realSize} onClick={() => onRealSize(!realSize)}>
              {realSize ? 'Fit the column' : 'Show at 100 %'}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
