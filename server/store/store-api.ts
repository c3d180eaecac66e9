/**
 * What the screen store offers the studio API (helper B's routes) and the delivery. Every method answers a
 * StoreResult: a refusal carries the HTTP status, code and message to answer with; a database that does not answer
 * gives `{ status: 503, code: 'db-down' }` (other errors throw). Roles are checked by the routes; the store enforces
 * its own rules too: nobody approves their own change request, and a screen that can reach a money or account
 * endpoint is never published without a second person.
 */
import type { NewScreenInput } from './made-screens.ts';
import type { AuditFacets, AuditFilter } from './audit-query.ts';
import type { NewStaff, StaffAccount, StaffActor } from './staff-accounts.ts';
import type { Tx } from './publish-steps.ts';
import type {
  Actor,
  AuditEntry,
  ChangeRequest,
  ChangeRequestDetail,
  ChangeRequestStatus,
  Channel,
  ChannelState,
  Draft,
  Presence,
  ReleaseInfo,
  ScreenDetail,
  ScreenSummary,
  StoreResult,
  VersionInfo,
  VersionText,
} from './types.ts';

/** A new edit: the text, the version it started from (the screen's latest version when the editor opened it, 0 = none), why, and where it goes live. */
export interface EditInput {
  text: string;
  baseVersion: number;
  reason: string;
  target: Channel;
  /** How it goes live once approved (release-plans.ts checks it): { rollout?: { steps, advance, everyMinutes? }, at? }; none: at once. */
  plan?: unknown;
}

/** What the audit log records besides the store's own writes (sign-in, users…). */
export interface AuditInput {
  /** null for an unknown person (a failed sign-in). */
  actor: Pick<Actor, 'id' | 'name' | 'ip'> | { id: null; name: string; ip?: string | null } | null;
  action: string;
  screenId?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes that belong to an approval (its fixture updates), made in its transaction at its time. */
export type ApprovalWrites = (tx: Tx, at: Date) => Promise<void>;

/** The screen store. */
export interface Store {
  /** Every bundled screen, sorted by id, with what is live and this viewer's draft flag. */
  listScreens(viewer: Actor): Promise<StoreResult<ScreenSummary[]>>;
  /** One screen with its live texts and the viewer's own draft (404 for an id that is not a bundled screen). */
  getScreen(id: string, viewer: Actor): Promise<StoreResult<ScreenDetail>>;
  /** Every version newest first, ending with version 0 (the bundled copy). */
  listVersions(id: string): Promise<StoreResult<VersionInfo[]>>;
  /** One version with its text (0 = the bundled copy); 404 when there is none. */
  getVersion(id: string, version: number): Promise<StoreResult<VersionText>>;
  /** The release history of both channels, newest first. */
  listReleases(id: string): Promise<StoreResult<ReleaseInfo[]>>;

  /** Makes a screen in the studio, a duplicate or from a template (audit 'screen-create'); always reviewed before it is live. */
  createScreen(actor: Actor, input: NewScreenInput): Promise<StoreResult<{ id: string }>>;

  /** Saves the actor's draft (audit 'draft-save') and answers who else has the screen open. */
  saveDraft(id: string, actor: Actor, input: { text: string; baseVersion: number }): Promise<StoreResult<{ draft: Draft; others: Presence[] }>>;
  /** The actor's draft, or null. */
  getDraft(id: string, actor: Actor): Promise<StoreResult<Draft | null>>;
  /** Drops the actor's draft (audit 'draft-discard' when there was one). */
  discardDraft(id: string, actor: Actor): Promise<StoreResult<null>>;
  /** Records that the actor has the screen open (editing or not) and answers the others seen within 60 s. */
  heartbeat(id: string, actor: Actor, input: { editing: boolean }): Promise<StoreResult<{ others: Presence[] }>>;

