/** The outline of the open screen above the property form of the selected node, over the store. */
import { useMemo } from 'react';
import { enclosingNode } from '../outline/build-outline.ts';
import { OutlineView } from '../outline/outline-view.tsx';
import { PropertyForm } from '../form/property-form.tsx';
import { selectDoc, selectOutline, selectShownSelected } from '../state/studio-derived.ts';
import { useStudio } from '../state/studio-store-context.tsx';

/** Outline (a tree) and, under it, the form of the selected node; read only for a viewer. */
export function Inspector() {
  const actions = useStudio((s) => s.actions);
  const outline = useStudio(selectOutline);
  const doc = useStudio(selectDoc);
  const selected = useStudio(selectShownSelected);
  const problems = useStudio((s) => s.problems.problems);
  const announcement = useStudio((s) => s.announcement);
  const readOnly = useStudio((s) => !s.canEdit);
  const withErrors = useMemo(
    () => new Set(problems.filter((p) => p.severity === 'error').map((p) => enclosingNode(outline, p.pointer))),
    [outline, problems],
  );
  return (
    <section className="st-inspector" aria-label="Outline and properties">
      <div className="st-inspector__outline">
        <h2 className="st-pane-title">Outline</h2>
        <OutlineView root={outline} selected={selected} withErrors={withErrors} onSelect={actions.selectNode} onAction={actions.runNodeAction} />
      </div>
      <div className="st-inspector__form">
        <fieldset className="st-inspector__fieldset" disabled={readOnly}>
          <PropertyForm
            doc={doc}
            pointer={selected}
            problems={problems}
            onSet={actions.setProperty}
            onReveal={actions.reveal}
            onAction={actions.runNodeAction}
          />
        </fieldset>
      </div>
      <p className="st-visually-hidden" role="status" aria-live="polite">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
    </section>
  );
}
