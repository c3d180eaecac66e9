/**
 * The studio's typed client of the server's `/studio-api` (server/studio-api/). Shapes: studio/studio-api-types.ts.
 *
 * Every write is a JSON POST carrying the session's CSRF token (X-CSRF-Token); the session cookie is HttpOnly and
 * SameSite=Strict. Failures: every function resolves with the answer on a 2xx status and otherwise THROWS a
 * `StudioApiError` with the HTTP status, the server's `code` and `message` and, where sent, `problems` (422) and
 * `published` (409 'stale': what was published meanwhile). No answer at all is status 0. A 401 ('signed-out': no
 * session, or it expired) also tells the listeners of `onSignedOut`, so the studio asks to sign in again.
 */
import type {
  AuditEntry,
  Capabilities,
  ChangeRequest,
  ChangeRequestDetail,
  ChangeRequestStatus,
  Channel,
  ChannelState,
  Draft,
  EditRequest,
  NewStaffUser,
  Presence,
  Problem,
  ReleaseInfo,
  Role,
  ScreenDetail,
  ScreenSummary,
  SessionInfo,
  StaffUser,
  VersionInfo,
  VersionText,
} from './studio-api-types.ts';

import { reportFor, type FixtureReport, type ListedFixture } from './fixture/fixture-report.ts';

export type * from './studio-api-types.ts';

/** A failed studio API call: status (0 = no answer), code, message, and the problems or the version published meanwhile. */
export class StudioApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problems: Problem[];
  readonly published: VersionInfo | null;

  constructor(status: number, message: string, problems: Problem[] = [], published: VersionInfo | null = null, code = '') {
    super(message);
    this.name = 'StudioApiError';
    this.status = status;
    this.code = code;
    this.problems = problems;
    this.published = published;
  }
}

const base = '/studio-api';
let csrfToken = '';
const signedOutListeners = new Set<() => void>();

/** Calls `listener` whenever a call answers 401 (signed out or session expired); returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProblem(value: unknown): value is Problem {
  return isRecord(value) && typeof value.pointer === 'string' && typeof value.message === 'string';
}

function isVersion(value: unknown): value is VersionInfo {
  return isRecord(value) && typeof value.version === 'number' && typeof value.author === 'string';
}

async function request<T>(path: string, body?: unknown): Promise<T> {
  const post = body !== undefined;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: post ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: post ? { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrfToken } : { Accept: 'application/json' },
      body: post ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new StudioApiError(0, `The studio server did not answer: ${err instanceof Error ? err.message : String(err)}`, [], null, 'no-answer');
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (!response.ok) {
    const info = isRecord(answer) ? answer : {};
    const message = typeof info.message === 'string' ? info.message : `The studio server answered ${response.status}.`;
    const problems = Array.isArray(info.problems) ? info.problems.filter(isProblem) : [];
    const published = isVersion(info.published) ? info.published : null;
    const code = typeof info.code === 'string' ? info.code : '';
    if (response.status === 401) for (const listener of signedOutListeners) listener();
    throw new StudioApiError(response.status, message, problems, published, code);
  }
  return answer as T;
}

const screenPath = (id: string) => `/screens/${encodeURIComponent(id)}`;

/** Who is signed in (and the CSRF token, kept for every write), or null when nobody is. */
export async function getSession(): Promise<SessionInfo | null> {
  try {
    const session = await request<SessionInfo>('/session');
    csrfToken = session.csrfToken;
    return session;
  } catch (err) {
    if (err instanceof StudioApiError && err.status === 401) return null;
    throw err;
  }
}

/** Signs in with e-mail and password; throws 401 ('Invalid email or password') or 429 (too many tries). */
export async function signIn(email: string, password: string): Promise<SessionInfo> {
  await request<unknown>('/auth/sign-in/email', { email, password });
  const session = await getSession();
  if (!session) throw new StudioApiError(401, 'The sign-in did not start a session.', [], null, 'signed-out');
  return session;
}

/** Ends the session. */
export async function signOut(): Promise<void> {
  await request<unknown>('/auth/sign-out', {});
  csrfToken = '';
}

/** Every screen with its title, routes, what is live on each channel and whether it needs review. */
export async function listScreens(): Promise<ScreenSummary[]> {
  return (await request<{ screens: ScreenSummary[] }>('/screens')).screens;
}

/** A screen's live texts (production, staging, bundled) and the signed-in person's own server draft. */
export async function getScreen(id: string): Promise<ScreenDetail> {
  return request<ScreenDetail>(screenPath(id));
}

/** A screen's versions, newest first, ending with version 0 (the copy bundled with the app). */
export async function listVersions(id: string): Promise<VersionInfo[]> {
  return (await request<{ versions: VersionInfo[] }>(`${screenPath(id)}/versions`)).versions;
}

/** The text of one version (0 = the bundled copy). */
export async function getVersion(id: string, version: number): Promise<VersionText> {
  return request<VersionText>(`${screenPath(id)}/versions/${version}`);
}

/** What went live on each channel and when, newest first. */
export async function listReleases(id: string): Promise<ReleaseInfo[]> {
  return (await request<{ releases: ReleaseInfo[] }>(`${screenPath(id)}/releases`)).releases;
}

/** Saves the signed-in editor's draft on the server; answers it and who else has the screen open. */
export async function saveServerDraft(id: string, draft: { text: string; baseVersion: number }): Promise<{ draft: Draft; others: Presence[] }> {
  return request(`${screenPath(id)}/draft`, draft);
}

/** Drops the signed-in editor's server draft. */
export async function discardServerDraft(id: string): Promise<void> {
  await request<unknown>(`${screenPath(id)}/draft/discard`, {});
}