  /** Submits an edit for review: 422 with problems for an invalid text, 409 'stale' when a version was published since its base; clears the author's draft (audit 'submit'). */
  submitChangeRequest(id: string, actor: Actor, input: EditInput): Promise<StoreResult<ChangeRequest>>;
  /** Change requests, newest first, by status and/or screen. */
  listChangeRequests(filter: { status?: ChangeRequestStatus; screenId?: string }): Promise<StoreResult<ChangeRequest[]>>;
  /** One change request with its text and its base version's text. */
  getChangeRequest(crId: number): Promise<StoreResult<ChangeRequestDetail>>;
  /**
   * Approves an open request: publishes its text as a new version and makes it live on its target (production makes
   * staging live too), in one transaction with the screen row locked. 403 'forbidden' for the author, 409 'stale' when
   * a version was published since the request's base (message names who), 409 'conflict' when it is not open, 409
   * 'pending-release' while a rollout, schedule or experiment is under way on its channel. A request with a release plan
   * goes live by it (release-plans.ts); an experiment's variant is only held ready (version null). `alsoWrite` runs
   * in the approval's transaction once it went through (the request's fixture updates): a failure there undoes it.
   */
  approve(
    crId: number,
    actor: Actor,
    input: { comment?: string; alsoWrite?: ApprovalWrites },
  ): Promise<StoreResult<{ changeRequest: ChangeRequest; version: VersionInfo | null }>>;
  /**
   * Carries a request made from an older version onto the newest (three-way merge; 'ours'/'theirs' per conflicting
   * pointer): by its author or a reviewer, audited 'update-request' (request-merge.ts).
   */
  updateFromLatest(
    crId: number,
    actor: Actor,
    input: { fromVersion: unknown; resolutions: unknown },
  ): Promise<StoreResult<{ id: number; baseVersion: number }>>;
  /** Asks the author for changes (comment required; not the author). */
  requestChanges(crId: number, actor: Actor, input: { comment: string }): Promise<StoreResult<ChangeRequest>>;
  /** The author takes back an open or changes-requested request. */
  withdraw(crId: number, actor: Actor): Promise<StoreResult<ChangeRequest>>;

  /** Publishes without review: only when the screen needs no review and neither it nor the text reaches a money endpoint (else 403 'forbidden'). */
  publish(id: string, actor: Actor, input: EditInput): Promise<StoreResult<VersionInfo>>;
  /** Makes `version` live on production; it must be or have been live on staging; `baseVersion` = production's live version as the caller saw it. */
  promote(id: string, actor: Actor, input: { version: number; baseVersion: number }): Promise<StoreResult<ChannelState>>;
  /** Publishes the text of `version` (0 = bundled) again as a new version (rollbackOf) live on `channel` (production rolls staging back too); `baseVersion` = the channel's live version as the caller saw it. */
  rollback(
    id: string,
    actor: Actor,
    input: { version: number; channel: Channel; baseVersion: number; reason?: string },
  ): Promise<StoreResult<VersionInfo>>;
  /** Sets whether the screen needs review (money screens always do; audit 'settings'). */
  setReviewRequired(id: string, actor: Actor, reviewRequired: boolean): Promise<StoreResult<ScreenSummary>>;

  /** Appends an audit entry (for what the store does not record itself: sign-in, sign-out). */
  appendAudit(entry: AuditInput): Promise<StoreResult<null>>;
  /**
   * Counts a failed sign-in (refused or rate limited) of an address: one audit row per address and minute, at most ten
   * addresses a minute (the rest together), the typed text kept short; listAudit shows the counts in its detail.
   */
  recordSignInFailure(input: { address: string; email: string; rateLimited: boolean }): Promise<StoreResult<null>>;
  /**
   * Audit entries newest first: by screen, person, action and time (from ≤ at < to), before an id (paging), at most
   * `limit` (≤ 200, default 50); `all` for an export (up to audit-query.ts's exportLimit). 400 for a malformed time.
   */
  listAudit(filter: AuditFilter, options?: { all?: boolean }): Promise<StoreResult<AuditEntry[]>>;
  /** The people, actions and screens the audit log names (its filter's choices). */
  auditFacets(): Promise<StoreResult<AuditFacets>>;

  /** Staff accounts, by name. */
  listStaff(): Promise<StoreResult<StaffAccount[]>>;
  /** One staff account by id or e-mail, or null. */
  findStaff(where: { id?: string; email?: string }): Promise<StoreResult<StaffAccount | null>>;
  /** Creates a staff account (409 for a taken e-mail; 403 when the acting admin no longer is one); audited in the same transaction. */
  createStaff(actor: StaffActor, input: NewStaff): Promise<StoreResult<StaffAccount>>;
  /**
   * Changes a staff account's role or status in one transaction with the admins' rows locked and the audit row: 403
   * 'own-account' for your own, 403 'role' when the acting admin no longer is one, 409 for the last active admin.
   */
  updateStaff(actor: StaffActor, id: string, change: { role?: unknown; disabled?: unknown }): Promise<StoreResult<StaffAccount>>;

  /** An admin sets someone else's password (hashed): their sessions end; audit 'password-reset' (staff-accounts.ts). */
  resetStaffPassword(actor: StaffActor, id: string, passwordHash: string): Promise<StoreResult<StaffAccount>>;

  /** A server-wide setting, created with `make()` the first time (every instance then reads the same value). */
  setting(key: string, make: () => string): Promise<StoreResult<string>>;
  /** True for an id of a bundled screen (anything else is a 404). */
  hasScreen(id: string): boolean;
}
