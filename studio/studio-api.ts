/**
 * The studio's typed client of the dev server's `/studio-api` (see adapters/sandbox/studio-api.ts).
 *
 * Failures: every function resolves with the answer on a 2xx status and otherwise THROWS a `StudioApiError`
 * carrying the HTTP status, the server's `message` and, where the server sends them, `problems` (422) and the
 * current `published` version (409). A network failure throws a `StudioApiError` with status 0.
 */
import type { TextProblem } from '../scripts/validate-text.ts';

/** Who published a version, when and why. */
export interface Published {
  version: number;
  /** ISO date and time. */
  at: string;
  author: string;
  message: string;
}

/** One entry of a screen's history: a published version, maybe a rollback to an older one. */
export interface HistoryEntry extends Published {
  /** The version whose text this one restored. */
  rollbackOf?: number;
}

/** One stored version with its text. */
export interface VersionText extends HistoryEntry {
  text: string;
}

/** A validation problem at a place in a screen text (line/column 1-based, from/to character offsets), as `npm run validate` finds it. */
export type Problem = Omit<TextProblem, 'syntax'>;

/** A route that opens a screen, with an example query (such as "?productId=7"). */
export interface ScreenRoute {
  path: string;
  example?: string;
}

/** A screen in the studio's list. */
export interface ScreenSummary {
  id: string;
  title: string;
  routes: ScreenRoute[];
  published: Published | null;
}

/** A screen's current text (latest published, else bundled) and its bundled file's text. */
export interface ScreenText {
  id: string;
  text: string;
  bundledText: string;
  published: Published | null;
}

/** What an app build supports: widget types, actions and expression functions, each with a version hash. */
export interface Manifest {
  app: string;
  schemaVersion: number;
  widgets: Record<string, { version: string; props: string[] }>;
  actions: Record<string, { version: string; props: string[] }>;
  functions: Record<string, { version: string }>;
}

/** This build's manifest and those of builds already on borrowers' phones. */
export interface Capabilities {
  current: Manifest;
  released: Manifest[];
}

/** A publish request: the text, why, who, and the published version the edit started from (0 = none). */
export interface PublishRequest {
  text: string;
  message: string;
  author: string;
  baseVersion: number;
}

/** A rollback request: the version to restore, who, and why (default "Rollback to version N"). */
export interface RollbackRequest {
  version: number;
  author: string;
  message?: string;
}

/** A failed studio API call: status (0 = no answer), the server's message, and its problems or latest version. */
export class StudioApiError extends Error {
  readonly status: number;
  readonly problems: Problem[];
  readonly published: Published | null;

  constructor(status: number, message: string, problems: Problem[] = [], published: Published | null = null) {
    super(message);
    this.name = 'StudioApiError';
    this.status = status;
    this.problems = problems;
    this.published = published;
  }
}

const base = '/studio-api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProblem(value: unknown): value is Problem {
  return isRecord(value) && typeof value.pointer === 'string' && typeof value.message === 'string';
}

function isPublished(value: unknown): value is Published {
  return isRecord(value) && typeof value.version === 'number' && typeof value.author === 'string';
}

async function request<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: init?.method ?? 'GET',
      headers: init ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: init ? JSON.stringify(init.body) : undefined,
    });
  } catch (err) {
    throw new StudioApiError(0, `The studio server did not answer: ${err instanceof Error ? err.message : String(err)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const info = isRecord(body) ? body : {};
    const message = typeof info.message === 'string' ? info.message : `The studio server answered ${response.status}.`;
    const problems = Array.isArray(info.problems) ? info.problems.filter(isProblem) : [];
    const published = isPublished(info.published) ? info.published : null;
    throw new StudioApiError(response.status, message, problems, published);
  }
  return body as T;
}

const screenPath = (id: string) => `/screens/${encodeURIComponent(id)}`;

/** Every screen with its title, routes and latest published version. */
export async function listScreens(): Promise<ScreenSummary[]> {
  return (await request<{ screens: ScreenSummary[] }>('/screens')).screens;
}

/** A screen's current text and its bundled text. */
export async function getScreen(id: string): Promise<ScreenText> {
  return request<ScreenText>(screenPath(id));
}

/** A screen's published versions, newest first. */
export async function getHistory(id: string): Promise<HistoryEntry[]> {
  return (await request<{ versions: HistoryEntry[] }>(`${screenPath(id)}/history`)).versions;
}

/** The text of one published version. */
export async function getVersion(id: string, version: number): Promise<VersionText> {
  return request<VersionText>(`${screenPath(id)}/versions/${version}`);
}

/** The problems of a screen text: errors exactly as `npm run validate` reports them, and capability warnings. */
export async function validateText(text: string, id?: string): Promise<Problem[]> {
  const body = id === undefined ? { text } : { text, id };
  return (await request<{ problems: Problem[] }>('/validate', { method: 'POST', body })).problems;
}

/** Publishes a new version; throws 422 (problems), 400 (empty message/author, wrong id) or 409 (stale baseVersion). */
export async function publishScreen(id: string, publish: PublishRequest): Promise<Published> {
  return request<Published>(`${screenPath(id)}/publish`, { method: 'POST', body: publish });
}

/** Publishes a new version with the text of an older one. */
export async function rollbackScreen(id: string, rollback: RollbackRequest): Promise<HistoryEntry> {
  return request<HistoryEntry>(`${screenPath(id)}/rollback`, { method: 'POST', body: rollback });
}

/** The sandbox lender's scenario names. */
export async function listScenarios(): Promise<string[]> {
  return (await request<{ scenarios: string[] }>('/scenarios')).scenarios;
}

/** Writes a QA fixture to tests/fixtures/studio/<kebab-name>.json; throws 422 (invalid) or 409 (exists). */
export async function saveFixture(name: string, fixture: unknown): Promise<{ path: string }> {
  return request<{ path: string }>('/fixtures', { method: 'POST', body: { name, fixture } });
}

/** This build's capability manifest and the released ones. */
export async function getCapabilities(): Promise<Capabilities> {
  return request<Capabilities>('/capabilities');
}
