import { useMemo } from 'react';
import { encode } from 'uqr';
import type { QrCodeProps } from '../schemas/generated/widget-props.ts';
import { qrCodeDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './qr-code.css';
import { useWords } from '../renderer/react/words-context.ts';

/** The blank margin around the code, in modules: the 4 the QR standard asks for. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules of a QR matrix, a rectangle per run of dark modules in a row. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

/** A QR code of `value` (error correction M) as an inline SVG with its quiet zone; empty draws nothing. */
export function QrCodeWidget({ id, value, label = defaults.label, size = defaults.size }: QrCodeProps) {
  const w = useWords();
  // A text too long for any QR code throws here: the node's fallback shows and the error is logged.
  const qr = useMemo(() => (value ? encode(value, { ecc: 'M', border: QUIET_ZONE }) : null), [value]);
  if (!qr) return null;
  return (
    <div id={id} className={`h-qr-code h-qr-code--${size}`}>
      <svg className="h-qr-code__svg" role="img" aria-label={w(label || 'QR code')} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
        <rect className="h-qr-code__ground" width={qr.size} height={qr.size} />
        <path className="h-qr-code__modules" d={qrPath(qr.data)} />
      </svg>
    </div>
  );
}
