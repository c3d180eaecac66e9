/** What blocks a publish, the capability warnings, and how a failed publish is put into words. */
import { describe, expect, it } from 'vitest';
import { blockingProblems, capabilityWarnings, describePublishFailure, refusalText } from '../../../studio/publish/publish-check.ts';
import { StudioApiError, type Problem } from '../../../studio/studio-api.ts';

const problem = (severity: Problem['severity'], message: string, pointer = '/x'): Problem => ({ severity, message, pointer, line: 1, column: 1, from: 0, to: 1 });

describe('publish checks', () => {
  it('blocks on errors only; warnings are listed apart', () => {
    const problems = [problem('warning', 'old build'), problem('error', 'bad', '/body/0')];
    expect(blockingProblems('{}', problems)).toEqual([{ message: 'bad', pointer: '/body/0' }]);
    expect(blockingProblems('{}', [problem('warning', 'old build')])).toEqual([]);
    expect(capabilityWarnings(problems)).toEqual([{ message: 'old build', pointer: '/x' }]);
  });

  it('blocks a text that does not parse', () => {
    expect(blockingProblems('{ "id": ', [])).toEqual([{ message: expect.stringMatching(/^The text is not valid JSON: /), pointer: '' }]);
  });

  it('words the refusal with the count', () => {
    expect(refusalText(3)).toBe('This screen has 3 problems. Fix them before publishing.');
    expect(refusalText(1)).toBe('This screen has 1 problem. Fix it before publishing.');
  });

  it('words 409, 422, a network failure and other statuses', () => {
    const published = { version: 7, at: '2026-01-01T00:00:00Z', author: 'A', message: 'm' };
    expect(describePublishFailure(new StudioApiError(409, 'stale', [], published))).toEqual({
      kind: 'conflict',
      message: 'Someone published version 7 meanwhile. Reload the screen to see their change before publishing.',
      published,
    });
    expect(describePublishFailure(new StudioApiError(422, 'invalid', [problem('error', 'bad', '/a'), problem('warning', 'w')]))).toEqual({
      kind: 'refused',
      message: 'The server refused to publish: This screen has 1 problem. Fix it before publishing.',
      problems: [{ message: 'bad', pointer: '/a' }],
    });
    expect(describePublishFailure(new StudioApiError(0, 'down')).kind).toBe('offline');
    expect(describePublishFailure(new StudioApiError(400, 'The message is empty.'))).toEqual({ kind: 'other', message: 'Publishing failed: The message is empty.' });
  });
});
