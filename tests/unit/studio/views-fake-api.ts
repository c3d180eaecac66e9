/**
 * Test doubles for the review, audit and users views: spies wrapping studio/studio-api.ts's functions, and builders of
 * the API's shapes. Each test file mocks the client with `fakeStudioApi`, imports the client and its view afresh
 * (vi.resetModules) so the view is bound to this file's spies even when an earlier file in the worker loaded it, and
 * calls `fakesPerTest`.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type * as StudioApi from '../../../studio/studio-api.ts';
import type { AuditEntry, ChangeRequest, ChangeRequestDetail, Role, ScreenSummary, SessionInfo, StaffUser } from '../../../studio/studio-api.ts';

const spied = [
  'listChangeRequests',
  'getChangeRequest',
  'approveChangeRequest',
  'requestChanges',
  'withdrawChangeRequest',
  'listScreens',
  'listAudit',
  'listUsers',
  'createUser',
  'updateUser',
  'setReviewRequired',
  'resetPassword',
] as const;

/**
 * What the views' fakes answer by default, set before each test (`fakesPerTest`): the screens here have no QA fixtures
 * (an approval waits for none: studio/fixture/fixture-runs.ts), and the audit's facets are fixed.
 */
const defaults = {
  listFixtures: async () => [],
  auditFacets: async () => ({
    people: ['Ana Reyes', 'Eddie Editor'],
    actions: ['approve', 'draft-save'],
    screens: ['customer-service'],
  }),
} satisfies Partial<Record<keyof typeof StudioApi, unknown>>;
const faked = [...spied, ...(Object.keys(defaults) as (keyof typeof defaults)[])];

/** The client with the views' calls replaced by spies that call the real function until a test says otherwise. */
export function fakeStudioApi(actual: typeof StudioApi): typeof StudioApi {
  const fakes: Record<string, unknown> = {};
  for (const name of faked) fakes[name] = vi.fn(actual[name]);
  return { ...actual, ...fakes } as typeof StudioApi;
}

/**
 * Registers a test file's hooks: the defaults before each test, and after it every spy back to the real call
 * (mockReset keeps the wrapped function). The mocked client stays in the shared unit worker's module registry after the
 * file: a default left in place answered a later file's fixture list with none (fixtures-view, CI on a fresh clone).
 */
export function fakesPerTest(api: () => typeof StudioApi): void {
  beforeEach(() => {
    for (const [name, fake] of Object.entries(defaults)) vi.mocked(api()[name as keyof typeof defaults]).mockImplementation(fake as never);
  });
  afterEach(() => {
    for (const name of faked) vi.mocked(api()[name]).mockReset();
  });
}

/** A signed-in staff member. */
export function sessionOf(role: Role, id = `${role}-1`, name = `${role[0]?.toUpperCase()}${role.slice(1)} Person`): SessionInfo {
  return { user: { id, name, email: `${id}@hatid.test`, role }, csrfToken: 'token', sandbox: true };
}

const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

/** A change request (open, by the editor, for production). */
export function changeRequest(over: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: 1,
    screenId: 'customer-service',
    author: 'Eddie Editor',
    authorId: 'editor-1',
    reason: 'New phone number for the help line',
    baseVersion: 2,
    target: 'production',
    status: 'open',
    money: false,
    createdAt: hoursAgo(3),
    updatedAt: hoursAgo(3),
    publishedVersion: null,
    reviews: [],
    ...over,
  };
}

const screenText = (phone: string) =>
  `${JSON.stringify({ id: 'customer-service', title: 'Customer service', body: [{ type: 'text', text: phone }] }, null, 2)}\n`;

/** A change request with its texts: the help line number changes. */
export function changeRequestDetail(over: Partial<ChangeRequestDetail> = {}): ChangeRequestDetail {
  return {
    ...changeRequest(over),
    baseText: screenText('Call 02 8888 1000'),
    text: screenText('Call 02 8888 2000'),
    behind: null,
    waiting: [],
    ...over,
  };
}

/** A screen in the screen list. */
export function screenSummary(over: Partial<ScreenSummary> = {}): ScreenSummary {
  const live = { version: 2, since: hoursAgo(48), by: 'Ana' };
  return {
    id: 'customer-service',
    title: 'Customer service',
    routes: [{ path: '/customerService' }],
    live: { staging: live, production: live },
    latest: null,
    reviewRequired: false,
    money: false,
    openChangeRequests: 0,
    hasMyDraft: false,
    find: { texts: ['Call 02 8888 1000'], widgets: ['text'], endpoints: [] },
    ...over,
  };
}

/** A staff account. */
export function staffUser(over: Partial<StaffUser> = {}): StaffUser {
  return { id: 'u-1', name: 'Eddie Editor', email: 'eddie@hatid.test', role: 'editor', disabled: false, createdAt: hoursAgo(100), ...over };
}

/** An audit entry. */
export function auditEntry(over: Partial<AuditEntry> = {}): AuditEntry {
  return { id: 1, at: hoursAgo(1), actor: 'Eddie Editor', action: 'submit', screenId: 'customer-service', detail: {}, ...over };
}
