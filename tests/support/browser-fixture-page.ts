/**
 * What the browser driver puts in the page before the app runs (Playwright init script, so it is serialised: keep it
 * self-contained): it keeps the studio preview's reports (API calls with their fields, toasts, navigation) and the
 * native calls an Android interface receives (the preview's own log redacts their values), counts DOM changes, seeds the fixture's saved session values, and keeps the page from leaving the app
 * (an opened address is reported by the preview and not followed, as in jsdom).
 */

/** What the init script keeps on window.__hatidFixture. */
export interface FixturePageState {
  events: Record<string, unknown>[];
  changes: number;
  /** Set once the screen is open: from then on the page stays on it, as in jsdom (navigation is recorded, not made). */
  frozen: boolean;
}

/** The init script; `saved` is the fixture's session values. */
export function fixturePageScript(saved: Record<string, unknown>): void {
  const w = window as unknown as { __hatidFixture?: FixturePageState; navigation?: EventTarget };
  if (w.__hatidFixture) return;
  const state: FixturePageState = { events: [], changes: 0, frozen: false };
  w.__hatidFixture = state;
  // Kept as they are sent (the preview's parent is this window), in one stream with the native calls below.
  const post = window.postMessage.bind(window) as (message: unknown, ...rest: unknown[]) => void;
  Object.defineProperty(window, 'postMessage', {
    configurable: true,
    value: (message: unknown, ...rest: unknown[]) => {
      if (typeof message === 'object' && message !== null && (message as { source?: unknown }).source === 'hatid-preview')
        state.events.push(message as Record<string, unknown>);
      post(message, ...rest);
    },
  });
  new MutationObserver((list) => void (state.changes += list.length)).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  for (const [key, value] of Object.entries(saved)) sessionStorage.setItem(key, JSON.stringify(value));
  const parse = (raw: unknown): Record<string, unknown> => {
    try {
      const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  Object.assign(window, {
    android: new Proxy(
      {},
      {
        get: (_t, action) =>
          typeof action === 'string' ? (raw: unknown) => void state.events.push({ type: 'bridge', action, args: parse(raw) }) : undefined,
      },
    ),
  });
  // Every navigation, same page or not, is stopped once the screen is open (the preview has reported it by then).
  w.navigation?.addEventListener('navigate', (event) => {
    if (state.frozen && event.cancelable) event.preventDefault();
  });
  for (const name of ['back', 'forward', 'go'] as const) {
    const original = history[name].bind(history) as (...args: unknown[]) => void;
    Object.defineProperty(history, name, { configurable: true, value: (...args: unknown[]) => (state.frozen ? undefined : original(...args)) });
  }
}
