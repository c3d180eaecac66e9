/**
 * The tables of the publishing service as Kysely sees them. The first five belong to better-auth (sign-in, sessions,
 * rate limits; their column names are better-auth's camelCase); the rest are the screen store. Migrations in
 * ./migrations create exactly these.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ReleasePlan, ReleaseTables } from './schema-releases.ts';

/** A timestamp column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column. */
type Json<T> = ColumnType<T, string, string>;

/** A staff account (better-auth's `user`, with the admin plugin's role and ban columns). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
}

/** A signed-in session (better-auth's `session`, plus our CSRF token). */
export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
  csrfToken: string | null;
}

/** A credential (better-auth's `account`: the password hash lives here). */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

/** better-auth's `verification` (unused by our flows, required by the library). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** better-auth's rate-limit counters (kept in the database so every instance shares them). */
export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<string, number | string | bigint, number | string | bigint>;
}

/** A screen's settings. A row exists once anything was stored for the screen. */
export interface ScreenTable {
  id: string;
  review_required: Generated<boolean>;
  created_at: CreatedAt;
}

/** What a screen version uses, for targeting app builds by their capability manifest. */
export interface VersionUses {
  widgets: string[];
  actions: string[];
  functions: string[];
}

/** One published text of a screen; never changed once written. */
export interface ScreenVersionTable {
  id: Generated<number>;
  screen_id: string;
  /** 1, 2, … per screen (0 is the bundled copy and is never stored). */
  version: number;
  text: string;
  content_hash: string;
  author_id: string;
  author_name: string;
  reason: string;
  /** The live version the edit started from (0 = the bundled copy). */
  base_version: number;
  /** Set on a rollback: the version whose text this restores (0 = the bundled copy). */
  rollback_of: number | null;
  change_request_id: number | null;
  uses: Json<VersionUses>;
  /** The text can reach a money or account endpoint (migration 0002). */
  money: Generated<boolean>;
  created_at: CreatedAt;
}

/** A screen made in the studio (a duplicate or from a template; migration 0008): its route and starting text. */
export interface MadeScreenTable {
  id: string;
  route: string;
  /** The screen it duplicates, or "template:<name>". */
  made_from: string;
  text: string;
  author_id: string;
  author_name: string;
  created_at: CreatedAt;
}

/** A QA fixture as the studio last wrote it (migration 0009): text null once deleted. */
export interface QaFixtureTable {
  /** tests/fixtures/… for an edited seed, studio/<screen>/<name> for one made in the studio. */
  file: string;
  screen_id: string;
  text: string | null;
  revision: number;
  author_id: string;
  author_name: string;
  updated_at: Timestamp;
}

/** A fixture update proposed with a change request, applied when it is approved (migration 0009). */
export interface FixtureProposalTable {
  change_request_id: number;
  file: string;
  /** The fixture's revision it was proposed on (0: the bundled seed). */
  base_revision: number;
  text: string;
  created_at: CreatedAt;
}

/** A fixture update approved with a variant of an experiment: it stands for that variant only (migration 0010). */
export interface VariantFixtureTable {
  experiment_id: number;
  variant_key: string;
  file: string;
  screen_id: string;
  text: string;
  /** The screen's fixture revision it was proposed on (0: the bundled seed). */
  base_revision: number;
  /** The variant's change request that proposed it. */
  change_request_id: number;
  author_name: string;
  created_at: CreatedAt;
}

/** Delivery channels. */
export type ChannelName = 'staging' | 'production';

/** Append-only history of what is live per channel; the newest row per (screen, channel) is live. */
export interface ReleaseTable {
  id: Generated<number>;
  screen_id: string;
  channel: ChannelName;
  /** 0 = the bundled copy. */
  version: number;
  kind: 'publish' | 'promote' | 'rollback';
  actor_id: string;
  actor_name: string;
  at: CreatedAt;
}

/** A staff member's unsubmitted edit of a screen, kept on the server. */
export interface DraftTable {
  screen_id: string;
  user_id: string;
  text: string;
  base_version: number;
  updated_at: Timestamp;
}

