/** The names of a fixture's steps and what kind each is: an action, a check that waits to hold, or a negative check. */
import type { FixtureStep } from '../../schemas/generated/entities.ts';
import { didYouMean } from '../../renderer/core/validation/describe-errors.ts';

/** A step's name: its one property. */
export type StepName = keyof FixtureStep;

/** Steps that do something (a tap, typing, time passing, the native back event). */
export const actionSteps = ['tap', 'type', 'pickFiles', 'advance', 'nativeBack'] as const satisfies readonly StepName[];

/** Checks that something is there or happened: tried again until they hold or the step's time runs out. */
export const positiveSteps = [
  'expectText',
  'expectRole',
  'expectDisabled',
  'expectEnabled',
  'expectValue',
  'expectSaved',
  'expectToast',
  'expectNavigation',
  'expectOpened',
  'expectOpenedInPlace',
  'expectBack',
  'expectNative',
  'expectRequest',
] as const satisfies readonly StepName[];

/**
 * Checks that something is not there or did not happen: judged once, after the screen has settled (see
 * run-fixture-steps.ts), since "not yet" is not "not".
 */
export const negativeSteps = [
  'expectNoText',
  'expectNoRole',
  'expectNoToast',
  'expectNoOpened',
  'expectNoNavigation',
  'expectNoNative',
] as const satisfies readonly StepName[];

/** Every step name the runner knows. */
export const stepNames: readonly StepName[] = [...actionSteps, ...positiveSteps, ...negativeSteps];

// Fails to compile when the schema gains a step this list lacks.
type Listed = (typeof actionSteps)[number] | (typeof positiveSteps)[number] | (typeof negativeSteps)[number];
const everyStep: Record<Exclude<StepName, Listed>, never> = {};
void everyStep;

/** A negative check (judged once the screen has settled). */
export function isNegativeStep(name: StepName): boolean {
  return (negativeSteps as readonly string[]).includes(name);
}

/** An action step. */
export function isActionStep(name: StepName): boolean {
  return (actionSteps as readonly string[]).includes(name);
}

/** The message for a step property the runner does not know, with a did-you-mean. */
export function unknownStepMessage(name: string): string {
  return `unknown step \`${name}\`${didYouMean(name, stepNames)}`;
}

/** The name of a step (its one property); throws a did-you-mean for an unknown or a missing one. */
export function stepNameOf(step: FixtureStep): StepName {
  const keys = Object.keys(step);
  if (keys.length !== 1)
    throw new Error(`a step has exactly one property, this one has ${keys.length === 0 ? 'none' : keys.map((k) => `\`${k}\``).join(', ')}`);
  const [name = ''] = keys;
  if (!(stepNames as readonly string[]).includes(name)) throw new Error(unknownStepMessage(name));
  return name as StepName;
}
