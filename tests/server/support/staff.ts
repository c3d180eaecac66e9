/** Staff members for store tests: rows in better-auth's user table and the actors the store takes. */
import type { Kysely } from 'kysely';
import type { Schema } from '../../../server/db/schema.ts';
import type { Actor, Role } from '../../../server/store/types.ts';
import { fingerprint, isTranslations } from '../../../renderer/core/i18n/translations.ts';

/** Adds a user row and answers the actor. */
export async function addStaff(db: Kysely<Schema>, id: string, name: string, role: Role): Promise<Actor> {
  await db
    .insertInto('user')
    .values({ id, name, email: `${id}@hatid.test`, emailVerified: true, image: null, role, banned: false, banReason: null, banExpires: null })
    .execute();
  return { id, name, role, ip: '127.0.0.1' };
}

/** The usual cast: an editor, a second editor, two reviewers and an admin. */
export async function addCast(db: Kysely<Schema>) {
  return {
    editor: await addStaff(db, 'ed', 'Eddie Editor', 'editor'),
    editor2: await addStaff(db, 'em', 'Emma Editor', 'editor'),
    reviewer: await addStaff(db, 'ana', 'Ana Reyes', 'reviewer'),
    reviewer2: await addStaff(db, 'rob', 'Rob Santos', 'reviewer'),
    admin: await addStaff(db, 'adm', 'Ada Admin', 'admin'),
  };
}

/**
 * A screen text with its title changed (a valid edit of a bundled screen). A title written in English and Filipino
 * stays so, both the new words (a money screen refuses an English-only or stale title).
 */
export function retitled(text: string, title: string): string {
  const doc = JSON.parse(text) as Record<string, unknown>;
  const next = isTranslations(doc.title) ? { en: title, fil: title, filFrom: fingerprint(title) } : title;
  return JSON.stringify({ ...doc, title: next }, null, 2) + '\n';
}
