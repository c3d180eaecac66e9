/**
 * The step semantics of QA fixtures, the same in every driver: actions wait for their target, positive checks are
 * tried until they hold, and negative checks wait for the screen to settle (its data loaded, no request waiting for
 * an answer, no loading overlay, the page no longer changing) before they judge, so they cannot pass early.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FixtureStep, FixtureTarget, QaFixture } from '../../schemas/generated/entities.ts';
import { checkRecord, isRecordStep } from './fixture-checks.ts';
import type { FixtureDriver } from './fixture-driver.ts';
import { describeRecord, shownValue } from './fixture-record.ts';
import { isActionStep, isNegativeStep, stepNameOf } from './fixture-steps.ts';

/** A target as a failure names it: role=button name="Send", text "Collection", label "Phone" (#2 for nth 1). */
export function describeTarget(target: FixtureTarget): string {
  const nth = target.nth ? ` #${target.nth + 1}` : '';
  if (target.role) return `role=${target.role}${target.name !== undefined ? ` name=${JSON.stringify(target.name)}` : ''}${nth}`;
  if (target.label !== undefined) return `label ${JSON.stringify(target.label)}${nth}`;
  if (target.text !== undefined) return `text ${JSON.stringify(target.text)}${nth}`;
  if (target.title !== undefined) return `title ${JSON.stringify(target.title)}${nth}`;
  return JSON.stringify(target);
}

/** The element an action or an element check works on. */
function targetOf(step: FixtureStep): FixtureTarget | undefined {
  return step.tap ?? step.type?.into ?? step.pickFiles?.into ?? step.expectRole ?? step.expectDisabled ?? step.expectEnabled ?? step.expectValue?.in;
}

async function present(driver: FixtureDriver, target: FixtureTarget): Promise<string | undefined> {
  const n = await driver.count(target);
  const nth = target.nth ?? 0;
  if (n > nth) return undefined;
  return n === 0 ? `nothing matches ${describeTarget(target)}` : `only ${n} element(s) match ${describeTarget(target)}`;
}

/** Judges a check step once: undefined when it holds, else what is wrong. */
async function judge(step: FixtureStep, driver: FixtureDriver): Promise<string | undefined> {
  if (isRecordStep(step)) return checkRecord(step, await driver.record());
  if (step.expectText !== undefined)
    return (await driver.count({ text: step.expectText })) > 0 ? undefined : `the text ${JSON.stringify(step.expectText)} is not shown`;
  if (step.expectNoText !== undefined) {
    const n = await driver.count({ text: step.expectNoText });
    return n === 0 ? undefined : `the text ${JSON.stringify(step.expectNoText)} is shown${n > 1 ? ` (${n} times)` : ''}`;
  }
  if (step.expectNoRole) {
    const n = await driver.count({ ...step.expectNoRole, nth: 0 });
    return n === 0 ? undefined : `${describeTarget(step.expectNoRole)} is shown${n > 1 ? ` (${n} times)` : ''}`;
  }
  if (step.expectSaved) {
    const { key, value } = step.expectSaved;
    const saved = await driver.saved(key);
    return isDeepStrictEqual(saved, value)
      ? undefined
      : `${key} is saved as ${saved === undefined ? 'nothing' : shownValue(saved)}, not ${shownValue(value)}`;
  }
  const target = targetOf(step);
  if (!target) throw new Error(`the runner cannot check ${JSON.stringify(step)}`);
  const missing = await present(driver, target);
  if (missing) return missing;
  const el = await driver.inspect(target);
  if (!el) return `nothing matches ${describeTarget(target)}`;
  if (step.expectDisabled) return el.disabled ? undefined : `${describeTarget(target)} can be used (it is not disabled)`;
  if (step.expectEnabled) return el.disabled ? `${describeTarget(target)} is disabled` : undefined;
  if (step.expectValue)
    return el.value === step.expectValue.value
      ? undefined
      : `${describeTarget(target)} holds ${JSON.stringify(el.value)}, not ${JSON.stringify(step.expectValue.value)}`;
  return undefined;
}

/** Waits until the screen has settled: ready by the driver's look twice in a row with no change in between. */
export async function waitForSettled(driver: Pick<FixtureDriver, 'poll' | 'readiness' | 'timeoutMs'>): Promise<void> {
  let last: number | undefined;
  await driver.poll(async () => {
    const look = await driver.readiness();
    if (look.busy) {
      last = undefined;
      return `the screen did not settle: ${look.busy}`;
    }
    if (look.changes !== last) {
      last = look.changes;
      return 'the screen did not settle: the page kept changing';
    }
    return undefined;
  }, driver.timeoutMs);
}

/** Runs one step. */
export async function runStep(step: FixtureStep, driver: FixtureDriver): Promise<void> {
  const name = stepNameOf(step);
  if (isActionStep(name)) {
    const target = targetOf(step);
    if (target) await driver.poll(() => present(driver, target), driver.timeoutMs);
    return driver.act(step);
  }
  if (isNegativeStep(name)) {
    await waitForSettled(driver);
    const problem = await judge(step, driver);
    if (problem) throw new Error(problem);
    return;
  }
  await driver.poll(() => judge(step, driver), driver.timeoutMs);
}

/** A failed step, with what did happen. */
export class FixtureStepError extends Error {
  override name = 'FixtureStepError';
}

/** Replays a fixture's steps in a driver; throws a FixtureStepError at the first step that does not hold. */
export async function runFixtureSteps(fixture: QaFixture, driver: FixtureDriver, file?: string): Promise<void> {
  for (const [i, step] of fixture.steps.entries()) {
    try {
      await runStep(step, driver);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const record = await driver.record().catch(() => undefined);
      const lines = await driver.visibleLines().catch(() => ['(the page could not be read)']);
      const head = `step ${i + 1} of ${fixture.steps.length} failed in ${driver.name}: ${JSON.stringify(step)}`;
      const where = file ? `\n  fixture: ${file}` : '';
      const happened = record ? `\nWhat did happen:\n${describeRecord(record, lines)}` : '';
      throw new FixtureStepError(`${head}${where}\n  ${reason}${happened}`);
    }
  }
}
