/** The property form of the selected node over the store, read only for a viewer (under the outline, or in the middle). */
import { PropertyForm } from '../form/property-form.tsx';
import { selectDoc, selectShownSelected } from '../state/studio-derived.ts';
import { useStudio } from '../state/studio-store-context.tsx';

/** The form; `onReveal` shows a pointer in the JSON (default: the store's reveal). */
export function SelectedForm({ onReveal }: { onReveal?: (pointer: string) => void }) {
  const actions = useStudio((s) => s.actions);
  const doc = useStudio(selectDoc);
  const selected = useStudio(selectShownSelected);
  const problems = useStudio((s) => s.problems.problems);
  const readOnly = useStudio((s) => !s.canEdit);
  return (
    <fieldset className="st-inspector__fieldset" disabled={readOnly}>
      <PropertyForm
        doc={doc}
        pointer={selected}
        problems={problems}
        onSet={actions.setProperty}
        onReveal={onReveal ?? actions.reveal}
        onAction={actions.runNodeAction}
        onSelect={actions.selectNode}
      />
    </fieldset>
  );
}
