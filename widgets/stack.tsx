import type { StackProps } from '../schemas/generated/widget-props.ts';
import './stack.css';

/** A flex group of child widgets; spacing, alignment and background come from the design tokens. */
export function StackWidget({
  id,
  direction = 'column',
  gap = 'md',
  padding,
  align,
  justify = 'start',
  wrap = false,
  surface = 'none',
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
