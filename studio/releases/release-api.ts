/**
 * The studio's calls and queries of rollouts, scheduled releases and experiments (server/studio-api/release-routes.ts),
 * in the shape of studio-api.ts and studio-queries.ts: one function per route taking the page's connection first, a key
 * under the studio's tree and a queryOptions factory per read. Writes invalidate what they change.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ChangeRequest } from '../studio-api-types.ts';
import type { StudioClient } from '../server-state/studio-client.ts';
import { queryKeys } from '../server-state/studio-queries.ts';
import type { HaltDecision, HaltSettings } from '../../renderer/core/releases/halt-rule.ts';
import type { VariantResult } from '../../renderer/core/releases/experiment-results.ts';

// The halt rule's and an experiment's numbers are the shared maths' own shapes (renderer/core/releases/, which the server runs).
export type { HaltDecision, HaltSettings, VersionNumbers } from '../../renderer/core/releases/halt-rule.ts';
export type { VariantResult } from '../../renderer/core/releases/experiment-results.ts';

/** How a change goes live once approved (none: at once). */
export interface ReleasePlan {
  rollout?: { steps: number[]; advance: 'reviewer' | 'schedule'; everyMinutes?: number };
  /** ISO time. */
  at?: string;
}

/** A staged rollout. */
export interface Rollout {
  id: number;
  screenId: string;
  version: number;
  fromVersion: number;
  steps: number[];
  step: number;
  percent: number;
  advance: 'reviewer' | 'schedule';
  everyMinutes: number | null;
  nextStepAt: string | null;
  status: 'active' | 'completed' | 'halted' | 'stopped';
  startedBy: string;
  startedAt: string;
  updatedAt: string;
  endedAt: string | null;
  endDetail: (Partial<HaltDecision> & { halted?: boolean; by?: string; why?: string }) | null;
  changeRequestId: number | null;
  /** Active rollouts: the field's numbers now. */
  health?: HaltDecision;
}

/** A scheduled release. */
export interface Schedule {
  id: number;
  screenId: string;
  version: number;
  target: 'staging' | 'production';
  at: string;
  rollout: ReleasePlan['rollout'] | null;
  status: 'scheduled' | 'live' | 'cancelled';
  createdBy: string;
  createdAt: string;
  doneAt: string | null;
  doneBy: string | null;
  detail: { why?: string; lateMinutes?: number } | null;
  changeRequestId: number | null;
}

/** A screen's rollouts and schedules, newest first, with the halt settings and the server's time. */
export interface ReleaseState {
  rollouts: Rollout[];
  schedules: Schedule[];
  halt: HaltSettings;
  now: string;
}

/** One variant of an experiment. */
export interface Variant {
  key: string;
  changeRequestId: number | null;
  changeRequestStatus: 'open' | 'changes_requested' | 'approved' | 'withdrawn' | null;
  author: string | null;
  reason: string | null;
  version: number | null;
}

/** An experiment. */
export interface Experiment {
  id: number;
  screenId: string;
  name: string;
  goal: { endpoint: string; outcome: 'done' | 'failed' | 'stopped' };
  minimumEffect: number;
  baseVersion: number;
  status: 'draft' | 'running' | 'ended' | 'cancelled';
  money: boolean;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  startedBy: string | null;
  endedAt: string | null;
  endedBy: string | null;
  winner: string | null;
  shipChangeRequestId: number | null;
  variants: Variant[];
  /** Read one by one: the results so far (null before it starts). */
  results?: VariantResult[] | null;
}

const screenPath = (id: string) => `/screens/${encodeURIComponent(id)}`;

/** A screen's rollouts and scheduled releases. */
export const getReleaseState = (client: StudioClient, id: string) => client.request<ReleaseState>(`${screenPath(id)}/rollouts`);
/** A reviewer moves a rollout on from the step they saw. */
export const advanceRollout = (client: StudioClient, id: string, rolloutId: number, fromStep: number) =>
  client.request<Rollout>(`${screenPath(id)}/rollouts/${rolloutId}/advance`, { fromStep });
/** A reviewer stops a rollout: everyone gets the live version again. */
export const stopRollout = (client: StudioClient, id: string, rolloutId: number, reason: string) =>
  client.request<Rollout>(`${screenPath(id)}/rollouts/${rolloutId}/stop`, { reason });
/** A reviewer cancels a scheduled release. */
export const cancelSchedule = (client: StudioClient, id: string, scheduleId: number, reason: string) =>
  client.request<Schedule>(`${screenPath(id)}/schedules/${scheduleId}/cancel`, { reason });
/** Experiments, newest first (of one screen, or all). */
export const listExperiments = async (client: StudioClient, screenId?: string) =>
  (await client.request<{ experiments: Experiment[] }>(`/experiments${screenId ? `?screenId=${encodeURIComponent(screenId)}` : ''}`)).experiments;
/** One experiment with its results so far. */
export const getExperiment = (client: StudioClient, n: number) => client.request<Experiment>(`/experiments/${n}`);
/** An editor makes a draft experiment on a screen. */
export const createExperiment = (
  client: StudioClient,
  screenId: string,
  input: { name: string; goal: { endpoint: string; outcome: string }; minimumEffect: number },
) => client.request<Experiment>(`${screenPath(screenId)}/experiments`, input);
/** An editor submits a variant's text for review. */
export const submitVariant = (client: StudioClient, n: number, input: { text: string; reason: string }) =>
  client.request<ChangeRequest>(`/experiments/${n}/variants`, input);
/** A reviewer starts an experiment whose variants are approved. */
export const startExperiment = (client: StudioClient, n: number) => client.request<Experiment>(`/experiments/${n}/start`, {});
/** A reviewer ends a running experiment, shipping a variant (through review) or none. */
export const endExperiment = (client: StudioClient, n: number, input: { ship: string | null; reason: string }) =>
  client.request<{ experiment: Experiment; changeRequest: ChangeRequest | null }>(`/experiments/${n}/end`, input);
/** Cancels a draft experiment. */
export const cancelExperiment = (client: StudioClient, n: number) => client.request<Experiment>(`/experiments/${n}/cancel`, {});

/** The keys of these reads, under the studio's tree (a screen's key covers its rollouts). */
export const releaseKeys = {
  state: (id: string) => [...queryKeys.screen(id), 'rollouts'] as const,
  experiments: () => [...queryKeys.all, 'experiments'] as const,
  experimentList: (screenId?: string) => [...releaseKeys.experiments(), 'list', screenId ?? ''] as const,
  experiment: (n: number) => [...releaseKeys.experiments(), n] as const,
};

/** A screen's rollouts and schedules, fetched again every 15 s while shown (a halt or a step may come from the server). */
export const releaseState = (client: StudioClient, id: string) =>
  queryOptions({ queryKey: releaseKeys.state(id), queryFn: () => getReleaseState(client, id), refetchInterval: 15_000, staleTime: 5_000 });

/** Experiments (of one screen, or all). */
export const experimentList = (client: StudioClient, screenId?: string) =>
  queryOptions({ queryKey: releaseKeys.experimentList(screenId), queryFn: () => listExperiments(client, screenId) });

/** One experiment with its results, fetched again every 30 s while shown. */
export const experimentDetail = (client: StudioClient, n: number) =>
  queryOptions({ queryKey: releaseKeys.experiment(n), queryFn: () => getExperiment(client, n), refetchInterval: 30_000 });
