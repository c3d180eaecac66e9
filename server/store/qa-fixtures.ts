/**
 * QA fixtures kept with the screens in the database (issue 34 item 1). The bundled seed (tests/fixtures/**, shipped with
 * the release like the bundled screens) is what a screen has until the studio writes: a row then stands for that file
 * (edited, renamed, or deleted: text null), and fixtures made in the studio are rows of their own. Each write is checked
 * against the fixture format, raises the fixture's revision (a write from an older revision is refused, so nobody
 * overwrites a change they have not seen) and is audited in the same transaction. A change request may carry proposed
 * updates of its screen's fixtures: the approval replays the screen with them and applies them with the change.
 */
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { QaFixture } from '../../schemas/generated/entities.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import type { CatalogFixture, SeedCatalog } from '../studio-api/fixture-catalog.ts';
import { fixtureProblems, kebabName } from '../studio-api/screen-checks.ts';
import { writeAudit } from './publish-steps.ts';
import { variantFixturesOf } from './variant-fixtures.ts';
import { fail, guarded, iso, ok } from './store-context.ts';
import type { Actor, StoreResult } from './types.ts';

/** A screen's fixture as the studio lists it: the catalog's entry with its revision and where it comes from. */
export interface StoredFixture extends CatalogFixture {
  /** 0 for the bundled seed as shipped; raised by each write. */
  revision: number;
  /** bundled: a file of tests/fixtures (maybe edited since); studio: made in the studio. */
  source: 'bundled' | 'studio';
  /** Who wrote it last and when (absent for the seed as shipped). */
  changed?: { by: string; at: string };
}

/** A proposed update of a fixture, as the reviewer sees it beside the screen's diff. */
export interface FixtureProposal {
  file: string;
  name: string;
  /** The fixture now (absent when it was deleted since). */
  before?: QaFixture;
  after: QaFixture;
  baseRevision: number;
  /** The fixture was written since the proposal: it cannot be applied as it is. */
  stale: boolean;
}

/** Checks a fixture: its problems in plain words, or none. */
function problemsOf(fixture: unknown): string[] {
  if (!isRecord(fixture)) return ['Send the fixture as a JSON object.'];
  return fixtureProblems(fixture, JSON.stringify(fixture, null, 2)).map((p) => p.message);
}

/** The text a fixture is kept as. */
function fixtureText(fixture: Record<string, unknown>): string {
  const { $schema: _schema, ...rest } = fixture;
  return JSON.stringify(rest, null, 2) + '\n';
}

function entryOf(file: string, text: string): Pick<CatalogFixture, 'name' | 'fixture' | 'problems'> {
  const content: unknown = JSON.parse(text);
  const problems = problemsOf(content);
  const name = isRecord(content) && typeof content.name === 'string' ? content.name : file;
  return { name, ...(problems.length === 0 ? { fixture: content as QaFixture } : {}), problems };
}

/** A written fixture as listed. */
function fromRow(
  row: { file: string; text: string; revision: number; author_name: string; updated_at: Date },
  source: StoredFixture['source'],
): StoredFixture {
  return {
    file: row.file,
    ...entryOf(row.file, row.text),
    revision: row.revision,
    source,
    changed: { by: row.author_name, at: iso(row.updated_at) },
  };
}

/** What a write is refused for, or null: the fixture's problems, or a route that draws another screen. */
function refusal(seed: SeedCatalog, screenId: string, fixture: unknown) {
  const problems = problemsOf(fixture);
  if (problems.length > 0)
    return fail(422, 'invalid', `The fixture does not match the QA fixture format; it was not saved: ${problems.slice(0, 3).join('; ')}`);
  const { route, query } = fixture as QaFixture;
  const drawn = seed.screenOfRoute(route, query ?? {});
  if (drawn !== undefined && drawn !== screenId)
    return fail(400, 'bad-request', `The route ${route} opens the screen "${drawn}", not "${screenId}".`);
  return null;
}

