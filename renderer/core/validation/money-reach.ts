/**
 * The static twin of the call handler's tap rule: a document must not be able to reach a tap-only endpoint (one that
 * moves money or changes the borrower's account, the catalog's `money: true`, or one with a side effect: it changes the
 * borrower's account or costs money to send, tap-only.ts) other than from the borrower's tap. Refused: a `load` of one;
 * a `call` of one reached from onLoad, from onNativeBack, from a countdown's onDone, after a `wait` in a tap's chain,
 * or through a named list run from any of those. Each error points at the offending `call` and says how it is reached,
 * in the words the studio and `npm run validate` show.
 */
import type { TapEffect } from '../tap-only.ts';
import { tapOnlyWhy } from '../tap-refusals.ts';
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';
import { actionSlots, isJsonObject, resolveSlot, walkDocument } from './node-slots.ts';

/** What a chain that is not a tap began with, for the message. */
interface Origin {
  words: string;
}

/** Whether the borrower's tap still stands at a point of a list, or what the chain began with instead. */
type Standing = { tap: true } | { tap: false; origin: Origin; via: readonly string[] };

/** The message for a tap-only endpoint reached without a tap. */
export function moneyReachMessage(endpoint: string, origin: Origin, via: readonly string[], effect: TapEffect = 'money'): string {
  const through = via.length === 0 ? '' : ` through the named list${via.length > 1 ? 's' : ''} ${via.map((n) => `\`${n}\``).join(' → ')}`;
  return `${tapOnlyWhy(endpoint, effect)} and may only run after the borrower taps; it is reached from ${origin.words}${through}`;
}

/** The message for a load of a tap-only endpoint. */
export function moneyLoadError(endpoint: string, effect: TapEffect = 'money'): string {
  return `${tapOnlyWhy(endpoint, effect)} and may only run after the borrower taps, never as a \`load\` when the screen opens; call it from a button's onTap`;
}

/**
 * Checks a document against the tap rule for the given tap-only endpoints: by name with what each does, or a list of
 * names (all taken as money).
 */
export function checkMoneyReach(doc: unknown, tapOnly: readonly string[] | Readonly<Record<string, TapEffect>>): DocumentError[] {
  if (!isJsonObject(doc)) return [];
  const money = new Map<string, TapEffect>(
    Array.isArray(tapOnly) ? tapOnly.map((name) => [name, 'money']) : Object.entries(tapOnly as Readonly<Record<string, TapEffect>>),
  );
  const named = isJsonObject(doc.actions) ? doc.actions : {};
  const errors: DocumentError[] = [];
  const reported = new Set<string>();
  // Named lists already walked with a given standing (and whether they may end the tap), to stop at recursion.
  const walked = new Map<string, boolean>();

  const report = (keys: readonly string[], message: string) => {
    const pointer = toPointer(keys);
    if (reported.has(pointer)) return;
    reported.add(pointer);
    errors.push({ pointer, message });
  };

  /** Walks a list; returns the standing after it (a wait inside ends a tap for what follows). */
  const walkList = (list: unknown, keys: readonly string[], standing: Standing): Standing => {
    if (!Array.isArray(list)) return standing;
    let now = standing;
    list.forEach((action: unknown, i) => {
      if (!isJsonObject(action) || typeof action.do !== 'string') return;
      const at = [...keys, String(i)];
      if (action.do === 'wait') {
        if (now.tap) now = { tap: false, origin: { words: `a tap, but after the \`wait\` at ${toPointer(at)} (the tap is over by then)` }, via: [] };
        return;
      }
      if (action.do === 'countdown') {
        walkList(action.onDone, [...at, 'onDone'], { tap: false, origin: { words: `the onDone of the countdown at ${toPointer(at)}` }, via: [] });
        return;
      }
      const effect = action.do === 'call' && typeof action.endpoint === 'string' ? money.get(action.endpoint) : undefined;
      if (effect && !now.tap) report(at, moneyReachMessage(String(action.endpoint), now.origin, now.via, effect));
      if (action.do === 'run' && typeof action.name === 'string') {
        now = walkNamed(action.name, now);
        return;
      }
      // Nested lists (then/else, onSuccess/onError) continue the chain; a tap that ends in one of them ends for the rest.
      const slots = Object.hasOwn(actionSlots.actions, action.do) ? (actionSlots.actions[action.do] ?? []) : [];
      let after = now;
      for (const path of slots) {
        for (const { keys: sub, value } of resolveSlot(action, path)) {
          const end = walkList(value, [...at, ...sub], now);
          if (after.tap && !end.tap) after = end;
        }
      }
      now = after;
    });
    return now;
  };

  const walkNamed = (name: string, standing: Standing): Standing => {
    if (!Object.hasOwn(named, name)) return standing;
    const key = standing.tap ? `${name}\u0000tap` : `${name}\u0000${standing.origin.words}`;
    const known = walked.get(key);
    if (known !== undefined) return known && standing.tap ? waitedIn(name) : standing;
    walked.set(key, false);
    const inner: Standing = standing.tap ? standing : { ...standing, via: [...standing.via, name] };
    const end = walkList(named[name], ['actions', name], inner);
    walked.set(key, standing.tap && !end.tap);
    return standing.tap && !end.tap ? end : standing;
  };
  const waitedIn = (name: string): Standing => ({
    tap: false,
    origin: { words: `a tap, but after a \`wait\` in the named list \`${name}\` (the tap is over by then)` },
    via: [],
  });

  if (isJsonObject(doc.load)) {
    for (const [name, load] of Object.entries(doc.load)) {
      const effect = isJsonObject(load) && typeof load.call === 'string' ? money.get(load.call) : undefined;
      if (effect) report(['load', name, 'call'], moneyLoadError(String((load as { call: string }).call), effect));
    }
  }
  walkList(doc.onLoad, ['onLoad'], { tap: false, origin: { words: 'onLoad (when the screen opens)' }, via: [] });
  walkList(doc.onNativeBack, ['onNativeBack'], { tap: false, origin: { words: 'onNativeBack (the native back event, no tap)' }, via: [] });
  // Widgets' action lists run on the borrower's taps: still walked for the countdowns and waits inside them.
  walkDocument(doc, {
    node(node, keys) {
      for (const path of actionSlots.widgets[node.type] ?? []) {
        for (const { keys: sub, value } of resolveSlot(node, path)) walkList(value, [...keys, ...sub], { tap: true });
      }
    },
  });
  return errors;
}
