/** Assembles the screen store over an open database (see store-api.ts for what each call does). */
import { validateScreenText } from '../../scripts/validate-text.ts';
import type { Database } from '../db/open-database.ts';
import { loadBundledScreens, type BundledScreens } from './bundled-screens.ts';
import { auditAndSettings } from './audit-settings.ts';
import { changeRequests } from './change-requests.ts';
import { draftsAndPresence } from './drafts-presence.ts';
import { publishing } from './publishing.ts';
import { screenReads } from './screen-reads.ts';
import type { Store } from './store-api.ts';
import type { StoreContext } from './store-context.ts';
import type { Problem } from './types.ts';

/** Options of createStore. */
export interface StoreOptions {
  /** Default: the repository's screens/, read once. */
  bundled?: BundledScreens;
  /** Default: the checks of `npm run validate` (scripts/validate-text.ts). */
  validate?: (text: string, id: string) => Problem[];
  /** Default: the system clock. */
  now?: () => Date;
}

/** The checks of `npm run validate` on one text, as problems. */
export function validateText(text: string, id: string): Problem[] {
  return validateScreenText(text, id).map(({ syntax: _syntax, ...problem }) => problem);
}

/** The screen store over `database`. */
export function createStore(database: Pick<Database, 'db'>, options: StoreOptions = {}): Store {
  const ctx: StoreContext = {
    db: database.db,
    bundled: options.bundled ?? loadBundledScreens(),
    now: options.now ?? (() => new Date()),
    validate: options.validate ?? validateText,
  };
  const { summary, ...reads } = screenReads(ctx);
  const { setReviewRequired, ...writes } = publishing(ctx);
  return {
    ...reads,
    ...draftsAndPresence(ctx),
    ...changeRequests(ctx),
    ...writes,
    ...auditAndSettings(ctx),
    async setReviewRequired(id, actor, reviewRequired) {
      const done = await setReviewRequired(id, actor, reviewRequired);
      return done.ok ? summary(id, actor) : done;
    },
    hasScreen: (id) => ctx.bundled.get(id) !== undefined,
  };
}
