/** One phone preview for a review: the borrower app drawing one text of the screen, in a frame titled "Before" or "After". */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fitScale, phoneSizes } from '../preview/phone-frame.tsx';
import { previewFrameName } from '../preview/preview-protocol.ts';
import { previewAddress, previewPageAddress, queryOf, rowsOf } from '../preview/query-rows.ts';
import { usePreviewFrame } from '../preview/use-preview-frame.ts';
import type { ScreenRoute } from '../studio-api.ts';
import '../preview/preview.css';

/** Props of ReviewPhone. */
export interface ReviewPhoneProps {
  /** The frame's accessible title and heading: "Before" or "After". */
  title: string;
  /** What this side shows, e.g. "Version 3 (live now)". */
  caption: string;
  screenId: string;
  text: string;
  route: ScreenRoute;
}

const size = phoneSizes[0] ?? { width: 412, height: 915 };
const bezel = 12;

function parsed(text: string): unknown | null {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Where the preview iframe loads: the studio's preview page opening the route with its example query, as the editor's preview does. */
export function reviewPreviewSource(route: ScreenRoute): string {
  return previewPageAddress(previewAddress(route.path, queryOf(rowsOf(route.example))));
}

/** The phone preview of one side of a change request. */
export function ReviewPhone({ title, caption, screenId, text, route }: ReviewPhoneProps) {
  const document = useMemo(() => parsed(text), [text]);
  const { frameRef } = usePreviewFrame({ screenId, document, scenario: 'default' });
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [scale, setScale] = useState(0.5);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setScale(fitScale(size, { width: box.clientWidth, height: box.clientHeight }));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [document === null]);

  const outer = { width: size.width + 2 * bezel, height: size.height + 2 * bezel };
  return (
    <figure className="rv-phone">
      <figcaption className="rv-phone__caption">
        <strong>{title}</strong> <span className="st-muted">{caption}</span>
      </figcaption>
      {document === null ? (
        <p className="rv-note rv-note--problem">This text is not valid JSON, so the phone cannot draw it.</p>
      ) : (
        <div ref={boxRef} className="rv-phone__box">
          <div className="pv-phone-scaled" style={{ width: outer.width * scale, height: outer.height * scale }}>
            <div className="pv-phone" style={{ ...outer, padding: bezel, transform: `scale(${scale})` }}>
              <iframe
                ref={frameRef}
                name={previewFrameName}
                title={title}
                src={reviewPreviewSource(route)}
                width={size.width}
                height={size.height}
                className="pv-phone-screen"
              />
            </div>
          </div>
        </div>
      )}
    </figure>
  );
}