/** Says the screen is open here (editing or only looking); answers who else has it open. */
export async function heartbeat(id: string, editing: boolean): Promise<Presence[]> {
  return (await request<{ others: Presence[] }>(`${screenPath(id)}/presence`, { editing })).others;
}

/** Submits an edit for review; throws 422 (problems) or 409 'stale' (published meanwhile). */
export async function submitChangeRequest(id: string, edit: EditRequest): Promise<ChangeRequest> {
  return request<ChangeRequest>(`${screenPath(id)}/change-requests`, edit);
}

/** Change requests newest first, by status and/or screen. */
export async function listChangeRequests(filter: { status?: ChangeRequestStatus; screenId?: string } = {}): Promise<ChangeRequest[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return (await request<{ changeRequests: ChangeRequest[] }>(`/change-requests${suffix}`)).changeRequests;
}

/** One change request with its text and its base version's text. */
export async function getChangeRequest(crId: number): Promise<ChangeRequestDetail> {
  return request<ChangeRequestDetail>(`/change-requests/${crId}`);
}

/**
 * Approves (publishes) a change request with the report of its fixtures replayed on its text; throws 403 for its
 * author, 409 'stale' or 'conflict', 409 'fixtures' for a missing or failing report.
 */
export async function approveChangeRequest(
  crId: number,
  comment = '',
  fixtures?: FixtureReport,
): Promise<{ changeRequest: ChangeRequest; version: VersionInfo }> {
  return request(`/change-requests/${crId}/approve`, { comment, ...(fixtures ? { fixtures } : {}) });
}

/** The QA fixtures of a screen (tests/fixtures, by the screen their route draws), for the studio to replay. */
export async function listFixtures(screenId: string): Promise<ListedFixture[]> {
  return (await request<{ fixtures: ListedFixture[] }>(`/fixtures?screen=${encodeURIComponent(screenId)}`)).fixtures;
}

/** Asks the author for changes (a comment is required). */
export async function requestChanges(crId: number, comment: string): Promise<ChangeRequest> {
  return request<ChangeRequest>(`/change-requests/${crId}/request-changes`, { comment });
}

/** The author takes back their change request. */
export async function withdrawChangeRequest(crId: number): Promise<ChangeRequest> {
  return request<ChangeRequest>(`/change-requests/${crId}/withdraw`, {});
}

/**
 * Publishes without review (only screens that need none; money screens always do): 403, 422 or 409 otherwise. The
 * report of the screen's fixtures replayed on exactly this text goes along (studio/fixture/fixture-report.ts).
 */
export async function publishScreen(id: string, edit: EditRequest): Promise<VersionInfo> {
  const fixtures = reportFor(id, edit.text);
  return request<VersionInfo>(`${screenPath(id)}/publish`, { ...edit, ...(fixtures ? { fixtures } : {}) });
}

/** Makes a version that is (or was) live on staging live on production; `baseVersion` = production's live version as seen. */
export async function promoteScreen(id: string, promote: { version: number; baseVersion: number }): Promise<ChannelState> {
  return request<ChannelState>(`${screenPath(id)}/promote`, promote);
}

/** Publishes the text of `version` (0 = bundled) again, live on `channel`; `baseVersion` = that channel's live version as seen. */
export async function rollbackScreen(
  id: string,
  rollback: { version: number; channel: Channel; baseVersion: number; reason?: string },
): Promise<VersionInfo> {
  return request<VersionInfo>(`${screenPath(id)}/rollback`, rollback);
}

/** Admin: whether a screen needs a second person before it goes live (money screens always do). */
export async function setReviewRequired(id: string, reviewRequired: boolean): Promise<ScreenSummary> {
  return request<ScreenSummary>(`${screenPath(id)}/settings`, { reviewRequired });
}

/** The audit log newest first: by screen, before an entry id, at most `limit` (≤ 200). */
export async function listAudit(filter: { screenId?: string; before?: number; limit?: number } = {}): Promise<AuditEntry[]> {
  const query = new URLSearchParams(
    Object.entries(filter)
      .filter((e) => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return (await request<{ entries: AuditEntry[] }>(`/audit${suffix}`)).entries;
}

/** Admin: every staff account. */
export async function listUsers(): Promise<StaffUser[]> {
  return (await request<{ users: StaffUser[] }>('/users')).users;
}

/** Admin: creates a staff account. */
export async function createUser(user: NewStaffUser): Promise<StaffUser> {
  return request<StaffUser>('/users', user);
}

/** Admin: changes a staff member's role, or disables / enables the account (disabling ends their sessions). */
export async function updateUser(id: string, change: { role?: Role; disabled?: boolean }): Promise<StaffUser> {
  return request<StaffUser>(`/users/${encodeURIComponent(id)}`, change);
}

/** The problems of a screen text: errors exactly as `npm run validate` reports them, and capability warnings. */
export async function validateText(text: string, id?: string): Promise<Problem[]> {
  const body = id === undefined ? { text } : { text, id };
  return (await request<{ problems: Problem[] }>('/validate', body)).problems;
}

/** The sandbox lender's scenario names (none when the server runs without the sandbox). */
export async function listScenarios(): Promise<string[]> {
  return (await request<{ scenarios: string[] }>('/scenarios')).scenarios;
}

/** Dev server only: writes a QA fixture to tests/fixtures/studio/<kebab-name>.json; throws 422 (invalid), 409 (exists) or 404 (not the dev server). */
export async function saveFixture(name: string, fixture: unknown): Promise<{ path: string }> {
  return request<{ path: string }>('/fixtures', { name, fixture });
}

/** This build's capability manifest and the released ones. */
export async function getCapabilities(): Promise<Capabilities> {
  return request<Capabilities>('/capabilities');
}
