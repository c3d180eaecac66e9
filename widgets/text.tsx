import type { CSSProperties } from 'react';
import type { TextProps } from '../schemas/generated/widget-props.ts';
import { textDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { keepClass, keepTogether } from './keep-together.tsx';
import './text.css';

/** The most lines text.css clamps to by a class (h-text--lines-1 … -10). */
const maxClassLines = 10;

/** A line or paragraph of server text: title → h1, subtitle → h2, everything else a paragraph. */
export function TextWidget({ id, text, variant = defaults.variant, tone = defaults.tone, align = defaults.align, maxLines }: TextProps) {
  // A heading whose server text is missing would be an empty heading to a screen reader: it stays an (empty) paragraph.
  const empty = String(text ?? '').trim() === '';
  const Tag = empty ? 'p' : variant === 'title' ? 'h1' : variant === 'subtitle' ? 'h2' : 'p';
  const clamp = maxLines !== undefined && maxLines > 0;
  // Up to 10 lines by a class: a style attribute in a page the server drew is refused by the CSP (style-src-attr 'none'),
  // only the app's own setting of it (after hydration) is not. More lines than that are rare: a style, set by the app.
  const lines = clamp ? Math.floor(maxLines) : 0;
  const style = lines > maxClassLines ? ({ '--h-text-lines': String(lines) } as CSSProperties) : undefined;
  const lineClass = clamp ? ` h-text--clamp${lines <= maxClassLines ? ` h-text--lines-${lines}` : ''}` : '';
  const className = `h-text h-text--${variant} h-text--tone-${tone} h-text--align-${align}${lineClass}${keepClass(text)}`;
  return (
    <Tag id={id} className={className} style={style}>
      {keepTogether(text)}
    </Tag>
  );
}
