/**
 * Every read of the studio API as a query: its key (one tree, so a write can invalidate a whole branch, e.g.
 * `queryKeys.screen(id)` covers the screen, its versions and its releases) and its options. Use them as
 * `useQuery(screenList(client))` with `client = useStudioClient()`; a new view adds its reads here (or in its own
 * file with the same shape) and its writes as `useMutation({ mutationFn, meta: { invalidates: [queryKeys.…] } })`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getCapabilities,
  getChangeRequest,
  getScreen,
  getVersion,
  listAudit,
  listChangeRequests,
  listFixtures,
  listVariantFixtures,
  listFixtureUpdates,
  listReleases,
  listScenarios,
  listScreens,
  listUsers,
  listVersions,
  auditFacets,
  type AuditQuery,
  type ChangeRequestStatus,
} from '../studio-api.ts';
import type { StudioClient } from './studio-client.ts';

/** The keys of the studio's reads. */
export const queryKeys = {
  all: ['studio'] as const,
  screens: () => [...queryKeys.all, 'screens'] as const,
  screen: (id: string) => [...queryKeys.screens(), id] as const,
  versions: (id: string) => [...queryKeys.screen(id), 'versions'] as const,
  version: (id: string, version: number) => [...queryKeys.versions(id), version] as const,
  releases: (id: string) => [...queryKeys.screen(id), 'releases'] as const,
  changeRequests: () => [...queryKeys.all, 'change-requests'] as const,
  changeRequestList: (filter: { status?: ChangeRequestStatus; screenId?: string }) => [...queryKeys.changeRequests(), 'list', filter] as const,
  changeRequest: (crId: number) => [...queryKeys.changeRequests(), crId] as const,
  fixtureUpdates: (crId: number) => [...queryKeys.changeRequest(crId), 'fixture-updates'] as const,
  audit: () => [...queryKeys.all, 'audit'] as const,
  users: () => [...queryKeys.all, 'users'] as const,
  scenarios: () => [...queryKeys.all, 'scenarios'] as const,
  fixtures: (screenId: string) => [...queryKeys.all, 'fixtures', screenId] as const,
  capabilities: () => [...queryKeys.all, 'capabilities'] as const,
};

/** Every screen with its title, routes, live versions and open reviews. */
export const screenList = (client: StudioClient) => queryOptions({ queryKey: queryKeys.screens(), queryFn: () => listScreens(client) });

/** A screen's live texts and the signed-in person's server draft (always asked afresh: the editor starts from it). */
export const screenDetail = (client: StudioClient, id: string) =>
  queryOptions({ queryKey: [...queryKeys.screen(id), 'detail'] as const, queryFn: () => getScreen(client, id), staleTime: 0 });

/** A screen's versions, newest first. */
export const versionList = (client: StudioClient, id: string) =>
  queryOptions({ queryKey: queryKeys.versions(id), queryFn: () => listVersions(client, id) });

/** The text of one version (a published version never changes: kept as long as the page lives). */
export const versionText = (client: StudioClient, id: string, version: number) =>
  queryOptions({ queryKey: queryKeys.version(id, version), queryFn: () => getVersion(client, id, version), staleTime: Infinity });

/** What went live on each channel and when. */
export const releaseList = (client: StudioClient, id: string) =>
  queryOptions({ queryKey: queryKeys.releases(id), queryFn: () => listReleases(client, id) });

/** Change requests, newest first, by status and/or screen. */
export const changeRequestList = (client: StudioClient, filter: { status?: ChangeRequestStatus; screenId?: string } = {}) =>
  queryOptions({ queryKey: queryKeys.changeRequestList(filter), queryFn: () => listChangeRequests(client, filter) });

/** One change request with its texts. */
export const changeRequestDetail = (client: StudioClient, crId: number) =>
  queryOptions({ queryKey: queryKeys.changeRequest(crId), queryFn: () => getChangeRequest(client, crId) });

/**
 * The audit log newest first (filtered by screen, person, action and time; empty fields left out), `limit` entries a page, each next page before the oldest
 * entry shown; always asked afresh when shown again (a log grows all the time).
 */
export const auditLog = (client: StudioClient, filter: AuditQuery, limit: number) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.audit(), { ...filter, limit }] as const,
    queryFn: ({ pageParam }) => listAudit(client, { ...filter, ...(pageParam === undefined ? {} : { before: pageParam }), limit }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length >= limit ? page[page.length - 1]?.id : undefined),
    staleTime: 0,
  });

/** The audit filter's choices: the people, actions and screens the log names (asked afresh when shown). */
export const auditChoices = (client: StudioClient) =>
  queryOptions({ queryKey: [...queryKeys.audit(), 'facets'] as const, queryFn: () => auditFacets(client), staleTime: 0 });

/** Every staff account. */
export const userList = (client: StudioClient) => queryOptions({ queryKey: queryKeys.users(), queryFn: () => listUsers(client) });

/** The sandbox lender's scenario names (they change only with a new server). */
export const scenarioList = (client: StudioClient) =>
  queryOptions({ queryKey: queryKeys.scenarios(), queryFn: () => listScenarios(client), staleTime: Infinity });

/** The QA fixtures of a screen (asked afresh for each run: a fixture saved meanwhile guards the next publish). */
export const fixtureList = (client: StudioClient, screenId: string) =>
  queryOptions({ queryKey: queryKeys.fixtures(screenId), queryFn: () => listFixtures(client, screenId), staleTime: 0 });

/** The fixtures a screen's experiments keep for one of their variants (under the screen's fixtures' key). */
export const variantFixtureList = (client: StudioClient, screenId: string) =>
  queryOptions({
    queryKey: [...queryKeys.fixtures(screenId), 'variants'] as const,
    queryFn: () => listVariantFixtures(client, screenId),
    staleTime: 0,
  });

/** The fixture updates a change request proposes (asked afresh: approving replays the screen with them). */
export const fixtureUpdateList = (client: StudioClient, crId: number) =>
  queryOptions({ queryKey: queryKeys.fixtureUpdates(crId), queryFn: () => listFixtureUpdates(client, crId), staleTime: 0 });

/** This build's capability manifest and the released ones. */
export const capabilities = (client: StudioClient) =>
  queryOptions({ queryKey: queryKeys.capabilities(), queryFn: () => getCapabilities(client), staleTime: Infinity });
