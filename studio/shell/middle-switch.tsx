/** "In the middle: JSON | Form": which of the two takes the Screens tab's middle column (kept per person). */
import { useStudio } from '../state/studio-store-context.tsx';
import type { MiddlePane } from '../state/middle-pane.ts';

const choices: readonly { value: MiddlePane; label: string }[] = [
  { value: 'json', label: 'JSON' },
  { value: 'form', label: 'Form' },
];

/** Two radio buttons (arrow keys move between them). */
export function MiddleSwitch() {
  const middle = useStudio((s) => s.middle);
  const setMiddle = useStudio((s) => s.actions.setMiddle);
  return (
    <fieldset className="st-middle-switch">
      <legend className="st-middle-switch__legend">In the middle</legend>
      {choices.map((c) => (
        <label key={c.value} className="st-middle-switch__choice">
          <input type="radio" name="st-middle" value={c.value} checked={middle === c.value} onChange={() => setMiddle(c.value)} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
