/** The complaint-list render case: drawn when its first and last complaints are (or, windowed, when it fills the screen). */
import { register, type Mounted } from './harness.ts';
import { drawnItems, listDrawn } from './list-done.ts';
import { complaintCount, complaintSelector, firstComplaintText, lastComplaintText } from './complaint-list-reference.ts';

/** Registers a complaint-list page whose `mount` draws the 500 complaints its own way. */
export function registerComplaintList(mount: (target: HTMLElement) => Mounted): void {
  register({
    kind: 'render',
    done: (target) => listDrawn(target, complaintSelector, firstComplaintText, lastComplaintText, complaintCount),
    describe: (target) => ({ drawn: drawnItems(target, complaintSelector), firstItem: target.querySelector(complaintSelector)?.outerHTML ?? '' }),
    mount,
  });
}
