/**
 * Records the borrower's taps and typing in the preview as QA fixture steps (tap, type, pickFiles), and after each of
 * them the texts that appeared on the page (as expectText steps), which the studio proposes as checks.
 */
import type { FixtureStep } from '../../schemas/generated/entities.ts';
import { lookAt, newTexts, shownTexts, type TextLook } from '../fixture/shown-texts.ts';
import { fieldTarget, tapTarget, tappedControl, typableSelector } from './step-target.ts';

/** At most this many new texts are reported after one step: a few meaningful checks, not every label. */
const textsPerStep = 3;
/** The page is looked at once it has not changed for this long… */
const quietMs = 300;
/** …or this long after the first change, on a page that keeps changing (a spinner, a countdown). */
const longestWaitMs = 1500;

/** Reports the texts that appear after each step, until the next one. */
function textWatcher(doc: Document, onStep: (step: FixtureStep) => void) {
  const win = doc.defaultView;
  let since: TextLook | null = null;
  let reported = new Set<string>();
  let timer: number | undefined;
  let firstChange = 0;
  let lastField = '';
  const cancel = () => {
    if (timer !== undefined) win?.clearTimeout(timer);
    timer = undefined;
  };
  const look = () => {
    cancel();
    if (!since || reported.size >= textsPerStep) return;
    const now = shownTexts(doc.body).filter((text) => !reported.has(text));
    for (const text of newTexts(now, since, textsPerStep - reported.size)) {
      reported.add(text);
      onStep({ expectText: text });
    }
  };
  const schedule = () => {
    if (!win || !since) return;
    const now = Date.now();
    if (timer === undefined) firstChange = now;
    cancel();
    timer = win.setTimeout(look, now - firstChange >= longestWaitMs ? 0 : quietMs);
  };
  const observer = win ? new win.MutationObserver(schedule) : null;
  observer?.observe(doc.documentElement, { subtree: true, childList: true, characterData: true });
  return {
    /** A step is about to be reported: what the last one caused is looked at first; typing on in a field keeps its start. */
    before(field: string) {
      if (field !== '' && field === lastField) {
        // The studio keeps the field's final value only and drops texts seen while typing: they are looked at again.
        cancel();
        reported = new Set();
      } else {
        look();
        since = lookAt(shownTexts(doc.body));
        reported = new Set();
      }
      lastField = field;
    },
    after: schedule,
    stop() {
      cancel();
      observer?.disconnect();
    },
  };
}

/**
 * Listens on the document (capture phase, so a widget that stops propagation is still seen) and calls `onStep` for
 * every tap on a control and every edit of a text field (its whole value, replacing what was there: a later edit of
 * the same field supersedes the earlier step, see preview-session.ts), and with an expectText step for each text
 * that appeared after a step (a few per step). Returns the function that stops listening.
 */
export function recordSteps(doc: Document, onStep: (step: FixtureStep) => void): () => void {
  const texts = textWatcher(doc, onStep);
  const report = (step: FixtureStep, field = '') => {
    texts.before(field);
    onStep(step);
    texts.after();
  };
  const onClick = (event: Event) => {
    const control = tappedControl(event.target);
    if (!control || control.matches(typableSelector)) return;
    if (control instanceof HTMLInputElement && control.type === 'file') return;
    report({ tap: tapTarget(control, event.target instanceof Element ? event.target : control) });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.matches(typableSelector)) return;
    const into = fieldTarget(field);
    report({ type: { into, text: field.value, clear: true } }, JSON.stringify(into));
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    report({ pickFiles: { into: fieldTarget(input), count: input.files.length } });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onChange, true);
  return () => {
    texts.stop();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onChange, true);
  };
}
