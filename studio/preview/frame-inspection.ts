/**
 * A preview page's drawn nodes, offered to the studio's window: the review phones (same origin) outline changed widgets
 * from outside their frames. The preview client offers its inspection (renderer/preview/inspection.tsx) under one
 * name on its window; the studio reads that and nothing else of the page.
 */
import type { DrawnNode } from '../../renderer/preview/inspection.tsx';

/** What a preview page offers. */
export interface OfferedInspection {
  /** The nodes the page draws now, outer nodes first. */
  drawnNodes(): DrawnNode[];
}

const offerName = 'hatidPreviewInspection';

/** Offers `inspection`'s drawn nodes on the preview page's window. */
export function offerInspection(win: Window, inspection: OfferedInspection): void {
  const offered: OfferedInspection = { drawnNodes: () => inspection.drawnNodes() };
  Object.defineProperty(win, offerName, { value: offered, configurable: true });
}

/** What a preview page's window offers, or null while none is offered (not loaded yet, or not a preview page). */
export function inspectionOf(win: Window | null | undefined): OfferedInspection | null {
  const offered: unknown = win ? Reflect.get(win, offerName) : undefined;
  return typeof offered === 'object' && offered !== null && typeof (offered as OfferedInspection).drawnNodes === 'function'
    ? (offered as OfferedInspection)
    : null;
}
