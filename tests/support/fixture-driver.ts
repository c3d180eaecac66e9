/** What the fixture runner needs from a place to replay in: jsdom (jsdom-fixture-driver.tsx) or Chromium (browser-fixture-driver.ts). */
import type { FixtureStep, FixtureTarget } from '../../schemas/generated/entities.ts';
import type { FixtureRecord } from './fixture-record.ts';

/** Whether the screen has settled, as far as one look tells. */
export interface Readiness {
  /** Why it has not: the screen still loading, requests waiting for answers, the loading overlay; undefined when it has. */
  busy?: string;
  /** A counter of changes to the page (DOM mutations): settled means it stops moving between two looks. */
  changes: number;
}

/** What one element found by a target shows. */
export interface ElementState {
  disabled: boolean;
  value: string;
}

/** A place to replay fixtures in. */
export interface FixtureDriver {
  /** Its name in failure messages. */
  name: string;
  /** How long a check may take to hold, and the screen to settle, in ms. */
  timeoutMs: number;
  /** Calls `check` until it returns undefined (it holds) or `timeoutMs` pass; then rejects with its last message. */
  poll(check: () => Promise<string | undefined>, timeoutMs: number): Promise<void>;
  /** How many elements match a target (`text` matches an element's whole text, as the borrower reads it). */
  count(target: FixtureTarget): Promise<number>;
  /** The target's element (its `nth` match) as it stands, or undefined when there is none. */
  inspect(target: FixtureTarget): Promise<ElementState | undefined>;
  /** Does an action step (tap, type, pickFiles, advance, nativeBack); its target is already there. */
  act(step: FixtureStep): Promise<void>;
  /** What happened so far. */
  record(): Promise<FixtureRecord>;
  /** A value saved by the screen (the save action), or undefined. */
  saved(key: string): Promise<unknown>;
  /** One look at whether the screen has settled. */
  readiness(): Promise<Readiness>;
  /** The page's visible text, one line per line. */
  visibleLines(): Promise<string[]>;
}
