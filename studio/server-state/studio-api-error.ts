/** The one failure every studio API call throws (studio/server-state/studio-client.ts). */
import type { Problem, VersionInfo } from '../studio-api-types.ts';

/** A failed studio API call: status (0 = no answer), code, message, and the problems or the version published meanwhile. */
export class StudioApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problems: Problem[];
  readonly published: VersionInfo | null;

  constructor(status: number, message: string, problems: Problem[] = [], published: VersionInfo | null = null, code = '') {
    super(message);
    this.name = 'StudioApiError';
    this.status = status;
    this.code = code;
    this.problems = problems;
    this.published = published;
  }
}
