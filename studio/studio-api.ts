/**
 * The studio's calls of the server's `/studio-api` (server/studio-api/), one function per route, each taking the
 * page's connection first (studio/server-state/studio-client.ts: the CSRF token, the 401 listeners, StudioApiError on
 * any failure). Shapes: studio/studio-api-types.ts. Components call these through the query cache
 * (studio/server-state/: useQuery with the option factories of studio-queries.ts, useMutation for writes), never
 * from their own useEffect.
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

import type { FixtureProposal, FixtureReport, ListedFixture } from './fixture/fixture-report.ts';
import type { QaFixture } from '../schemas/generated/entities.ts';
import type { VariantFixture } from '../server/store/variant-fixtures.ts';
import { StudioApiError } from './server-state/studio-api-error.ts';
import type { StudioClient } from './server-state/studio-client.ts';

export type * from './studio-api-types.ts';
export { StudioApiError } from './server-state/studio-api-error.ts';
export type { StudioClient } from './server-state/studio-client.ts';

const screenPath = (id: string) => `/screens/${encodeURIComponent(id)}`;

/** Who is signed in (and the CSRF token, kept for every write), or null when nobody is. */
export async function getSession(client: StudioClient): Promise<SessionInfo | null> {
  try {
    const session = await client.request<SessionInfo>('/session');
    client.setCsrfToken(session.csrfToken);
    return session;
  } catch (err) {
    if (err instanceof StudioApiError && err.status === 401) return null;
    throw err;
  }
}

/** Signs in with e-mail and password; throws 401 ('Invalid email or password') or 429 (too many tries). */
export async function signIn(client: StudioClient, email: string, password: string): Promise<SessionInfo> {
  await client.request<unknown>('/auth/sign-in/email', { email, password });
  const session = await getSession(client);
  if (!session) throw new StudioApiError(401, 'The sign-in did not start a session.', [], null, 'signed-out');
  return session;
}

/** Ends the session. */
export async function signOut(client: StudioClient): Promise<void> {
  await client.request<unknown>('/auth/sign-out', {});
  client.setCsrfToken('');
}

/** Every screen with its title, routes, what is live on each channel and whether it needs review. */
export async function listScreens(client: StudioClient): Promise<ScreenSummary[]> {
  return (await client.request<{ screens: ScreenSummary[] }>('/screens')).screens;
}

/** A screen's live texts (production, staging, bundled) and the signed-in person's own server draft. */
export async function getScreen(client: StudioClient, id: string): Promise<ScreenDetail> {
  return client.request<ScreenDetail>(screenPath(id));
}

/** A screen's versions, newest first, ending with version 0 (the copy bundled with the app). */
export async function listVersions(client: StudioClient, id: string): Promise<VersionInfo[]> {
  return (await client.request<{ versions: VersionInfo[] }>(`${screenPath(id)}/versions`)).versions;
}

/** The text of one version (0 = the bundled copy). */
export async function getVersion(client: StudioClient, id: string, version: number): Promise<VersionText> {
  return client.request<VersionText>(`${screenPath(id)}/versions/${version}`);
}

/** What went live on each channel and when, newest first. */
export async function listReleases(client: StudioClient, id: string): Promise<ReleaseInfo[]> {
  return (await client.request<{ releases: ReleaseInfo[] }>(`${screenPath(id)}/releases`)).releases;
}

/** Saves the signed-in editor's draft on the server; answers it and who else has the screen open. */
export async function saveServerDraft(
  client: StudioClient,
  id: string,
  draft: { text: string; baseVersion: number },
): Promise<{ draft: Draft; others: Presence[] }> {
  return client.request(`${screenPath(id)}/draft`, draft);
}

/** Drops the signed-in editor's server draft. */
export async function discardServerDraft(client: StudioClient, id: string): Promise<void> {
  await client.request<unknown>(`${screenPath(id)}/draft/discard`, {});
}

/** Says the screen is open here (editing or only looking); answers who else has it open. */
export async function heartbeat(client: StudioClient, id: string, editing: boolean): Promise<Presence[]> {
  return (await client.request<{ others: Presence[] }>(`${screenPath(id)}/presence`, { editing })).others;
}

/** Submits an edit for review; throws 422 (problems) or 409 'stale' (published meanwhile). */
export async function submitChangeRequest(client: StudioClient, id: string, edit: EditRequest): Promise<ChangeRequest> {
  return client.request<ChangeRequest>(`${screenPath(id)}/change-requests`, edit);
}

