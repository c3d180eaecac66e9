/** What blocks sending an edit, the capability warnings, and how a failed submit or publish is put into words. */
import { describe, expect, it } from 'vitest';
import { blockingProblems, capabilityWarnings, describeSendFailure, refusalText, staleText } from '../../../studio/publish/publish-check.ts';
import { publishableWithoutReview, reviewNeedText } from '../../../studio/publish/review-need.ts';
import { alsoOpenText, othersEditingWarning } from '../../../studio/state/presence-words.ts';
import { StudioApiError, type Presence, type Problem } from '../../../studio/studio-api.ts';

const problem = (severity: Problem['severity'], message: string, pointer = '/x'): Problem => ({
  severity,
  message,
  pointer,
  line: 1,
  column: 1,
  from: 0,
  to: 1,
});
const person = (name: string, editing: boolean): Presence => ({ userId: name, name, role: 'editor', editing, seenAt: '' });

describe('send checks', () => {
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
    expect(refusalText(3)).toBe('This screen has 3 problems. Fix them before submitting.');
    expect(refusalText(1)).toBe('This screen has 1 problem. Fix it before submitting.');
  });

  it("words 409 stale (naming who published), the server's fixture check and other 409s, 422, an ended session, no answer and the server's own refusals", () => {
    const published = { version: 7, at: '2026-01-01T00:00:00Z', author: 'Dee', reason: 'm', baseVersion: 6 };
    expect(describeSendFailure(new StudioApiError(409, 'stale', [], published, 'stale'), 'submitted')).toEqual({
      kind: 'stale',
      message: 'Version 7 was published by Dee while you edited. Nothing was submitted.',
      published,
    });
    expect(staleText(null)).toBe('The screen was rolled back to the copy bundled with the app while you edited.');
    expect(describeSendFailure(new StudioApiError(422, 'invalid', [problem('error', 'bad', '/a'), problem('warning', 'w')]), 'published')).toEqual({
      kind: 'refused',
      message: 'The server refused the screen: This screen has 1 problem. Fix it before submitting.',
      problems: [{ message: 'bad', pointer: '/a' }],
    });
    expect(describeSendFailure(new StudioApiError(401, 'x'), 'submitted').kind).toBe('signed-out');
    expect(describeSendFailure(new StudioApiError(0, 'down'), 'submitted').kind).toBe('offline');
    // The server's own replay of the QA fixtures refused the text: said as the server says it, never as a rollback.
    const replayed =
      'The server replayed the screen’s 4 QA fixtures on this text and 1 fails: “A borrower without complaints sees a calm empty state” (step 2). Fix the screen (or the fixture) before it goes live.';
    expect(describeSendFailure(new StudioApiError(409, replayed, [], null, 'fixtures'), 'published')).toEqual({
      kind: 'other',
      message: `Nothing was published. ${replayed}`,
    });
    expect(describeSendFailure(new StudioApiError(409, 'Change request #4 is approved, not open.', [], null, 'conflict'), 'submitted')).toEqual({
      kind: 'other',
      message: 'Nothing was submitted. Change request #4 is approved, not open.',
    });
    expect(describeSendFailure(new StudioApiError(403, 'This screen needs review.'), 'published')).toEqual({
      kind: 'other',
      message: 'Nothing was published: This screen needs review.',
    });
  });

  it('says why a screen needs a second person, and who else is on it', () => {
    expect(reviewNeedText({ money: true, reviewRequired: false })).toBe(
      'This screen can move money or change an account, so someone else must approve it.',
    );
    expect(publishableWithoutReview({ money: true, reviewRequired: false })).toBe(false);
    expect(publishableWithoutReview({ money: false, reviewRequired: true })).toBe(false);
    expect(publishableWithoutReview({ money: false, reviewRequired: false })).toBe(true);
    expect(alsoOpenText([person('Ana', true), person('Bo', false)])).toBe('Also open: Ana (editing), Bo');
    expect(alsoOpenText([])).toBe('');
    expect(othersEditingWarning([person('Ana', true), person('Bo', false)])).toBe(
      'Ana is editing this screen too — submitting may overwrite their work.',
    );
    expect(othersEditingWarning([person('Ana', true), person('Bo', true), person('Cy', true)])).toMatch(/^Ana, Bo and Cy are editing/);
    expect(othersEditingWarning([person('Bo', false)])).toBe('');
  });
});
