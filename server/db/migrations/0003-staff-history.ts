/**
 * The history of every staff account's role and status (issue 29 item 7): one `staff_grant` row per creation, role
 * change, disable and enable, written by a trigger on `user` whatever code changes it, with who did it when the store
 * said so (`hatid.actor_id` / `hatid.actor_name`, set for the transaction). Append-only. A change request records the
 * newest grant row when it was made (`staff_epoch`), so the approver of a money change can be required to hold their
 * role since before the request, from someone other than its author. Existing accounts get a first row from their
 * creation date.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Adds staff_grant, its trigger on user, and change_request.staff_epoch. */
export const staffHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_grant')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('create', 'role', 'disable', 'enable')`))
      .addColumn('role', 'text')
      .addColumn('from_role', 'text')
      .addColumn('disabled', 'boolean', (c) => c.notNull())
      .addColumn('by_id', 'text')
      .addColumn('by_name', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('staff_grant_user_idx').on('staff_grant').columns(['user_id', 'id']).execute();
    await sql`insert into staff_grant (user_id, kind, role, disabled, by_name, at)
      select id, 'create', role, coalesce(banned, false), 'before the staff history', "createdAt" from "user" order by "createdAt"`.execute(db);
    await sql`
      create function hatid_staff_grant() returns trigger language plpgsql as $$
      declare
        v_by_id text := nullif(current_setting('hatid.actor_id', true), '');
        v_by_name text := nullif(current_setting('hatid.actor_name', true), '');
      begin
        if tg_op = 'INSERT' then
          insert into staff_grant (user_id, kind, role, from_role, disabled, by_id, by_name)
            values (new.id, 'create', new.role, null, coalesce(new.banned, false), v_by_id, v_by_name);
        else
          if new.role is distinct from old.role then
            insert into staff_grant (user_id, kind, role, from_role, disabled, by_id, by_name)
              values (new.id, 'role', new.role, old.role, coalesce(new.banned, false), v_by_id, v_by_name);
          end if;
          if coalesce(new.banned, false) <> coalesce(old.banned, false) then
            insert into staff_grant (user_id, kind, role, from_role, disabled, by_id, by_name)
              values (new.id, case when coalesce(new.banned, false) then 'disable' else 'enable' end, new.role, old.role,
                coalesce(new.banned, false), v_by_id, v_by_name);
          end if;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger user_staff_grant after insert or update of role, banned on "user"
      for each row execute function hatid_staff_grant()`.execute(db);
    await sql`create trigger staff_grant_append_only before update or delete on staff_grant
      for each row execute function hatid_append_only()`.execute(db);
    await db.schema.alterTable('change_request').addColumn('staff_epoch', 'integer').execute();
  },
};
