/** The open screen's id as the page's hash (`/studio/#customer-service`), so a link opens that screen. */

/** The screen id in a hash such as "#customer-service" (null when empty). */
export function screenIdFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#\/?/, '')).trim();
  return id === '' ? null : id;
}
