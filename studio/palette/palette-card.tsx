/** One widget of the palette: its thumbnail, type and one line, dragged into the outline with the mouse or the keyboard (dnd-kit). */
import { useDraggable } from '@dnd-kit/core';
import type { PaletteWidget } from './palette-groups.ts';
import { WidgetThumbnail } from './widget-thumbnail.tsx';

/** What a palette card carries in a drag. */
export interface NewWidgetDrag {
  kind: 'new';
  type: string;
}

/** The card of `widget`. */
export function PaletteCard({ widget }: { widget: PaletteWidget }) {
  const data: NewWidgetDrag = { kind: 'new', type: widget.type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `new:${widget.type}`, data });
  return (
    <li className="st-palette__item">
      {/* A div with dnd-kit's button role and tab stop: the thumbnail holds the widget's own (inert) buttons. */}
      <div
        ref={setNodeRef}
        className={`st-palette__card${isDragging ? ' is-dragging' : ''}`}
        {...attributes}
        {...listeners}
        aria-roledescription="widget to drag"
        aria-label={`${widget.type}: ${widget.line}`}
        data-widget-type={widget.type}
      >
        <WidgetThumbnail type={widget.type} />
        <span className="st-palette__words">
          <code className="st-palette__type">{widget.type}</code>
          <span className="st-palette__line">{widget.line}</span>
        </span>
      </div>
    </li>
  );
}
