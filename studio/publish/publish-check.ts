import { StudioApiError, type Problem, type Published } from '../studio-api.ts';

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

/** "This screen has N problems. Fix them before publishing." with the right plural. */
export function refusalText(count: number): string {
  return `This screen has ${count} ${count === 1 ? 'problem' : 'problems'}. Fix ${count === 1 ? 'it' : 'them'} before publishing.`;
}

/** Why a publish failed, in words, with the server's problems when it refused the text. */
export type PublishFailure =
  | { kind: 'refused'; message: string; problems: ListedProblem[] }
  | { kind: 'conflict'; message: string; published: Published | null }
  | { kind: 'offline'; message: string }
  | { kind: 'other'; message: string };

/** Turns a failed `publishScreen` call into what the dialog says. */
export function describePublishFailure(err: unknown): PublishFailure {
  if (!(err instanceof StudioApiError)) {
    return { kind: 'other', message: `Publishing failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (err.status === 422) {
    const problems = err.problems.filter((problem) => problem.severity === 'error').map(({ message, pointer }) => ({ message, pointer }));
    return { kind: 'refused', message: `The server refused to publish: ${refusalText(problems.length)}`, problems };
  }
  if (err.status === 409) {
    const version = err.published ? `version ${err.published.version}` : 'a new version';
    return {
      kind: 'conflict',
      message: `Someone published ${version} meanwhile. Reload the screen to see their change before publishing.`,
      published: err.published,
    };
  }
  if (err.status === 0) {
    return {
      kind: 'offline',
      message: 'Could not reach the studio server, so nothing was published. Your text and message are kept: try again when it is back.',
    };
  }
  return { kind: 'other', message: `Publishing failed: ${err.message}` };
}
