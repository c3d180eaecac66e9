import { StudioApiError, type Problem, type VersionInfo } from '../studio-api.ts';

/** A problem as the publish dialog lists it: what is wrong and where (a JSON Pointer to reveal). */
export interface ListedProblem {
  message: string;
  pointer: string;
}

/** What stops a publish: every error, or the JSON syntax error when the text does not parse and no error says so. */
export function blockingProblems(text: string, problems: Problem[]): ListedProblem[] {
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) return errors.map(({ message, pointer }) => ({ message, pointer }));
  try {
    JSON.parse(text);
    return [];
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return [{ message: `The text is not valid JSON: ${reason}`, pointer: '' }];
  }
}

/** The capability warnings (things older app builds lack); they never block a publish. */
export function capabilityWarnings(problems: Problem[]): ListedProblem[] {
  return problems.filter((problem) => problem.severity === 'warning').map(({ message, pointer }) => ({ message, pointer }));
}

/** "This screen has N problems. Fix them before submitting." with the right plural. */
export function refusalText(count: number): string {
  return `This screen has ${count} ${count === 1 ? 'problem' : 'problems'}. Fix ${count === 1 ? 'it' : 'them'} before submitting.`;
}

/** Why sending an edit (for review, or published at once) failed, in words. */
export type SendFailure =
  | { kind: 'refused'; message: string; problems: ListedProblem[] }
  | { kind: 'stale'; message: string; published: VersionInfo | null }
  | { kind: 'signed-out'; message: string }
  | { kind: 'offline'; message: string }
  | { kind: 'other'; message: string };

/** "Version 6 was published by Ana while you edited", or the bundled copy's words when a rollback made it live. */
export function staleText(published: VersionInfo | null): string {
  if (published === null || published.version === 0) return 'The screen was rolled back to the copy bundled with the app while you edited.';
  return `Version ${published.version} was published by ${published.author} while you edited.`;
}

/** Turns a failed submitChangeRequest or publishScreen into what the dialog says; `verb` is "submitted" or "published". */
export function describeSendFailure(err: unknown, verb: 'submitted' | 'published'): SendFailure {
  if (!(err instanceof StudioApiError)) return { kind: 'other', message: `Nothing was ${verb}: ${err instanceof Error ? err.message : String(err)}` };
  if (err.status === 422) {
    const problems = err.problems.filter((problem) => problem.severity === 'error').map(({ message, pointer }) => ({ message, pointer }));
    return { kind: 'refused', message: `The server refused the screen: ${refusalText(problems.length)}`, problems };
  }
  // Only a 409 'stale' means someone else published meanwhile; the server's own fixture check (409 'fixtures') and the
  // other refusals say in their message what is wrong.
  if (err.status === 409 && err.code === 'stale') {
    return { kind: 'stale', message: `${staleText(err.published)} Nothing was ${verb}.`, published: err.published };
  }
  if (err.status === 409) return { kind: 'other', message: `Nothing was ${verb}. ${err.message}` };
  if (err.status === 401) {
    return {
      kind: 'signed-out',
      message: `Your session ended, so nothing was ${verb}. Sign in again, then send it again: your text and reason are kept.`,
    };
  }
  if (err.status === 0) {
    return {
      kind: 'offline',
      message: `Could not reach the studio server, so nothing was ${verb}. Your text and reason are kept: try again when it is back.`,
    };
  }
  return { kind: 'other', message: `Nothing was ${verb}: ${err.message}` };
}
