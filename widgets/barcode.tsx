import { useMemo } from 'react';
import type { BarcodeProps } from '../schemas/generated/widget-props.ts';
import { barcodeDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { code128Layout } from './code128.ts';
import './barcode.css';
import { useWords } from '../renderer/react/words-context.ts';

/** Pixels per module at the widest; narrower screens scale the whole barcode down evenly. */
const MAX_MODULE_PX = 3;

/** A Code 128 barcode of `value` as an inline SVG with quiet zones, and the code written under it; empty draws nothing. */
export function BarcodeWidget({ id, value, label, height = defaults.height }: BarcodeProps) {
  const w = useWords();
  // An undrawable code throws here: the node's fallback shows and the error is logged with its pointer.
  const layout = useMemo(() => (value ? code128Layout(value) : null), [value]);
  if (!layout) return null;
  const caption = label ?? value;
  return (
    <figure id={id} className={`h-barcode h-barcode--${height}`}>
      <svg
        className="h-barcode__svg"
        role="img"
        aria-label={`${w('Barcode')} ${value}`}
        viewBox={`0 0 ${layout.modules} 1`}
        width={layout.modules * MAX_MODULE_PX}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
      >
        <rect className="h-barcode__ground" x="0" y="0" width={layout.modules} height="1" />
        {layout.bars.map((bar) => (
          <rect key={bar.x} className="h-barcode__bar" x={bar.x} y="0" width={bar.width} height="1" />
        ))}
      </svg>
      {caption ? <figcaption className="h-barcode__label">{caption}</figcaption> : null}
    </figure>
  );
}
