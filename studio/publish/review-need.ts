/** Whether a screen needs a second person before it goes live, and why, in words. */

/** What decides it: money screens always need review; other screens follow an admin's setting. */
export interface ReviewFacts {
  money: boolean;
  reviewRequired: boolean;
  /** Set for a screen made in the studio (always reviewed). */
  made?: unknown;
}

/** True when the screen can be published without review (by an editor or above). */
export function publishableWithoutReview(facts: ReviewFacts): boolean {
  return !facts.money && !facts.reviewRequired;
}

/** Why someone else must approve the screen, or how it may go live without review. */
export function reviewNeedText(facts: ReviewFacts): string {
  if (facts.money) return 'This screen can move money or change an account, so someone else must approve it.';
  if (facts.made !== undefined && facts.reviewRequired) return 'A new screen: someone else must approve it before borrowers see it.';
  if (facts.reviewRequired) return 'An admin has set this screen to need a second person: someone else must approve it.';
  return 'This screen does not need review: you can ask for one, or publish it now yourself.';
}
