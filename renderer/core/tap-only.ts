/**
 * Endpoints only the borrower's own tap may call (issue 17 for money, issue 29 item 5 for the rest): those that move
 * money, those that change the borrower's account or the lender's records for them (a rating, a complaint picture),
 * and those that cost money to send (an SMS). Each also has a bound on how many times one opening of a screen may call
 * it, so one tap cannot send a written-out list of 150 SMS.
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

const effectWords: Record<TapEffect, string> = {
  money: "moves money or changes the borrower's account",
  account: "changes the borrower's account",
  cost: 'costs money to send',
};

/** "`promotion.sms` costs money to send": the endpoint and why only a tap may call it, for refusals. */
export function tapOnlyWhy(endpoint: string, effect: TapEffect): string {
  return `\`${endpoint}\` ${effectWords[effect]}`;
}

/** The refusal of a call past its bound for one opening of a screen. */
export function callsPerOpenMessage(endpoint: string, rule: TapRule): string {
  return `${tapOnlyWhy(endpoint, rule.effect)} and may be called at most ${rule.perOpen} times each time the screen opens; this call was not sent`;
}
