/** The app's screens as the app readies them (app/load-screen.ts), for tests that draw them; throws for one that is not valid. */
import { loadScreen } from '../../app/load-screen.ts';
import type { ScreenDocument } from '../../schemas/generated/types.ts';

/** Loads each screen into `into` (by id), as the app does. */
export async function loadValidScreens(ids: Iterable<string>, into: Map<string, ScreenDocument>): Promise<void> {
  for (const screen of new Set(ids)) {
    const loaded = await loadScreen(screen, { error: () => undefined });
    if (!loaded.ok) throw new Error(`screen ${screen} is not valid`);
    into.set(screen, loaded.document);
  }
}