/** Change requests newest first, by status and/or screen. */
export async function listChangeRequests(
  client: StudioClient,
  filter: { status?: ChangeRequestStatus; screenId?: string } = {},
): Promise<ChangeRequest[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return (await client.request<{ changeRequests: ChangeRequest[] }>(`/change-requests${suffix}`)).changeRequests;
}

/** One change request with its text and its base version's text. */
export async function getChangeRequest(client: StudioClient, crId: number): Promise<ChangeRequestDetail> {
  return client.request<ChangeRequestDetail>(`/change-requests/${crId}`);
}

/**
 * Approves (publishes) a change request with the report of its fixtures replayed on its text; throws 403 for its
 * author, 409 'stale' or 'conflict', 409 'fixtures' for a missing or failing report.
 */
export async function approveChangeRequest(
  client: StudioClient,
  crId: number,
  comment = '',
  fixtures?: FixtureReport,
): Promise<{ changeRequest: ChangeRequest; version: VersionInfo | null }> {
  return client.request(`/change-requests/${crId}/approve`, { comment, ...(fixtures ? { fixtures } : {}) });
}

/** The QA fixtures of a screen (tests/fixtures, by the screen their route draws), for the studio to replay. */
export async function listFixtures(client: StudioClient, screenId: string): Promise<ListedFixture[]> {
  return (await client.request<{ fixtures: ListedFixture[] }>(`/fixtures?screen=${encodeURIComponent(screenId)}`)).fixtures;
}

/** A screen fixture's own version for one variant of an experiment (approved with the variant, for it alone). */
export type { VariantFixture };

/** The fixtures a screen's experiments keep for one of their variants. */
export async function listVariantFixtures(client: StudioClient, screenId: string): Promise<VariantFixture[]> {
  return (await client.request<{ fixtures: VariantFixture[] }>(`/fixtures/variants?screen=${encodeURIComponent(screenId)}`)).fixtures;
}

/** Carries a request made from an older version onto `fromVersion` (the newest), a side chosen for each conflicting pointer. */
export async function updateChangeRequest(
  client: StudioClient,
  crId: number,
  fromVersion: number,
  resolutions: Record<string, 'ours' | 'theirs'>,
): Promise<{ id: number; baseVersion: number }> {
  return client.request<{ id: number; baseVersion: number }>(`/change-requests/${crId}/update`, { fromVersion, resolutions });
}

/** Asks the author for changes (a comment is required). */
export async function requestChanges(client: StudioClient, crId: number, comment: string): Promise<ChangeRequest> {
  return client.request<ChangeRequest>(`/change-requests/${crId}/request-changes`, { comment });
}

/** The author takes back their change request. */
export async function withdrawChangeRequest(client: StudioClient, crId: number): Promise<ChangeRequest> {
  return client.request<ChangeRequest>(`/change-requests/${crId}/withdraw`, {});
}

/**
 * Publishes without review (only screens that need none; money screens always do): 403, 422 or 409 otherwise. The
 * report of the screen's fixtures replayed on exactly this text goes along (the store's fixtureReport, studio/state/tool-actions.ts).
 */
export async function publishScreen(client: StudioClient, id: string, edit: EditRequest, fixtures?: FixtureReport): Promise<VersionInfo> {
  return client.request<VersionInfo>(`${screenPath(id)}/publish`, { ...edit, ...(fixtures ? { fixtures } : {}) });
}

/** Makes a version that is (or was) live on staging live on production; `baseVersion` = production's live version as seen. */
export async function promoteScreen(client: StudioClient, id: string, promote: { version: number; baseVersion: number }): Promise<ChannelState> {
  return client.request<ChannelState>(`${screenPath(id)}/promote`, promote);
}

/** Publishes the text of `version` (0 = bundled) again, live on `channel`; `baseVersion` = that channel's live version as seen. */
export async function rollbackScreen(
  client: StudioClient,
  id: string,
  rollback: { version: number; channel: Channel; baseVersion: number; reason?: string },
): Promise<VersionInfo> {
  return client.request<VersionInfo>(`${screenPath(id)}/rollback`, rollback);
}

/** Makes a screen (editors): a copy of a screen or a template's, with its own id and route; always reviewed before it is live. */
export async function createScreen(client: StudioClient, input: { id: string; route: string; text: string; from: string }): Promise<{ id: string }> {
  return client.request<{ id: string }>('/screens', input);
}

/** Admin: whether a screen needs a second person before it goes live (money screens always do). */
export async function setReviewRequired(client: StudioClient, id: string, reviewRequired: boolean): Promise<ScreenSummary> {
  return client.request<ScreenSummary>(`${screenPath(id)}/settings`, { reviewRequired });
}

