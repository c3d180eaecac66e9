/** The one test for a plain JSON object, shared by the renderer, the studio, the server, the scripts and the stories. */

/** True for a plain object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
