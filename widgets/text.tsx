import type { CSSProperties } from 'react';
import type { TextProps } from '../schemas/generated/widget-props.ts';
import { textDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { keepClass, keepTogether } from './keep-together.tsx';
import './text.css';

/** A line or paragraph of server text: title → h1, subtitle → h2, everything else a paragraph. */
export function TextWidget({ id, text, variant = defaults.variant, tone = defaults.tone, align = defaults.align, maxLines }: TextProps) {
  // A heading whose server text is missing would be an empty heading to a screen reader: it stays an (empty) paragraph.
  const empty = String(text ?? '').trim() === '';
  const Tag = empty ? 'p' : variant === 'title' ? 'h1' : variant === 'subtitle' ? 'h2' : 'p';
  const clamp = maxLines !== undefined && maxLines > 0;
  const style = clamp ? ({ '--h-text-lines': String(maxLines) } as CSSProperties) : undefined;
  const className = `h-text h-text--${variant} h-text--tone-${tone} h-text--align-${align}${clamp ? ' h-text--clamp' : ''}${keepClass(text)}`;
  return (
    <Tag id={id} className={className} style={style}>
      {keepTogether(text)}
    </Tag>
  );
}
