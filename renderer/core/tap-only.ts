/**
 * Endpoints only the borrower's own tap may call (issue 17 for money, issue 29 item 5 for the rest): those that move
 * money, those that change the borrower's account or the lender's records for them (a rating, a complaint picture),
 * and those that cost money to send (an SMS). Each also has a bound on how many times one opening of a screen may call
 * it, so one tap cannot send a written-out list of 150 SMS. The words of the refusals are in tap-refusals.ts, loaded
 * only when something is refused (the rules are in the entry script, which every borrower downloads first).
 */

/** Why an endpoint is tap-only: it moves money, changes the borrower's account, or costs money to send. */
export type TapEffect = 'money' | 'account' | 'cost';

/** The tap rule of one endpoint: what it does, and how many calls one opening of a screen may make. */
export interface TapRule {
  effect: TapEffect;
  perOpen: number;
}

/** Calls one opening of a screen may make of one tap-only endpoint when the catalog gives no number of its own. */
export const defaultCallsPerOpen = 10;

/** The fields of a catalog entry (adapters/http/endpoints.ts) that make it tap-only. */
export interface TapFlags {
  money?: boolean;
  sideEffect?: 'account' | 'cost';
  perOpen?: number;
}

/** The tap rule of a catalog entry: money first, then its side effect; undefined for any other call. */
export function tapRuleOf(spec: TapFlags | undefined): TapRule | undefined {
  const effect = spec?.money === true ? 'money' : spec?.sideEffect;
  return effect ? { effect, perOpen: spec?.perOpen ?? defaultCallsPerOpen } : undefined;
}
