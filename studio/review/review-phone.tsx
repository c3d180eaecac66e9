/** One phone preview for a review: the borrower app drawing one text of the screen, in a frame titled "Before" or "After", with its changed widgets outlined. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fitScale, phoneSizes } from '../preview/phone-frame.tsx';
import { previewFrameName } from '../preview/preview-protocol.ts';
import { previewAddress, previewPageAddress, queryOf, rowsOf } from '../preview/query-rows.ts';
import { usePreviewFrame } from '../preview/use-preview-frame.ts';
import type { ScreenRoute } from '../studio-api.ts';
import { startChangeOutline, type ChangeOutline, type OutlineMark } from './changed-outline.ts';
import '../preview/preview.css';

/** Props of ReviewPhone. */
export interface ReviewPhoneProps {
  /** The frame's accessible title and heading: "Before" or "After". */
  title: string;
  /** What this side shows, e.g. "Version 3 (live now)". */
  caption: string;
  screenId: string;
  text: string;
  /** Where the iframe loads (reviewPreviewSource); both phones get the same. */
  src: string;
  /** The sandbox scenario both phones answer from. */
  scenario?: string;
  /** The widgets to outline in this phone. */
  marks?: readonly OutlineMark[];
  /** Hears which marked widgets are drawn now. */
  onDrawn?(pointers: ReadonlySet<string>): void;
  /** Gets the phone's outlines once its frame is there (null when it goes), to reveal a widget. */
  onOutline?(outline: ChangeOutline | null): void;
}

const size = phoneSizes[0] ?? { width: 412, height: 915 };
const bezel = 12;
const noMarks: readonly OutlineMark[] = [];

function parsed(text: string): unknown | null {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Where the preview iframe loads: the studio's preview page opening the route with a query (default: the route's example), as the editor's preview does. */
export function reviewPreviewSource(route: ScreenRoute, query: Record<string, string> = queryOf(rowsOf(route.example))): string {
  return previewPageAddress(previewAddress(route.path, query));
}

/** The phone preview of one side of a change request. */
export function ReviewPhone({ title, caption, screenId, text, src, scenario = 'default', marks = noMarks, onDrawn, onOutline }: ReviewPhoneProps) {
  const document = useMemo(() => parsed(text), [text]);
  const { frameRef } = usePreviewFrame({ screenId, document, scenario });
  const boxRef = useRef<HTMLDivElement | null>(null);
  const layerRef = useRef<HTMLDivElement | null>(null);
  const [scale, setScale] = useState(0.5);
  const frameKey = `${src} ${scenario}`;
  const drawable = document !== null;
  const listeners = useRef({ onDrawn, onOutline });
  listeners.current = { onDrawn, onOutline };

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setScale(fitScale(size, { width: box.clientWidth, height: box.clientHeight }));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [drawable]);

  useEffect(() => {
    const frame = frameRef.current;
    const layer = layerRef.current;
    if (!frame || !layer) return undefined;
    const outline = startChangeOutline(frame, layer, marks, (drawn) => listeners.current.onDrawn?.(drawn));
    listeners.current.onOutline?.(outline);
    return () => {
      outline.stop();
      listeners.current.onOutline?.(null);
    };
  }, [frameRef, frameKey, marks, drawable]);

  const outer = { width: size.width + 2 * bezel, height: size.height + 2 * bezel };
  return (
    <figure className="rv-phone">
      <figcaption className="rv-phone__caption" title={`${title} ${caption}`}>
        <strong>{title}</strong> <span className="st-muted">{caption}</span>
      </figcaption>
      {document === null ? (
        <p className="rv-note rv-note--problem">This text is not valid JSON, so the phone cannot draw it.</p>
      ) : (
        <div ref={boxRef} className="rv-phone__box">
          <div className="pv-phone-scaled" style={{ width: outer.width * scale, height: outer.height * scale }}>
            <div className="pv-phone rv-phone__device" style={{ ...outer, padding: bezel, transform: `scale(${scale})` }}>
              <iframe
                key={frameKey}
                ref={frameRef}
                name={previewFrameName}
                title={title}
                src={src}
                width={size.width}
                height={size.height}
                className="pv-phone-screen"
              />
              <div
                ref={layerRef}
                className="rv-marks"
                aria-hidden="true"
                style={{ left: bezel, top: bezel, width: size.width, height: size.height }}
              />
            </div>
          </div>
        </div>
      )}
    </figure>
  );
}
