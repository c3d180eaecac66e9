/** What each staff role may do, in words for the admin. */
import type { Role } from '../studio-api.ts';

/** One line per role: what it adds to the roles before it. */
export const roleWords: Record<Role, string> = {
  viewer: 'looks at screens, reviews and the audit log',
  editor: 'also edits screens and sends changes for review',
  reviewer: "also approves other people's changes, promotes and rolls back",
  admin: 'also manages staff accounts and review rules',
};

/** "a viewer", "an editor", "an admin". */
export function aRole(role: Role): string {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}
