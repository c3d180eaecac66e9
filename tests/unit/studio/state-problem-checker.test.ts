/** Checking the open text: after typing pauses, dropping answers for older texts and problems of another screen. */
import { describe, expect, test, vi } from 'vitest';
import { createProblemChecker, noProblems, type ProblemsState } from '../../../studio/state/problem-checker.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const problem = (message: string): Problem => ({ severity: 'error', pointer: '', message, line: 1, column: 1, from: 0, to: 0 });

/** A checker and the state it keeps. */
function checker(validate: (text: string, id: string) => Promise<Problem[]>, delayMs: number) {
  const seen = { state: noProblems() as ProblemsState };
  const check = createProblemChecker((next) => (seen.state = next(seen.state)), validate, delayMs);
  return { check, seen };
}

describe('createProblemChecker', () => {
  test('waits for typing to pause, and drops an answer for an older text', async () => {
    vi.useFakeTimers();
    const answers: { text: string; resolve(p: Problem[]): void }[] = [];
    const validate = vi.fn((text: string) => new Promise<Problem[]>((resolve) => answers.push({ text, resolve })));
    const { check, seen } = checker(validate, 300);
    check.check('one', 'a');
    check.check('two', 'a');
    vi.advanceTimersByTime(299);
    expect(validate).not.toHaveBeenCalled();
    expect(seen.state.checking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenLastCalledWith('two', 'a');
    check.check('three', 'a');
    vi.advanceTimersByTime(300);
    answers[1]?.resolve([problem('for three')]);
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.resolve([problem('for two')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.state.problems.map((p) => p.message)).toEqual(['for three']);
    expect(seen.state.text).toBe('three');
    expect(seen.state.checking).toBe(false);
    vi.useRealTimers();
  });

  test('problems of another screen are not shown', async () => {
    vi.useFakeTimers();
    const validate = vi.fn(async () => [problem('old')]);
    const { check, seen } = checker(validate, 0);
    check.check('x', 'a');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.state.problems).toHaveLength(1);
    check.check('x', 'b');
    expect(seen.state.problems).toEqual([]);
    expect(seen.state.id).toBe('b');
    vi.useRealTimers();
  });
});
