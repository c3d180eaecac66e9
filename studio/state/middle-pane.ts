/**
 * What takes the Screens tab's middle column: the JSON editor (the form under the outline), or the form (the JSON one
 * tab away). Each person's choice is kept in this browser under their account.
 */

/** The middle column's content. */
export type MiddlePane = 'json' | 'form';

/** The localStorage key of a person's choice. */
export const middleKey = (userId: string) => `hatid.studio.middle.${userId}`;

/** The person's choice, or the JSON editor when none is kept (or storage is refused). */
export function loadMiddle(userId: string, storage: Storage = localStorage): MiddlePane {
  try {
    return storage.getItem(middleKey(userId)) === 'form' ? 'form' : 'json';
  } catch {
    return 'json';
  }
}

/** Keeps the person's choice (a refused storage only forgets it). */
export function saveMiddle(userId: string, middle: MiddlePane, storage: Storage = localStorage): void {
  try {
    storage.setItem(middleKey(userId), middle);
  } catch {
    // Private windows and full storage: the choice lasts this page only.
  }
}
