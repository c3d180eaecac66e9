/** What each staff role may do in the studio (the server checks the same; this only decides what is shown). */
import { roles, type Role } from '../studio-api-types.ts';

/** True when `role` is `least` or stronger (viewer < editor < reviewer < admin). */
export function atLeast(role: Role, least: Role): boolean {
  return roles.indexOf(role) >= roles.indexOf(least);
}

/** The role as staff read it: "Viewer", "Editor", "Reviewer", "Admin". */
export function roleWord(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
