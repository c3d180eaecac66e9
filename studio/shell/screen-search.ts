/**
 * The screen list's search: a screen matches when every word of the query is in its title (English or Filipino), id,
 * routes, a text it shows (either language), a widget type it uses or an endpoint it calls; the list says why a screen
 * matched when it was not by its name ("Says “Telephone/WhatsApp”").
 */
import type { ScreenSummary } from '../studio-api.ts';

/** A screen the search kept, and the reasons beyond its name (empty when its title, id or route matched). */
export interface FoundScreen {
  screen: ScreenSummary;
  why: string[];
}

const fold = (s: string) => s.toLowerCase();

/** The words shown by an expression title: its quoted literals ("=default(data.t.title, 'Register')" is "Register"). */
export function shownTitle(screen: Pick<ScreenSummary, 'id' | 'title'>): string {
  const title = screen.title.trim();
  if (!title.startsWith('=')) return title || screen.id;
  const words = [...title.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '').filter((w) => /\p{L}/u.test(w));
  return words.at(-1) ?? screen.id;
}

/** Why one word matched a screen: null for its name, a reason for what it says or uses, undefined for no match. */
function reasonFor(screen: ScreenSummary, word: string): string | null | undefined {
  const name = [screen.title, screen.titleFil ?? '', screen.id, ...screen.routes.map((r) => r.path)];
  if (name.some((s) => fold(s).includes(word))) return null;
  const text = screen.find.texts.find((t) => fold(t).includes(word));
  if (text !== undefined) return `Says “${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;
  const widget = screen.find.widgets.find((w) => fold(w).includes(word));
  if (widget !== undefined) return `Uses a ${widget}`;
  const endpoint = screen.find.endpoints.find((e) => fold(e).includes(word));
  if (endpoint !== undefined) return `Calls ${endpoint}`;
  return undefined;
}

/** The screens matching a query, in list order, each with why it matched. */
export function searchScreens(screens: readonly ScreenSummary[], query: string): FoundScreen[] {
  const whole = fold(query.trim());
  const words = whole.split(/\s+/).filter(Boolean);
  if (words.length === 0) return screens.map((screen) => ({ screen, why: [] }));
  const found: FoundScreen[] = [];
  for (const screen of screens) {
    // A phrase a screen says as written ("Loan Now") is one reason, not one per word.
    const phrase = words.length > 1 ? screen.find.texts.find((t) => fold(t).includes(whole)) : undefined;
    if (phrase !== undefined) {
      found.push({ screen, why: [`Says “${phrase}”`] });
      continue;
    }
    const reasons = words.map((w) => reasonFor(screen, w));
    if (reasons.some((r) => r === undefined)) continue;
    found.push({ screen, why: [...new Set(reasons.filter((r): r is string => typeof r === 'string'))] });
  }
  return found;
}
