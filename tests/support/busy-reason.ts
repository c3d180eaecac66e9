/** Why a screen has not settled, in words, from what a driver can see; undefined when nothing holds it back. */

/** What a driver sees of a screen. */
export interface ScreenLook {
  /** The screen's phase (loading, ready, failed); undefined while no screen is drawn. */
  phase: string | undefined;
  /** Requests waiting for an answer (the fixture's planned timeouts left out). */
  waiting: string[];
  /** How many requests the fixture leaves unanswered on purpose: the loading overlay they hold up does not count. */
  unanswered: number;
  /** The texts of the loading overlays shown. */
  loading: string[];
}

/** The reason the screen is busy, or undefined. */
export function busyReason(look: ScreenLook): string | undefined {
  if (look.phase === undefined) return 'no screen is drawn yet';
  if (look.phase === 'loading') return 'the screen is still loading its data';
  if (look.waiting.length) return `${look.waiting.length} request(s) wait for an answer: ${look.waiting.join(', ')}`;
  if (look.loading.length && look.unanswered === 0) return `the loading overlay shows ${JSON.stringify(look.loading[look.loading.length - 1])}`;
  return undefined;
}
