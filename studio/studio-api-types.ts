/**
 * The studio API's shapes, shared by the server's routes (server/studio-api/) and the studio's client
 * (studio/studio-api.ts). The screen store's shapes are the API's (type-only: nothing of the server reaches the page).
 */
import type { Role } from '../server/store/types.ts';

export type { Manifest } from '../renderer/core/validation/check-capabilities.ts';
export type { Capabilities } from '../server/store/capability-manifests.ts';
export type { Behind, NamedConflict, Waiting } from '../server/store/request-merge.ts';

export type {
  AuditEntry,
  ChangeRequest,
  ChangeRequestDetail,
  ChangeRequestStatus,
  Channel,
  ChannelState,
  Draft,
  Presence,
  Problem,
  ReleaseInfo,
  Review,
  Role,
  ScreenDetail,
  ScreenRoute,
  ScreenSummary,
  VersionInfo,
  VersionText,
} from '../server/store/types.ts';

/** Every role, weakest first: each can do what the ones before it can. */
export const roles: readonly Role[] = ['viewer', 'editor', 'reviewer', 'admin'];

/** The signed-in staff member. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** GET /studio-api/session: who is signed in, the CSRF token every write sends as X-CSRF-Token, and whether the sandbox lender is mounted. */
export interface SessionInfo {
  user: SessionUser;
  csrfToken: string;
  sandbox: boolean;
}

/** A staff account as the admin's user list shows it. */
export interface StaffUser extends SessionUser {
  disabled: boolean;
  createdAt: string;
}

/** POST /studio-api/users: a new staff account (password at least 12 characters). */
export interface NewStaffUser {
  email: string;
  name: string;
  role: Role;
  password: string;
}

/** An edit sent for review or published: the text, the version it started from, why, and where it goes live. */
export interface EditRequest {
  text: string;
  baseVersion: number;
  reason: string;
  target: 'staging' | 'production';
  /** How it goes live once approved (studio/releases/): steps of a rollout, a time, or both; none: at once. */
  plan?: { rollout?: { steps: number[]; advance: 'reviewer' | 'schedule'; everyMinutes?: number }; at?: string };
}
