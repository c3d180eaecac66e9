import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useProblems } from '../../../studio/state/use-problems.ts';
import type { Problem } from '../../../studio/studio-api.ts';

const problem = (message: string): Problem => ({ severity: 'error', pointer: '', message, line: 1, column: 1, from: 0, to: 0 });

describe('useProblems', () => {
  test('waits for typing to pause, and drops an answer for an older text', async () => {
    vi.useFakeTimers();
    const answers: { text: string; resolve(p: Problem[]): void }[] = [];
    const validate = vi.fn((text: string) => new Promise<Problem[]>((resolve) => answers.push({ text, resolve })));
    const { result, rerender } = renderHook(({ text }) => useProblems(text, 'a', validate, 300), { initialProps: { text: 'one' } });
    rerender({ text: 'two' });
    act(() => vi.advanceTimersByTime(299));
    expect(validate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenLastCalledWith('two', 'a');
    rerender({ text: 'three' });
    act(() => vi.advanceTimersByTime(300));
    await act(async () => answers[1]?.resolve([problem('for three')]));
    await act(async () => answers[0]?.resolve([problem('for two')]));
    expect(result.current.problems.map((p) => p.message)).toEqual(['for three']);
    expect(result.current.text).toBe('three');
    expect(result.current.checking).toBe(false);
  });

  test('problems of another screen are not shown', async () => {
    vi.useFakeTimers();
    const validate = vi.fn(async () => [problem('old')]);
    const { result, rerender } = renderHook(({ id }) => useProblems('x', id, validate, 0), { initialProps: { id: 'a' } });
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.problems).toHaveLength(1);
    rerender({ id: 'b' });
    expect(result.current.problems).toEqual([]);
  });
});
