/** The tables of staged rollouts, scheduled releases and experiments as Kysely sees them (migration 0006-releases). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ChannelName } from './schema.ts';

/** A timestamp column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamp column. */
type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column. */
type Json<T> = ColumnType<T, string, string>;
/** A nullable jsonb column. */
type MaybeJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** How a staged rollout goes on from one step to the next. */
export interface RolloutPlan {
  /** Percentages, rising, the last 100 (e.g. [1, 10, 50, 100]). */
  steps: number[];
  /** 'reviewer': a reviewer advances each step; 'schedule': the server does, every `everyMinutes`, while the version is healthy. */
  advance: 'reviewer' | 'schedule';
  everyMinutes?: number;
}

/** What a change request asks for when it is approved: steps, a time (ISO), or both (the rollout starts at that time). */
export interface ReleasePlan {
  rollout?: RolloutPlan;
  at?: string;
}

/** A version reaching a share of production's borrowers, by bucket. */
export interface RolloutTable {
  id: Generated<number>;
  screen_id: string;
  version: number;
  /** Production's live version when it started: what it is compared with. */
  from_version: number;
  steps: Json<number[]>;
  /** Index of the current step in `steps`. */
  step: number;
  percent: number;
  advance: 'reviewer' | 'schedule';
  every_minutes: number | null;
  next_step_at: MaybeTimestamp;
  status: 'active' | 'completed' | 'halted' | 'stopped';
  change_request_id: number | null;
  /** Who wrote the change (advancing a money screen's rollout needs someone else). */
  author_id: string;
  started_by_id: string;
  started_by_name: string;
  started_at: Timestamp;
  updated_at: Timestamp;
  ended_at: MaybeTimestamp;
  /** A halt's numbers, or who stopped it and why. */
  end_detail: MaybeJson<Record<string, unknown>>;
}

/** A reviewed version waiting for its time. */
export interface ScheduledReleaseTable {
  id: Generated<number>;
  screen_id: string;
  version: number;
  target: ChannelName;
  go_live_at: Timestamp;
  /** Steps to start at that time instead of everyone at once. */
  rollout: MaybeJson<RolloutPlan>;
  status: 'scheduled' | 'live' | 'cancelled';
  change_request_id: number | null;
  author_id: string;
  created_by_id: string;
  created_by_name: string;
  created_at: Timestamp;
  done_at: MaybeTimestamp;
  done_by_name: string | null;
  detail: MaybeJson<Record<string, unknown>>;
}

/** Two or more reviewed versions of a screen shared out by bucket, and the goal they are measured by. */
export interface ExperimentTable {
  id: Generated<number>;
  screen_id: string;
  name: string;
  /** An endpoint of the catalog (e.g. loanConfirm.push) … */
  goal_endpoint: string;
  /** … and the outcome that counts (done). */
  goal_outcome: 'done' | 'failed' | 'stopped';
  /** The smallest difference of goal rates worth finding (absolute, 0.05 = 5 points). */
  minimum_effect: number;
  /** Production's live version when the experiment was made: the control, and what variants start from. */
  base_version: number;
  status: 'draft' | 'running' | 'ended' | 'cancelled';
  created_by_id: string;
  created_by_name: string;
  created_at: Timestamp;
  started_at: MaybeTimestamp;
  started_by_name: string | null;
  ended_at: MaybeTimestamp;
  ended_by_name: string | null;
  winner: string | null;
  ship_change_request_id: number | null;
  end_detail: MaybeJson<Record<string, unknown>>;
}

/** One variant: A is the control (the base version); the others are change requests, versions once it starts. */
export interface ExperimentVariantTable {
  experiment_id: number;
  key: string;
  change_request_id: number | null;
  version: number | null;
}

/** The release tables, for the database's Schema. */
export interface ReleaseTables {
  rollout: RolloutTable;
  scheduled_release: ScheduledReleaseTable;
  experiment: ExperimentTable;
  experiment_variant: ExperimentVariantTable;
}

/** A rollout as read. */
export type RolloutRow = Selectable<RolloutTable>;
/** A scheduled release as read. */
export type ScheduledReleaseRow = Selectable<ScheduledReleaseTable>;
/** An experiment as read. */
export type ExperimentRow = Selectable<ExperimentTable>;
/** An experiment variant as read. */
export type ExperimentVariantRow = Selectable<ExperimentVariantTable>;
