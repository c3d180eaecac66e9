/** Records the borrower's taps and typing in the preview as QA fixture steps (tap, type, pickFiles). */
import type { FixtureStep } from '../../schemas/generated/entities.ts';
import { fieldTarget, tapTarget, tappedControl, typableSelector } from './step-target.ts';

/**
 * Listens on the document (capture phase, so a widget that stops propagation is still seen) and calls `onStep` for
 * every tap on a control and every edit of a text field (its whole value, replacing what was there: a later edit of
 * the same field supersedes the earlier step, see preview-session.ts). Returns the function that stops listening.
 */
export function recordSteps(doc: Document, onStep: (step: FixtureStep) => void): () => void {
  const onClick = (event: Event) => {
    const control = tappedControl(event.target);
    if (!control || control.matches(typableSelector)) return;
    if (control instanceof HTMLInputElement && control.type === 'file') return;
    onStep({ tap: tapTarget(control, event.target instanceof Element ? event.target : control) });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.matches(typableSelector)) return;
    onStep({ type: { into: fieldTarget(field), text: field.value, clear: true } });
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    onStep({ pickFiles: { into: fieldTarget(input), count: input.files.length } });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onChange, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onChange, true);
  };
}
