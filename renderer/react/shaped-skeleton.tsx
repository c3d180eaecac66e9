/**
 * The loading state of a screen whose document is in: its shape (skeleton-shape.ts) against what is not known yet
 * (pending-reads.ts), with what is already known drawn for real and marked as updating. Nothing in it can be tapped
 * until the data is in: a tap would act on data not there. A chunk of its own (ScreenView loads it lazily): it imports
 * nothing of the entry's drawing, which hands it the drawing of a node and the working out of a value.
 */
import { useMemo, type ReactNode } from 'react';
import type { ScreenDocument, WidgetNode } from '../../schemas/generated/types.ts';
import { pendingOf, readsPending } from './pending-reads.ts';
import { shapeOf, type Shape, type ShapeScope } from './skeleton-shape.ts';

/** Props of ShapedSkeleton. */
export interface ShapedSkeletonProps {
  doc: ScreenDocument;
  /** The last good data is drawn (marked as updating) rather than placeholders for the data. */
  lastGood: boolean;
  /** Draws a node known at once (NodeView). */
  draw(node: WidgetNode, pointer: string): ReactNode;
  /** Works out a known `visible` or `on`, and picks a switch's case, as drawing does. */
  value: ShapeScope['value'];
  pick: ShapeScope['pick'];
  /** Places this drawing cannot know at all (ScreenView's `unknown`): placeholders too. */
  unknown?: readonly string[];
}

/** A screen's body while its data loads: known values drawn (inert, marked as updating), the rest as placeholders. */
export function ShapedSkeleton({ doc, lastGood, draw, value, pick, unknown }: ShapedSkeletonProps) {
  const shapes = useMemo(() => {
    const pending = pendingOf(doc, lastGood, unknown);
    const places = new Set(unknown);
    const unknownRead = places.size ? (v: unknown) => readsPending(v, places) : undefined;
    return shapeOf(doc.body, '/body', { pending: (v) => readsPending(v, pending), unknown: unknownRead, value, pick });
  }, [doc, lastGood, value, pick, unknown]);
  const drawShape = (shape: Shape, key: number): ReactNode => {
    switch (shape.kind) {
      case 'node':
        return draw(shape.node, shape.pointer);
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
  };
  return (
    <div
      className={lastGood ? 'h-updating' : 'h-skeleton h-skeleton--shaped'}
      aria-hidden="true"
      inert
      data-skeleton={lastGood ? 'last-good' : 'shaped'}
    >
      {shapes.map(drawShape)}
    </div>
  );
}
