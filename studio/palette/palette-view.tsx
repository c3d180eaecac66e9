/**
 * The palette: every widget, grouped by purpose, each with a rendered thumbnail and one line. Drag a card into the
 * outline (with the mouse, or focus it and press Space, move with the arrow keys and press Space again) to add it
 * there. Loaded only when opened (it draws every widget).
 */
import { useMemo } from 'react';
import { paletteGroups } from './palette-groups.ts';
import { PaletteCard } from './palette-card.tsx';
import './palette.css';

/** The palette. */
export default function PaletteView() {
  const groups = useMemo(paletteGroups, []);
  return (
    <section className="st-palette" aria-labelledby="st-palette-title">
      <h2 className="st-pane-title" id="st-palette-title">
        Add a widget
      </h2>
      <p className="st-palette__hint st-muted">
        Drag a widget onto a line in the outline. Keyboard: Space to pick it up, arrows to move, Space to drop.
      </p>
      {groups.map((group) => (
        <section key={group.name} className="st-palette__group" aria-label={group.name}>
          <h3 className="st-palette__group-title">{group.name}</h3>
          <ul className="st-palette__list">
            {group.widgets.map((w) => (
              <PaletteCard key={w.type} widget={w} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
