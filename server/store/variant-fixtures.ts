/**
 * QA fixtures scoped to one variant of an experiment (issue 30, journey c). A variant's change request proposes fixture
 * updates like any change (the check that follows a text the variant changes on purpose); approving it keeps them here
 * for that variant only: replaying that variant's text uses them, while the control and every other variant keep the
 * screen's fixtures as they are. Ending the experiment carries the shipped variant's updates into the change request
 * that ships it (as its proposals, for the normal review) and drops every other.
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { writeAudit, type Tx } from './publish-steps.ts';
import { iso } from './store-context.ts';
import type { Actor } from './types.ts';

/** A variant's own version of a screen fixture, as the Fixtures view lists it. */
export interface VariantFixture {
  file: string;
  name: string;
  fixture: QaFixture;
  experiment: { id: number; name: string; status: string; variant: string };
  /** The variant's change request that proposed it, and who wrote it. */
  changeRequestId: number;
  by: string;
  at: string;
}

/** Keeps a variant change request's proposed fixture updates for that variant only, audited, inside its approval's transaction. */
export async function keepForVariant(
  tx: Tx,
  actor: Actor,
  crId: number,
  screenId: string,
  variant: { id: number; variant: string },
  at: Date,
): Promise<void> {
  const rows = await tx.selectFrom('fixture_proposal').selectAll().where('change_request_id', '=', crId).execute();
  if (rows.length === 0) return;
  const cr = await tx.selectFrom('change_request').select('author_name').where('id', '=', crId).executeTakeFirstOrThrow();
  for (const r of rows) {
    const values = { text: r.text, base_revision: r.base_revision, change_request_id: crId, author_name: cr.author_name, created_at: at };
    await tx
      .insertInto('variant_fixture')
      .values({ experiment_id: variant.id, variant_key: variant.variant, file: r.file, screen_id: screenId, ...values })
      .onConflict((oc) => oc.columns(['experiment_id', 'variant_key', 'file']).doUpdateSet(values))
      .execute();
    const name = (JSON.parse(r.text) as QaFixture).name;
    const detail = { file: r.file, name, changeRequest: crId, experimentId: variant.id, variant: variant.variant };
    await writeAudit(tx, actor, 'fixture-variant', screenId, detail, at);
  }
}

/** One variant's own fixtures by file (the text and the screen fixture's revision it was made from). */
export async function fixturesOfVariant(db: Kysely<Schema>, experimentId: number, key: string): Promise<Map<string, QaFixture>> {
  const rows = await db
    .selectFrom('variant_fixture')
    .select(['file', 'text'])
    .where('experiment_id', '=', experimentId)
    .where('variant_key', '=', key)
    .execute();
  return new Map(rows.map((r) => [r.file, JSON.parse(r.text) as QaFixture]));
}

/** The variant-scoped fixtures of a screen (of its draft and running experiments: ending one settles them). */
export async function variantFixturesOf(db: Kysely<Schema>, screenId: string): Promise<VariantFixture[]> {
  const rows = await db
    .selectFrom('variant_fixture as f')
    .innerJoin('experiment as e', 'e.id', 'f.experiment_id')
    .select(['f.file', 'f.text', 'f.variant_key', 'f.change_request_id', 'f.author_name', 'f.created_at', 'e.id', 'e.name', 'e.status'])
    .where('f.screen_id', '=', screenId)
    .orderBy('e.id', 'desc')
    .orderBy('f.variant_key')
    .orderBy('f.file')
    .execute();
  return rows.map((r) => {
    const fixture = JSON.parse(r.text) as QaFixture;
    return {
      file: r.file,
      name: fixture.name,
      fixture,
      experiment: { id: r.id, name: r.name, status: r.status, variant: r.variant_key },
      changeRequestId: r.change_request_id,
      by: r.author_name,
      at: iso(r.created_at),
    };
  });
}

/**
 * Settles an experiment's variant-scoped fixtures as it ends (or is cancelled), inside its transaction: with `ship`, the
 * shipped variant's become the proposals of the change request that ships it (from the revision they were made on, so
 * a fixture changed since shows as such in the review); every row of the experiment is dropped. Answers the files carried.
 */
export async function settleVariantFixtures(tx: Tx, experimentId: number, ship: { key: string; changeRequestId: number } | null, at: Date) {
  let carried: string[] = [];
  if (ship) {
    const rows = await tx
      .selectFrom('variant_fixture')
      .select(['file', 'text', 'base_revision'])
      .where('experiment_id', '=', experimentId)
      .where('variant_key', '=', ship.key)
      .execute();
    if (rows.length > 0)
      await tx
        .insertInto('fixture_proposal')
        .values(rows.map((r) => ({ ...r, change_request_id: ship.changeRequestId, created_at: at })))
        .execute();
    carried = rows.map((r) => r.file);
  }
  await tx.deleteFrom('variant_fixture').where('experiment_id', '=', experimentId).execute();
  return carried;
}
