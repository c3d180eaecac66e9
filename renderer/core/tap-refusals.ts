/**
 * The words of the tap rule's refusals (tap-only.ts), for the action runner's log, the screen's loads and
 * `npm run validate`. A module of its own: the app loads it only when it refuses something.
 */
import type { Trigger } from './actions/context.ts';
import type { TapEffect, TapRule } from './tap-only.ts';

const effectWords: Record<TapEffect, string> = {
  money: "moves money or changes the borrower's account",
  account: "changes the borrower's account",
  cost: 'costs money to send',
};

/** "`promotion.sms` costs money to send": the endpoint and why only a tap may call it, for refusals. */
export function tapOnlyWhy(endpoint: string, effect: TapEffect): string {
  return `\`${endpoint}\` ${effectWords[effect]}`;
}

/** How a refusal names what started the chain. */
const startedBy: Record<Exclude<Trigger, 'tap'>, string> = {
  onLoad: 'onLoad (the screen opening)',
  onNativeBack: 'onNativeBack (the native back event)',
  countdown: "a countdown's onDone",
  wait: 'a tap, but after a `wait` (the tap is over by then)',
  other: 'something other than a tap',
};

/** The refusal of a tap-only endpoint outside a tap's chain, in plain words. */
export function notAfterTapMessage(endpoint: string, trigger: Exclude<Trigger, 'tap'>, effect: TapEffect = 'money'): string {
  return `${tapOnlyWhy(endpoint, effect)} and may only run after the borrower taps; this run began with ${startedBy[trigger]}`;
}

/** The refusal of a call past its bound for one opening of a screen. */
export function callsPerOpenMessage(endpoint: string, rule: TapRule): string {
  return `${tapOnlyWhy(endpoint, rule.effect)} and may be called at most ${rule.perOpen} times each time the screen opens; this call was not sent`;
}

/** Logged when a load names a tap-only endpoint: only the borrower's tap may call those. */
export function tapOnlyLoadMessage(name: string, endpoint: string, effect: TapEffect = 'money'): string {
  return `loading \`${name}\` refused: ${tapOnlyWhy(endpoint, effect)} and may only run after the borrower taps, never when the screen opens`;
}
