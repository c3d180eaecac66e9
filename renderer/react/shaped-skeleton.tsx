/**
 * The loading state of a screen whose document is in: its shape (skeleton-shape.ts), with what is already known drawn
 * for real and marked as updating. Nothing in it can be tapped until the data is in: a tap would act on data not there.
 */
import { useMemo, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import { NodeView } from './node-view.tsx';
import { shapeOf, type Shape } from './skeleton-shape.ts';
import './screen-chrome.css';

const noLocals = {};

function drawShape(shape: Shape, key: number): ReactNode {
  switch (shape.kind) {
    case 'node':
      return <NodeView key={key} node={shape.node} pointer={shape.pointer} locals={noLocals} />;
    case 'group': {
      const { direction = 'column', gap = 'md', surface = 'none', padding } = shape.layout;
      const pad = padding ?? (surface === 'none' ? 'none' : 'md');
      const className = `h-stack h-stack--${direction} h-stack--gap-${gap} h-stack--pad-${pad} h-stack--align-stretch h-stack--surface-${surface}`;
      return (
        <div key={key} className={className}>
          {shape.children.map(drawShape)}
        </div>
      );
    }
    case 'line':
      return <div key={key} className={`h-skeleton__line h-skeleton__line--${shape.size}`} />;
    case 'field':
      return (
        <div key={key} className="h-skeleton__field">
          <div className="h-skeleton__line h-skeleton__line--label" />
          <div className="h-skeleton__block h-skeleton__block--field" />
        </div>
      );
    default:
      return <div key={key} className={`h-skeleton__block h-skeleton__block--${shape.kind}`} />;
  }
}

/** Props of ShapedSkeleton. */
export interface ShapedSkeletonProps {
  body: readonly WidgetNode[];
}

/** A screen's body while its data loads: known values drawn (inert, marked as updating), the rest as placeholders. */
export function ShapedSkeleton({ body }: ShapedSkeletonProps) {
  const shapes = useMemo(() => shapeOf(body, '/body'), [body]);
  return (
    <div className="h-skeleton h-skeleton--shaped" aria-hidden="true" inert data-skeleton="shaped">
      {shapes.map(drawShape)}
    </div>
  );
}
