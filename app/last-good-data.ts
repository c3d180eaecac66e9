/**
 * The last good data of each screen opened in this webview session, by screen and query: opened again (going back to
 * an order, say), a screen draws it at once, marked as updating, while its loads run again. Kept in memory only, never
 * on the device: a borrower's loans and cards do not outlive the session.
 */

/** How many screens' data are kept (the oldest is forgotten first). */
export const keptScreens = 8;

const kept = new Map<string, Record<string, unknown>>();

const keyOf = (screen: string, search: string) => `${screen}?${search}`;

/** The data a screen last loaded with this query, if it was opened before in this session. */
export function lastGoodData(screen: string, search: string): Record<string, unknown> | undefined {
  return kept.get(keyOf(screen, search));
}

/** Keeps a screen's data once its loads are in. */
export function keepGoodData(screen: string, search: string, data: Record<string, unknown>): void {
  const key = keyOf(screen, search);
  kept.delete(key);
  kept.set(key, data);
  while (kept.size > keptScreens) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

/** Forgets everything kept (tests). */
export function forgetGoodData(): void {
  kept.clear();
}
