/** Assembles the screen store over an open database (see store-api.ts for what each call does). */
import { validateScreenText } from '../../checks/validate-screen-text.ts';
import type { Database } from '../db/open-database.ts';
import { loadBundledScreens, type BundledScreens } from './bundled-screens.ts';
import { auditAndSettings } from './audit-settings.ts';
import { changeRequests } from './change-requests.ts';
import { draftsAndPresence } from './drafts-presence.ts';
import { madeScreens } from './made-screens.ts';
import { publishing } from './publishing.ts';
import { screenReads } from './screen-reads.ts';
import { signInFailures } from './sign-in-failures.ts';
import { staffAccounts } from './staff-accounts.ts';
import type { Store } from './store-api.ts';
import type { StoreContext } from './store-context.ts';
import type { Problem, StoreResult } from './types.ts';

/** Options of createStore. */
export interface StoreOptions {
  /** Default: the repository's screens/, read once. */
  bundled?: BundledScreens;
  /** Default: the checks of `npm run validate` (checks/validate-screen-text.ts). */
  validate?: (text: string, id: string) => Problem[];
  /** Default: the system clock. */
  now?: () => Date;
  /**
   * Called after a commit that changed what borrowers get of a screen (publish, approve, promote, rollback): pass the
   * delivery's `invalidate` so this process serves the change at once (other processes learn it by NOTIFY).
   */
  onScreenChanged?: (id: string) => void;
}

/** The checks of `npm run validate` on one text, as problems. */
export function problemsOfText(text: string, id: string): Problem[] {
  return validateScreenText(text, id).map(({ syntax: _syntax, ...problem }) => problem);
}

/** The screen store over `database`. */
export function createStore(database: Pick<Database, 'db'>, options: StoreOptions = {}): Store {
  const ctx: StoreContext = {
    db: database.db,
    bundled: options.bundled ?? loadBundledScreens(),
    now: options.now ?? (() => new Date()),
    validate: options.validate ?? problemsOfText,
  };
  const { summary, ...reads } = screenReads(ctx);
  const { setReviewRequired, publish, promote, rollback } = publishing(ctx);
  const { approve, ...requests } = changeRequests(ctx);
  const changed = <T>(id: string, result: StoreResult<T>): StoreResult<T> => {
    if (result.ok) options.onScreenChanged?.(id);
    return result;
  };
  return {
    ...reads,
    ...draftsAndPresence(ctx),
    ...madeScreens(ctx),
    ...requests,
    approve: async (crId, actor, input) => {
      const result = await approve(crId, actor, input);
      return result.ok ? changed(result.value.changeRequest.screenId, result) : result;
    },
    publish: async (id, actor, input) => changed(id, await publish(id, actor, input)),
    promote: async (id, actor, input) => changed(id, await promote(id, actor, input)),
    rollback: async (id, actor, input) => changed(id, await rollback(id, actor, input)),
    ...auditAndSettings(ctx),
    ...staffAccounts(ctx),
    recordSignInFailure: signInFailures(ctx).recordSignInFailure,
    async setReviewRequired(id, actor, reviewRequired) {
      const done = await setReviewRequired(id, actor, reviewRequired);
      return done.ok ? summary(id, actor) : done;
    },
    hasScreen: (id) => ctx.bundled.get(id) !== undefined,
  };
}
