/** What a failed admin call says to staff: the server's own message, or that the server did not answer. */
import { StudioApiError } from '../studio-api.ts';

/** The message of a failure; `nothingDone` says what did not happen when the server could not be reached. */
export function failureWords(err: unknown, nothingDone: string): string {
  if (err instanceof StudioApiError && err.status === 0) return `Could not reach the studio server, so ${nothingDone}. Try again when it is back.`;
  return err instanceof Error ? err.message : String(err);
}
