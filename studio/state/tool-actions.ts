/**
 * The studio's tool state beside the text, in the same store: the expression input the data panel fills, the
 * preview's live values, and the QA fixture runs by key (a screen's draft, a change request) with their runner.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ExpressionTarget } from '../data/expression-scope.ts';
import type { ScreenValuesReport } from '../data/preview-values.ts';
import type { FixtureReport, ListedFixture } from '../fixture/fixture-report.ts';
import { createFixtureRunner, idleRuns, type FixtureRunsState, type RunInput } from '../fixture/fixture-runs.ts';
import type { StudioState } from './studio-state.ts';

/** The tool state. */
export interface ToolData {
  /** The expression input the data panel puts a clicked path into (the one focused last). */
  expressionTarget: ExpressionTarget | null;
  /** The preview's live values (the data panel), for the screen they are of; null until the preview sent any. */
  previewValues: { screenId: string; values: ScreenValuesReport | null };
  /** The fixture runs by key (absent: never run). */
  fixtureRuns: Readonly<Record<string, FixtureRunsState>>;
}

/** The tool actions. */
export interface ToolActions {
  /** Makes `target` the input the data panel inserts into. */
  focusExpression(target: ExpressionTarget): void;
  /** Keeps the values the preview sent (the studio's side of the 'values' message). */
  setPreviewValues(screenId: string, values: ScreenValuesReport): void;
  /** Replays the screen's fixtures on a text under `key` (fixture-runs.ts); the report, or null. */
  runFixtures(key: string, input: Omit<RunInput, 'list'>): Promise<FixtureReport | null>;
  /** Stops the run under `key` unless it is of `text`. */
  stopStaleRun(key: string, text: string): void;
  /** The finished report of exactly this text of the screen, if there is one (publishing sends it). */
  fixtureReport(screenId: string, text: string): FixtureReport | undefined;
}

/** The tool state at the start. */
export const noTools: ToolData = { expressionTarget: null, previewValues: { screenId: '', values: null }, fixtureRuns: {} };

/** The runs of `key` in the store (idle when never run). */
export const selectRuns = (key: string) => (s: ToolData) => s.fixtureRuns[key] ?? idleRuns;

/** The tool actions over the store; `list` lists a screen's fixtures from the server. */
export function toolActions(
  set: StoreApi<StudioState>['setState'],
  get: StoreApi<StudioState>['getState'],
  list: (screenId: string) => Promise<ListedFixture[]>,
): ToolActions {
  const runner = createFixtureRunner(
    (key, state) => set((s) => ({ fixtureRuns: { ...s.fixtureRuns, [key]: state } })),
    (key) => get().fixtureRuns[key] ?? idleRuns,
  );
  return {
    focusExpression: (expressionTarget) => set({ expressionTarget }),
    setPreviewValues: (screenId, values) => set({ previewValues: { screenId, values } }),
    runFixtures: (key, input) => runner.run(key, { ...input, list }),
    stopStaleRun: runner.stopStale,
    fixtureReport: runner.reportFor,
  };
}