/** A submitted edit waiting for (or past) review. */
export interface ChangeRequestTable {
  id: Generated<number>;
  screen_id: string;
  author_id: string;
  author_name: string;
  text: string;
  base_version: number;
  reason: string;
  target: ChannelName;
  status: 'open' | 'changes_requested' | 'approved' | 'withdrawn';
  /** The text can reach a money or account endpoint: a second person must approve. */
  money: boolean;
  published_version: number | null;
  /** The newest staff_grant id when the request was made (null for requests made before migration 0003). */
  staff_epoch: number | null;
  /** Steps or a time to go live instead of at once (migration 0006). */
  release_plan: ColumnType<ReleasePlan | null, string | null | undefined, string | null>;
  /** A variant of this experiment (migration 0006): approving it publishes nothing until the experiment starts. */
  experiment_id: ColumnType<number | null, number | null | undefined, number | null>;
  variant_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A reviewer's decision on a change request. */
export interface ReviewTable {
  id: Generated<number>;
  change_request_id: number;
  reviewer_id: string;
  reviewer_name: string;
  decision: 'approve' | 'request_changes';
  comment: string;
  at: CreatedAt;
}

/** Who has a screen open in the studio (heartbeats). */
export interface PresenceTable {
  screen_id: string;
  user_id: string;
  user_name: string;
  user_role: string;
  editing: boolean;
  seen_at: Timestamp;
}

/** Every sign-in, save, submit, review, publish, promote and rollback: who, when, what. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: string | null;
  actor_name: string;
  action: string;
  screen_id: string | null;
  detail: Json<Record<string, unknown>>;
  ip: string | null;
}

/** One change of a staff account's role or status (written by a trigger on `user`; append-only; migration 0003). */
export interface StaffGrantTable {
  id: Generated<number>;
  user_id: string;
  kind: 'create' | 'role' | 'disable' | 'enable';
  role: string | null;
  /** The role before a change (null on create). */
  from_role: string | null;
  disabled: boolean;
  /** Who did it (null: the command line, a migration, or code that did not say). */
  by_id: string | null;
  by_name: string | null;
  at: CreatedAt;
}

/** Failed sign-ins of one address in one minute, counted beside their one audit row (migration 0004). */
export interface SignInFailureTable {
  minute: Timestamp;
  /** The client address (cut to 64 address characters), or '*' for the addresses past the tenth in that minute. */
  address: string;
  attempts: number;
  rate_limited: number;
  /** The last e-mail typed, cut to 64 characters. */
  last_email: string;
  audit_id: number;
}

/** Server-wide settings (such as the generated auth secret). */
export interface SettingTable {
  key: string;
  value: string;
}

/** What a field report is about (schemas/telemetry-batch.schema.json's kinds). */
export type TelemetryKind = 'view' | 'fallback' | 'unknown-node' | 'refusal' | 'answer-shape' | 'action' | 'vital';

/**
 * One stored batch of field reports as it came, cleaned (migration 0007), kept HATID_TELEMETRY_RAW_DAYS: its events as
 * JSON text (schemas/telemetry-batch.schema.json's events; read them with `events::jsonb`).
 */
export interface TelemetryRawTable {
  received_at: CreatedAt;
  app_build: string;
  event_count: number;
  events: string;
}

/**
 * Hourly rollup of field reports (migration 0005), kept HATID_TELEMETRY_ROLLUP_DAYS. `key` and `detail` by kind: view:
 * source, ''; fallback: pointer, reason; unknown-node: pointer, the unknown type; refusal: what was drawn instead, reason;
 * answer-shape: endpoint, field; action: endpoint (or the tap's pointer when it called none), outcome; vital: name, its
 * histogram bucket (vital-buckets.ts).
 */
export interface TelemetryHourlyTable {
  screen_id: string;
  version: number;
  hour: Timestamp;
  channel: ChannelName;
  app_build: string;
  variant: Generated<string>;
  kind: TelemetryKind;
  key: Generated<string>;
  detail: Generated<string>;
  count: Generated<number>;
  /** How many of them were the first problem of their page view (page views with a problem). */
  first_count: Generated<number>;
  /** The sum of the values (vitals). */
  value_sum: Generated<number>;
}

/** The whole database (the release tables are in schema-releases.ts). */
export interface Schema extends ReleaseTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  screen: ScreenTable;
  screen_version: ScreenVersionTable;
  made_screen: MadeScreenTable;
  qa_fixture: QaFixtureTable;
  fixture_proposal: FixtureProposalTable;
  variant_fixture: VariantFixtureTable;
  release: ReleaseTable;
  draft: DraftTable;
  change_request: ChangeRequestTable;
  review: ReviewTable;
  presence: PresenceTable;
  audit_log: AuditLogTable;
  setting: SettingTable;
  staff_grant: StaffGrantTable;
  sign_in_failure: SignInFailureTable;
  telemetry_raw: TelemetryRawTable;
  telemetry_hourly: TelemetryHourlyTable;
}

/** A stored screen version as read. */
export type ScreenVersionRow = Selectable<ScreenVersionTable>;
/** A change request as read. */
export type ChangeRequestRow = Selectable<ChangeRequestTable>;
