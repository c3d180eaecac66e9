/**
 * The outline of the open screen above the property form of the selected node (or, while it is open, the palette of
 * widgets to drag into the outline), over the store. With the form in the middle column, the outline has the column
 * to itself, the palette under it while open.
 */
import { lazy, Suspense, useMemo } from 'react';
import { enclosingNode } from '../outline/build-outline.ts';
import { OutlineDnd } from '../outline/outline-dnd.tsx';
import { OutlineView } from '../outline/outline-view.tsx';
import { selectDoc, selectOutline, selectShownSelected } from '../state/studio-derived.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import { SelectedForm } from './selected-form.tsx';

// The palette draws every widget with the renderer: its code loads when it is first opened.
const PaletteView = lazy(() => import('../palette/palette-view.tsx'));

/** Outline (a tree) and, under it, the form of the selected node or the palette; read only for a viewer. */
export function Inspector() {
  const actions = useStudio((s) => s.actions);
  const outline = useStudio(selectOutline);
  const doc = useStudio(selectDoc);
  const selected = useStudio(selectShownSelected);
  const problems = useStudio((s) => s.problems.problems);
  const announcement = useStudio((s) => s.announcement);
  const readOnly = useStudio((s) => !s.canEdit);
  const paletteOpen = useStudio((s) => s.paletteOpen && s.canEdit);
  const formInMiddle = useStudio((s) => s.middle === 'form');
  const withErrors = useMemo(
    () => new Set(problems.filter((p) => p.severity === 'error').map((p) => enclosingNode(outline, p.pointer))),
    [outline, problems],
  );
  return (
    <section
      className={`st-inspector${formInMiddle ? ' st-inspector--outline' : ''}`}
      aria-label={formInMiddle ? 'Outline' : 'Outline and properties'}
    >
      <OutlineDnd onDrop={actions.drop}>
        <div className="st-inspector__outline">
          <div className="st-inspector__bar">
            <h2 className="st-pane-title">Outline</h2>
            {readOnly ? null : (
              <button
                type="button"
                className="st-button st-button--small"
                aria-expanded={paletteOpen}
                aria-controls="st-inspector-lower"
                onClick={actions.togglePalette}
              >
                {paletteOpen ? 'Close widgets' : 'Add widgets'}
              </button>
            )}
          </div>
          <OutlineView
            root={outline}
            selected={selected}
            withErrors={withErrors}
            onSelect={actions.selectNode}
            onAction={actions.runNodeAction}
            doc={readOnly ? undefined : doc}
          />
        </div>
        <div className="st-inspector__form" id="st-inspector-lower" hidden={formInMiddle && !paletteOpen}>
          {paletteOpen ? (
            <Suspense fallback={<p className="st-muted st-palette__hint">Drawing the widgets…</p>}>
              <PaletteView />
            </Suspense>
          ) : formInMiddle ? null : (
            <SelectedForm />
          )}
        </div>
      </OutlineDnd>
      <p className="st-visually-hidden" role="status" aria-live="polite">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
    </section>
  );
}
