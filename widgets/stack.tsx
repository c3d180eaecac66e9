import type { StackProps } from '../schemas/generated/widget-props.ts';
import { stackDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './stack.css';

/** A flex group of child widgets; spacing, alignment and background come from the design tokens. */
export function StackWidget({
  id,
  direction = defaults.direction,
  gap = defaults.gap,
  padding,
  align,
  justify = defaults.justify,
  wrap = defaults.wrap,
  surface = defaults.surface,
  children,
}: StackProps) {
  const pad = padding ?? (surface === 'none' ? 'none' : 'md');
  const cross = align ?? (direction === 'row' ? 'center' : 'stretch');
  const className =
    `h-stack h-stack--${direction} h-stack--gap-${gap} h-stack--pad-${pad} h-stack--align-${cross}` +
    ` h-stack--justify-${justify} h-stack--surface-${surface}${wrap ? ' h-stack--wrap' : ''}`;
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