/** What the audit is filtered by (audit-query.ts on the server): screen, person, action, from ≤ time < to (ISO). */
export interface AuditQuery {
  screenId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

const auditSearch = (filter: AuditQuery & { before?: number; limit?: number }) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter((e) => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/** The audit log newest first, filtered; before an entry id, at most `limit` (≤ 200). */
export async function listAudit(client: StudioClient, filter: AuditQuery & { before?: number; limit?: number } = {}): Promise<AuditEntry[]> {
  const query = auditSearch(filter);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return (await client.request<{ entries: AuditEntry[] }>(`/audit${suffix}`)).entries;
}

/** The people, actions and screens the audit log names (the filter's choices). */
export async function auditFacets(client: StudioClient): Promise<{ people: string[]; actions: string[]; screens: string[] }> {
  return client.request<{ people: string[]; actions: string[]; screens: string[] }>('/audit/facets');
}

/** The address of the filtered audit log as a CSV file (a plain download link: the session cookie goes along). */
export function auditCsvHref(filter: AuditQuery, base = '/studio-api'): string {
  const query = auditSearch(filter);
  return `${base}/audit.csv${query.size > 0 ? `?${query.toString()}` : ''}`;
}

/** Admin: sets a new password for someone else (their sessions end). */
export async function resetPassword(client: StudioClient, id: string, password: string): Promise<StaffUser> {
  return client.request<StaffUser>(`/users/${encodeURIComponent(id)}/password`, { password });
}

/** Admin: every staff account. */
export async function listUsers(client: StudioClient): Promise<StaffUser[]> {
  return (await client.request<{ users: StaffUser[] }>('/users')).users;
}

/** Admin: creates a staff account. */
export async function createUser(client: StudioClient, user: NewStaffUser): Promise<StaffUser> {
  return client.request<StaffUser>('/users', user);
}

/** Admin: changes a staff member's role, or disables / enables the account (disabling ends their sessions). */
export async function updateUser(client: StudioClient, id: string, change: { role?: Role; disabled?: boolean }): Promise<StaffUser> {
  return client.request<StaffUser>(`/users/${encodeURIComponent(id)}`, change);
}

/** The problems of a screen text: errors exactly as `npm run validate` reports them, and capability warnings. */
export async function checkTextOnServer(client: StudioClient, text: string, id?: string): Promise<Problem[]> {
  const body = id === undefined ? { text } : { text, id };
  return (await client.request<{ problems: Problem[] }>('/validate', body)).problems;
}

/** The sandbox lender's scenario names (none when the server runs without the sandbox). */
export async function listScenarios(client: StudioClient): Promise<string[]> {
  return (await client.request<{ scenarios: string[] }>('/scenarios')).scenarios;
}

/** Saves a new QA fixture of a screen (kept in the database as studio/<screen>/<kebab-name>.json); throws 422 (invalid) or 409 (name taken). */
export async function saveFixture(client: StudioClient, screenId: string, name: string, fixture: unknown): Promise<ListedFixture> {
  return client.request<ListedFixture>('/fixtures', { screenId, name, fixture });
}

/** Replaces a fixture (its name, steps and checks) from the revision the editor opened; throws 409 'stale', 422 'invalid'. */
export async function editFixture(client: StudioClient, file: string, revision: number, fixture: QaFixture): Promise<ListedFixture> {
  return client.request<ListedFixture>('/fixtures/edit', { file, revision, fixture });
}

/** Deletes a fixture (a bundled one stays deleted); throws 409 'stale' when it changed since `revision`. */
export async function deleteFixture(client: StudioClient, file: string, revision: number): Promise<void> {
  await client.request<unknown>('/fixtures/delete', { file, revision });
}

/** The fixture updates a change request proposes beside its screen change. */
export async function listFixtureUpdates(client: StudioClient, crId: number): Promise<FixtureProposal[]> {
  return (await client.request<{ updates: FixtureProposal[] }>(`/change-requests/${crId}/fixture-updates`)).updates;
}

/** Sets the fixture updates the author proposes with a change request (replacing earlier ones). */
export async function proposeFixtureUpdates(
  client: StudioClient,
  crId: number,
  updates: readonly { file: string; fixture: QaFixture }[],
): Promise<FixtureProposal[]> {
  return (await client.request<{ updates: FixtureProposal[] }>(`/change-requests/${crId}/fixture-updates`, { updates })).updates;
}

/** This build's capability manifest and the released ones. */
export async function getCapabilities(client: StudioClient): Promise<Capabilities> {
  return client.request<Capabilities>('/capabilities');
}