/** The fixture store over the database and the bundled seed. */
export function qaFixtures(db: Kysely<Schema>, seed: SeedCatalog, now: () => Date = () => new Date()) {
  const rowsOf = (screenId: string) => db.selectFrom('qa_fixture').selectAll().where('screen_id', '=', screenId).execute();

  async function forScreen(screenId: string): Promise<StoredFixture[]> {
    const rows = new Map((await rowsOf(screenId)).map((r) => [r.file, r]));
    const listed: StoredFixture[] = [];
    for (const entry of seed.forScreen(screenId)) {
      const row = rows.get(entry.file);
      rows.delete(entry.file);
      if (!row) listed.push({ ...entry, revision: 0, source: 'bundled' });
      else if (row.text !== null) listed.push(fromRow({ ...row, text: row.text }, 'bundled'));
    }
    for (const row of rows.values()) if (row.text !== null) listed.push(fromRow({ ...row, text: row.text }, 'studio'));
    return listed.sort((a, b) => a.file.localeCompare(b.file));
  }

  /** The fixture now (row or seed), or undefined when there is none (or it was deleted); read through `on` inside a transaction. */
  async function current(file: string, on: Kysely<Schema> = db): Promise<{ screenId: string; fixture: StoredFixture } | undefined> {
    const row = await on.selectFrom('qa_fixture').selectAll().where('file', '=', file).executeTakeFirst();
    const seeded = seed.byFile(file);
    if (row) {
      if (row.text === null) return undefined;
      return { screenId: row.screen_id, fixture: fromRow({ ...row, text: row.text }, seeded ? 'bundled' : 'studio') };
    }
    return seeded ? { screenId: seeded.screen, fixture: { ...seeded.entry, revision: 0, source: 'bundled' } } : undefined;
  }

  /** Writes a new revision of a fixture (text null: deleted) and its audit entry, inside `tx`. */
  async function write(tx: Kysely<Schema>, actor: Actor, file: string, screenId: string, text: string | null, revision: number, at: Date) {
    await tx
      .insertInto('qa_fixture')
      .values({ file, screen_id: screenId, text, revision, author_id: actor.id, author_name: actor.name, updated_at: at })
      .onConflict((oc) => oc.column('file').doUpdateSet({ text, revision, author_id: actor.id, author_name: actor.name, updated_at: at }))
      .execute();
  }

  /** The refusal of a write from an older revision than the fixture's, or null. */
  const staleRefusal = (found: StoredFixture, revision: unknown) =>
    revision === found.revision
      ? null
      : fail(409, 'stale', `“${found.name}” was changed by ${found.changed?.by ?? 'someone'} since you opened it; open it again to see the change.`);

  return {
    forScreen,
    current,
    /** The fixtures kept for one variant of an experiment (its approved updates), not the screen's. */
    ofVariants: (screenId: string) => variantFixturesOf(db, screenId),

    /** Saves a new fixture of a screen under a file name made from `name` (409 when taken, 422 when malformed). */
    create: (actor: Actor, screenId: string, name: string, fixture: unknown): Promise<StoreResult<StoredFixture>> =>
      guarded(async () => {
        const slug = kebabName(name);
        if (!slug) return fail(400, 'bad-request', 'Name the fixture with letters or digits.');
        const refused = refusal(seed, screenId, fixture);
        if (refused) return refused;
        const file = `studio/${screenId}/${slug}.json`;
        const text = fixtureText(fixture as Record<string, unknown>);
        const at = now();
        const made = await db.transaction().execute(async (tx) => {
          // A name whose fixture was deleted may be saved again (its row goes on from the deleted revision).
          const inserted = await tx
            .insertInto('qa_fixture')
            .values({ file, screen_id: screenId, text, revision: 1, author_id: actor.id, author_name: actor.name, updated_at: at })
            .onConflict((oc) =>
              oc
                .column('file')
                .doUpdateSet({ text, revision: sql<number>`qa_fixture.revision + 1`, author_id: actor.id, author_name: actor.name, updated_at: at })
                .where('qa_fixture.text', 'is', null),
            )
            .returning('revision')
            .executeTakeFirst();
          if (inserted) await writeAudit(tx, actor, 'fixture-create', screenId, { file, name: (fixture as QaFixture).name }, at);
          return inserted?.revision;
        });
        if (made === undefined) return fail(409, 'taken', `There is already a fixture saved as ${file}; pick another name.`);
        return ok({ file, ...entryOf(file, text), revision: made, source: 'studio', changed: { by: actor.name, at: iso(at) } });
      }),

    /** Replaces a fixture (its steps, checks or name) from the revision the writer saw. */
    edit: (actor: Actor, file: string, revision: unknown, fixture: unknown): Promise<StoreResult<StoredFixture>> =>
      guarded(async () => {
        const found = await current(file);
        if (!found) return fail(404, 'not-found', `There is no fixture ${file}.`);
        const refused = staleRefusal(found.fixture, revision) ?? refusal(seed, found.screenId, fixture);
        if (refused) return refused;
        const text = fixtureText(fixture as Record<string, unknown>);
        const at = now();
        const next = found.fixture.revision + 1;
        const name = (fixture as QaFixture).name;
        await db.transaction().execute(async (tx) => {
          await write(tx, actor, file, found.screenId, text, next, at);
          const renamed = name !== found.fixture.name ? { renamedFrom: found.fixture.name } : {};
          await writeAudit(tx, actor, 'fixture-edit', found.screenId, { file, name, revision: next, ...renamed }, at);
        });
        return ok({ ...found.fixture, ...entryOf(file, text), revision: next, changed: { by: actor.name, at: iso(at) } });
      }),

    /** Deletes a fixture (a seed file's stays deleted: the row remembers it). */
    remove: (actor: Actor, file: string, revision: unknown): Promise<StoreResult<{ file: string }>> =>
      guarded(async () => {
        const found = await current(file);
        if (!found) return fail(404, 'not-found', `There is no fixture ${file}.`);
        const refused = staleRefusal(found.fixture, revision);
        if (refused) return refused;
        const at = now();
        await db.transaction().execute(async (tx) => {
          await write(tx, actor, file, found.screenId, null, found.fixture.revision + 1, at);
          await writeAudit(tx, actor, 'fixture-delete', found.screenId, { file, name: found.fixture.name }, at);
        });
        return ok({ file });
      }),

    /** Sets the fixture updates a change request proposes (replacing any it proposed before; none clears them). */
    propose: (actor: Actor, crId: number, screenId: string, updates: unknown): Promise<StoreResult<FixtureProposal[]>> =>
      guarded(async () => {
        if (!Array.isArray(updates) || updates.length > 50 || !updates.every((u) => isRecord(u) && typeof u.file === 'string'))
          return fail(400, 'bad-request', 'Send { updates: [{ file, fixture }] }.');
        const rows: { file: string; base_revision: number; text: string; name: string }[] = [];
        for (const u of updates as { file: string; fixture: unknown }[]) {
          const found = await current(u.file);
          if (!found || found.screenId !== screenId) return fail(400, 'bad-request', `${u.file} is not a fixture of the screen "${screenId}".`);
          const refused = refusal(seed, screenId, u.fixture);
          if (refused) return refused;
          rows.push({
            file: u.file,
            base_revision: found.fixture.revision,
            text: fixtureText(u.fixture as Record<string, unknown>),
            name: found.fixture.name,
          });
        }
        const at = now();
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('fixture_proposal').where('change_request_id', '=', crId).execute();
          if (rows.length > 0)
            await tx
              .insertInto('fixture_proposal')
              .values(rows.map(({ name: _n, ...r }) => ({ ...r, change_request_id: crId, created_at: at })))
              .execute();
          await writeAudit(tx, actor, 'fixture-propose', screenId, { changeRequest: crId, files: rows.map((r) => r.file) }, at);
        });
        return ok(await proposals(crId));
      }),

    proposals,

    /** Applies a change request's proposals inside its approval's transaction, each from the revision it was proposed on. */
    async applyProposals(tx: Kysely<Schema>, actor: Actor, crId: number, screenId: string, at: Date): Promise<void> {
      const rows = await tx.selectFrom('fixture_proposal').selectAll().where('change_request_id', '=', crId).execute();
      for (const r of rows) {
        const found = await current(r.file, tx);
        if (!found || found.fixture.revision !== r.base_revision) continue;
        await write(tx, actor, r.file, screenId, r.text, r.base_revision + 1, at);
        const name = entryOf(r.file, r.text).name;
        await writeAudit(tx, actor, 'fixture-edit', screenId, { file: r.file, name, revision: r.base_revision + 1, changeRequest: crId }, at);
      }
    },
  };

  /** A change request's proposed fixture updates, each with the fixture as it is now. */
  async function proposals(crId: number): Promise<FixtureProposal[]> {
    const rows = await db.selectFrom('fixture_proposal').selectAll().where('change_request_id', '=', crId).orderBy('file').execute();
    const listed: FixtureProposal[] = [];
    for (const r of rows) {
      const found = await current(r.file);
      const after = JSON.parse(r.text) as QaFixture;
      listed.push({
        file: r.file,
        name: found?.fixture.name ?? after.name,
        ...(found?.fixture.fixture ? { before: found.fixture.fixture } : {}),
        after,
        baseRevision: r.base_revision,
        stale: found?.fixture.revision !== r.base_revision,
      });
    }
    return listed;
  }
}

/** The fixture store's calls. */
export type FixtureStore = ReturnType<typeof qaFixtures>;
