/**
 * Drag and drop between the palette and the outline (dnd-kit): a palette card or an outline row is dragged with the
 * mouse, or picked up from the keyboard (Space or Enter on the card or the row's move handle), moved from drop place
 * to drop place with the arrow keys, dropped with Space or Enter, and Escape puts it back. What happens is said in
 * plain words to screen readers.
 */
import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { DropSource } from '../state/text-actions.ts';
import type { DropPlace } from './drop-places.ts';

/** What an outline row carries in a drag. */
export interface MoveDrag {
  kind: 'move';
  pointer: string;
  name: string;
}

/** What a drag carries: a palette card's type or an outline row's node. */
export type DragData = { kind: 'new'; type: string } | MoveDrag;

const dragName = (data: unknown): string => {
  const d = data as DragData | undefined;
  return d?.kind === 'new' ? `new ${d.type}` : (d?.name ?? 'widget');
};
const placeOf = (data: unknown): DropPlace | undefined => (data as { place?: DropPlace } | undefined)?.place;

/** Places in outline order: top to bottom, and at one border (after a row's last child) from the deepest out. */
const before = (a: { top: number; left: number }, b: { top: number; left: number }) =>
  Math.abs(a.top - b.top) > 1 ? a.top < b.top : a.left > b.left + 1;

/** The keyboard moves to the next drop place up or down (the places are dnd-kit droppables, measured by it). */
export const nextPlaceCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const down = event.code === 'ArrowDown';
  const rects = droppableContainers
    .getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((r): r is NonNullable<typeof r> => r !== undefined);
  const ahead = rects.filter((r) => (down ? before(collisionRect, r) : before(r, collisionRect)));
  const next = ahead.sort((a, b) => (before(a, b) === down ? -1 : 1))[0];
  return next ? { x: next.left, y: next.top } : undefined;
};

/**
 * The mouse drops on the deepest band under the pointer (a band starts at its place's indent: further right, deeper);
 * the keyboard on the place the dragged item stands at.
 */
const detectPlace: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const left = (id: UniqueIdentifier) => args.droppableRects.get(id)?.left ?? -Infinity;
    return pointerWithin(args).sort((a, b) => left(b.id) - left(a.id));
  }
  const { top, left } = args.collisionRect;
  const ranked = args.droppableContainers
    .map((c) => ({ c, rect: args.droppableRects.get(c.id) }))
    .filter((x) => x.rect !== undefined)
    .sort((a, b) => {
      const far = (r: typeof a.rect) => Math.abs((r?.top ?? 0) - top) * 1000 + Math.abs((r?.left ?? 0) - left);
      return far(a.rect) - far(b.rect);
    });
  return ranked.slice(0, 1).map(({ c }) => ({ id: c.id, data: { droppableContainer: c, value: 0 } }));
};

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${dragName(active.data.current)}. Use the arrow keys to choose where it goes, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over ? `${dragName(active.data.current)}: ${placeOf(over.data.current)?.label ?? ''}` : 'Not over a drop place.',
  onDragEnd: ({ active, over }) =>
    over
      ? `Dropped ${dragName(active.data.current)}: ${placeOf(over.data.current)?.label ?? ''}`
      : `${dragName(active.data.current)} was not dropped.`,
  onDragCancel: ({ active }) => `Cancelled: ${dragName(active.data.current)} was not dropped.`,
};

/** Props of OutlineDnd. */
export interface OutlineDndProps {
  children: ReactNode;
  onDrop(source: DropSource, place: DropPlace): void;
}

/** The drag-and-drop context around the palette and the outline. */
export function OutlineDnd({ children, onDrop }: OutlineDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextPlaceCoordinates }),
  );
  const [dragging, setDragging] = useState<string | null>(null);
  const start = ({ active }: DragStartEvent) => setDragging(dragName(active.data.current));
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as DragData | undefined;
    const place = placeOf(over?.data.current);
    if (!data || !place) return;
    onDrop(data.kind === 'new' ? { kind: 'new', type: data.type } : { kind: 'move', pointer: data.pointer }, place);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectPlace}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      // The outline's top and bottom sixths scroll it while dragging (crossing its edge on the way in from the palette
      // scrolls it a little at most); the drop lines take no room, so the rows stay where the pointer saw them.
      autoScroll={{ threshold: { x: 0, y: 0.15 }, acceleration: 12 }}
      accessibility={{
        container: document.body,
        announcements,
        screenReaderInstructions: { draggable: 'Press Space or Enter to pick up this widget.' },
      }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragging ? <div className="st-drag-overlay">{dragging}</div> : null}</DragOverlay>
    </DndContext>
  );
}
