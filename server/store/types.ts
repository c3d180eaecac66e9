/**
 * The screen store's types. Their shapes are the studio API's (studio/studio-api-types.ts, /work/notes/studio-api-contract.md),
 * so a route can answer a store value as it is.
 */
import type { Behind, Waiting } from './request-merge.ts';

/** A staff role, weakest first. */
export type Role = 'viewer' | 'editor' | 'reviewer' | 'admin';

/** Every role, weakest first: each can do what the ones before it can. */
export const roles: readonly Role[] = ['viewer', 'editor', 'reviewer', 'admin'];

/** A delivery channel. */
export type Channel = 'staging' | 'production';

/** Both channels, staging first. */
export const channels: readonly Channel[] = ['staging', 'production'];

/** Who does something: the signed-in staff member (ip, when known, goes into the audit log). */
export interface Actor {
  id: string;
  name: string;
  role: Role;
  ip?: string | null;
}

/** A problem of a screen text at a place, as `npm run validate` reports it. */
export interface Problem {
  severity: 'error' | 'warning';
  pointer: string;
  message: string;
  line: number;
  column: number;
  from: number;
  to: number;
}

/** A route of screens/routes.json. */
export interface ScreenRoute {
  path: string;
  example?: string;
}

/** One version of a screen; version 0 is the copy bundled with the app (author 'bundled', at ''). */
export interface VersionInfo {
  version: number;
  at: string;
  author: string;
  reason: string;
  rollbackOf?: number;
  changeRequestId?: number;
  baseVersion: number;
  /** A version published by approving a change request: the request's author (`author` is who approved it). */
  changeBy?: string;
}

/** A version with its text. */
export interface VersionText extends VersionInfo {
  text: string;
}

/** What is live on a channel now (version 0 since '' by 'bundled' when nothing was ever released there). */
export interface ChannelState {
  version: number;
  since: string;
  by: string;
}

/** One row of a channel's release history. */
export interface ReleaseInfo {
  channel: Channel;
  version: number;
  kind: 'publish' | 'promote' | 'rollback';
  by: string;
  at: string;
}

/** A screen in the studio's list. */
export interface ScreenSummary {
  id: string;
  title: string;
  /** The title in Filipino, when written. */
  titleFil?: string;
  routes: ScreenRoute[];
  live: Record<Channel, ChannelState>;
  latest: VersionInfo | null;
  reviewRequired: boolean;
  money: boolean;
  openChangeRequests: number;
  hasMyDraft: boolean;
  /** What the search looks in, from the newest version's text (server/store/screen-search.ts). */
  find: ScreenFind;
  /** Set for a screen made in the studio (a duplicate or from a template): live nowhere until its first approval. */
  made?: MadeInfo;
}

/** Where a screen made in the studio came from, who made it and when. */
export interface MadeInfo {
  /** The id of the screen it duplicates, or "template:<name>". */
  from: string;
  by: string;
  at: string;
}

/** What the studio's screen search finds a screen by, besides its title, id and routes. */
export interface ScreenFind {
  /** Every text the borrower reads, English and Filipino. */
  texts: string[];
  /** The widget types it uses. */
  widgets: string[];
  /** The endpoints it calls or loads. */
  endpoints: string[];
}

/** A staff member's unsubmitted edit. */
export interface Draft {
  text: string;
  baseVersion: number;
  updatedAt: string;
}

/** A screen opened in the studio: live texts and the viewer's own draft. */
export interface ScreenDetail extends ScreenSummary {
  /** The production live text. */
  text: string;
  bundledText: string;
  stagingText: string;
  draft: Draft | null;
}

/** Someone else who has the screen open. */
export interface Presence {
  userId: string;
  name: string;
  role: Role;
  editing: boolean;
  seenAt: string;
}

/** A reviewer's decision. */
export interface Review {
  reviewer: string;
  decision: 'approve' | 'request_changes';
  comment: string;
  at: string;
}

/** A change request's status. */
export type ChangeRequestStatus = 'open' | 'changes_requested' | 'approved' | 'withdrawn';

/** A submitted edit waiting for (or past) review. */
export interface ChangeRequest {
  id: number;
  screenId: string;
  author: string;
  authorId: string;
  reason: string;
  baseVersion: number;
  target: Channel;
  status: ChangeRequestStatus;
  money: boolean;
  createdAt: string;
  updatedAt: string;
  publishedVersion: number | null;
  reviews: Review[];
  /** How it goes live once approved (none: at once): steps of a rollout, a time (ISO), or both. */
  plan?: { rollout?: { steps: number[]; advance: 'reviewer' | 'schedule'; everyMinutes?: number }; at?: string };
  /** A variant of an experiment: approving it holds it ready until the experiment starts. */
  experiment?: { id: number; variant: string };
}

/** A change request with its text and the text of its base version (0 = bundled). */
export interface ChangeRequestDetail extends ChangeRequest {
  text: string;
  baseText: string;
  /** Open and made from an older version than the newest: the merge onto the newest (request-merge.ts); else null. */
  behind: Behind | null;
  /** Other open requests on the same screen. */
  waiting: Waiting[];
}

/** One audit log entry. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  screenId: string | null;
  detail: Record<string, unknown>;
}

/** A store refusal: the HTTP status and body the studio API answers with. */
export interface StoreFailure {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422 | 503;
  /** 'stale' (409 someone published since the base), 'forbidden' (403 a store rule), 'db-down' (503), 'not-found', 'invalid', 'bad-request', 'conflict'. */
  code: string;
  message: string;
  problems?: Problem[];
  /** On 'stale': what is live/latest now (null when that is the bundled copy). */
  published?: VersionInfo | null;
}

/** A store answer: the value, or why not. */
export type StoreResult<T> = { ok: true; value: T } | StoreFailure;

/** The JSON body of a refusal (the status goes on the response). */
export function failureBody(failure: StoreFailure): { message: string; code: string; problems?: Problem[]; published?: VersionInfo | null } {
  const { ok: _ok, status: _status, ...body } = failure;
  return body;
}
