/**
 * Failed sign-ins, counted so that traffic without an account cannot grow a table at will (issue 29 item 9): the first
 * failure of an address in a minute writes one audit row ('sign-in-failed'), later ones only count beside it
 * (`sign_in_failure`: attempts, of which rate limited, the last e-mail typed); past ten addresses in a minute the rest
 * are counted together under '*'. What was typed is kept to 64 visible characters, the address to 64 address
 * characters. Each failure also prunes better-auth's rate-limit rows of windows long past (it prunes only when an
 * address comes back, so addresses that never return piled up).
 */
import { sql } from 'kysely';
import { guarded, iso, ok, type StoreContext } from './store-context.ts';
import type { StoreResult } from './types.ts';

/** Addresses a minute with audit rows of their own; the rest share one. */
export const addressesPerMinute = 10;

/** Rate-limit rows older than this are of no window any more (better-auth's longest here is 60 s). */
const rateLimitKeepMs = 10 * 60_000;

/** Serializes the counting of failures (so the per-minute cap and the one audit row per address hold exactly). */
const failureLock = 290_009;

/** Text someone typed, as the audit may keep it: visible characters only, spaces collapsed, at most `max` long. */
export function keptText(text: string, max = 64): string {
  const visible = text.replace(/\p{C}/gu, '').replace(/\s+/g, ' ').trim();
  return visible.length > max ? `${visible.slice(0, max - 1)}…` : visible;
}

/** A client address as the audit keeps it: address characters only, at most 64. */
export function keptAddress(address: string): string {
  const cleaned = address.replace(/[^0-9A-Za-z:.%_-]/g, '').slice(0, 64);
  return cleaned || 'unknown';
}

/** What a failure adds to a 'sign-in-failed' audit entry's detail. */
export interface FailureCounts {
  address: string;
  attempts: number;
  rateLimited: number;
  lastEmail: string;
}

/** recordSignInFailure, and the counts of audit entries for listAudit. */
export function signInFailures(ctx: StoreContext) {
  return {
    /** Counts one failed sign-in (a refusal or a 429) of `address`, writing an audit row only for the first in its minute. */
    recordSignInFailure: (input: { address: string; email: string; rateLimited: boolean }): Promise<StoreResult<null>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<null>> => {
          const now = ctx.now();
          const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
          const email = keptText(input.email);
          const limited = input.rateLimited ? 1 : 0;
          await sql`select pg_advisory_xact_lock(${failureLock})`.execute(tx);
          const counted = (address: string) =>
            tx.selectFrom('sign_in_failure').select('address').where('minute', '=', minute).where('address', '=', address).executeTakeFirst();
          let address = keptAddress(input.address);
          if (!(await counted(address))) {
            const others = await tx
              .selectFrom('sign_in_failure')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('minute', '=', minute)
              .where('address', '<>', '*')
              .executeTakeFirstOrThrow();
            if (Number(others.n) >= addressesPerMinute) address = '*';
          }
          if (await counted(address)) {
            await tx
              .updateTable('sign_in_failure')
              .set((eb) => ({ attempts: eb('attempts', '+', 1), rate_limited: eb('rate_limited', '+', limited), last_email: email }))
              .where('minute', '=', minute)
              .where('address', '=', address)
              .execute();
          } else {
            const audit = await tx
              .insertInto('audit_log')
              .values({
                at: now,
                actor_id: null,
                actor_name: email || 'unknown',
                action: 'sign-in-failed',
                screen_id: null,
                detail: JSON.stringify({ address, minute: iso(minute) }),
                ip: address === '*' ? null : address,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await tx
              .insertInto('sign_in_failure')
              .values({ minute, address, attempts: 1, rate_limited: limited, last_email: email, audit_id: audit.id })
              .execute();
          }
          await tx
            .deleteFrom('rateLimit')
            .where('lastRequest', '<', String(Date.now() - rateLimitKeepMs))
            .execute();
          return ok(null);
        }),
      ),

    /** The counts behind 'sign-in-failed' audit rows, by audit id. */
    async failureCounts(auditIds: number[]): Promise<Map<number, FailureCounts>> {
      if (auditIds.length === 0) return new Map();
      const rows = await ctx.db.selectFrom('sign_in_failure').selectAll().where('audit_id', 'in', auditIds).execute();
      return new Map(
        rows.map((r) => [r.audit_id, { address: r.address, attempts: r.attempts, rateLimited: r.rate_limited, lastEmail: r.last_email }]),
      );
    },
  };
}
