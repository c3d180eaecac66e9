/**
 * Screens made in the studio (issue 34 item 5): a duplicate of a screen or a new one from a template, with its own id
 * and route. It starts as version 0 (its starting text, never served) and reaches borrowers like any other change:
 * submitted for review (always required), approved, published on staging first.
 */
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import { madeScreen, screenIdPattern, type BundledScreens } from './bundled-screens.ts';
import { checkText } from './edit-checks.ts';
import { writeAudit } from './publish-steps.ts';
import { fail, guarded, iso, ok, screensChannel, type StoreContext } from './store-context.ts';
import type { Actor, StoreResult } from './types.ts';

/** What the studio sends to make a screen. */
export interface NewScreenInput {
  id: string;
  /** "/promoPage" or "#/promoPage". */
  route: string;
  /** Its starting text (the studio fills the id and title in). */
  text: string;
  /** The id of the screen it duplicates, or "template:<name>". */
  from: string;
}

/** An id made in the studio: lowercase words joined by dashes ("promo-page"), as screens/ names its files. */
export const newScreenIdPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** A route of a made screen: one path step after "/" or "#/" ("/promoPage", "#/promo-page"). */
export const newRoutePattern = /^#?\/[A-Za-z][A-Za-z0-9_-]*$/;

/** Adds every screen made in the studio to the registry (at start, and on each list read for other processes' new ones). */
export async function loadMadeScreens(db: Kysely<Schema>, bundled: BundledScreens): Promise<void> {
  const rows = await db.selectFrom('made_screen').selectAll().execute();
  for (const r of rows)
    bundled.add(madeScreen({ id: r.id, route: r.route, text: r.text, from: r.made_from, by: r.author_name, at: iso(r.created_at) }));
}

/** The refusal of a new screen's fields, or null. */
function checkNew(ctx: StoreContext, input: NewScreenInput) {
  const { id, route, from } = input;
  if (!newScreenIdPattern.test(id) || !screenIdPattern.test(id) || id.length > 60)
    return fail(400, 'bad-request', 'The id is lowercase words joined by dashes, like promo-page.');
  if (ctx.bundled.get(id)) return fail(409, 'taken', `There is already a screen "${id}".`);
  if (!newRoutePattern.test(route)) return fail(400, 'bad-request', 'The route is / or #/ and one word, like /promoPage.');
  const lower = route.toLowerCase();
  const holder = ctx.bundled.ids.find((other) => ctx.bundled.get(other)?.routes.some((r) => r.path.toLowerCase() === lower));
  if (holder) return fail(409, 'taken', `The route ${route} already opens the screen "${holder}".`);
  if (!from.startsWith('template:') && !ctx.bundled.get(from)) return fail(400, 'bad-request', `No screen "${from}" to duplicate.`);
  return checkText(ctx, id, input.text);
}

/** The store's calls for made screens. */
export function madeScreens(ctx: StoreContext) {
  return {
    /** Makes a screen (editors): 409 'taken' for an id or route in use, 422 for a text with errors. */
    createScreen: (actor: Actor, input: NewScreenInput): Promise<StoreResult<{ id: string }>> =>
      guarded(async () => {
        const refused = checkNew(ctx, input);
        if (refused) return refused;
        const now = ctx.now();
        const made = await ctx.db.transaction().execute(async (tx) => {
          const inserted = await tx
            .insertInto('made_screen')
            .values({
              id: input.id,
              route: input.route,
              made_from: input.from,
              text: input.text,
              author_id: actor.id,
              author_name: actor.name,
              created_at: now,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return false;
          // A new screen is always reviewed: nobody has seen it yet.
          await tx
            .insertInto('screen')
            .values({ id: input.id, review_required: true, created_at: now })
            .onConflict((oc) => oc.column('id').doUpdateSet({ review_required: true }))
            .execute();
          await writeAudit(tx, actor, 'screen-create', input.id, { from: input.from, route: input.route }, now);
          await sql`select pg_notify(${screensChannel}, ${input.id})`.execute(tx);
          return true;
        });
        if (!made) return fail(409, 'taken', `The id "${input.id}" or the route ${input.route} was taken meanwhile.`);
        ctx.bundled.add(madeScreen({ ...input, by: actor.name, at: now.toISOString() }));
        return ok({ id: input.id });
      }),
  };
}
