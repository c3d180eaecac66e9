/**
 * The studio's link to its (fake) server and its store for jsdom tests: a connection that shows a failure at once (no
 * retries), and rendering a part of the studio inside both, as StudioApp and StudioShell provide them.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createStudioConnection, StudioConnectionProvider, type StudioConnection } from '../../studio/server-state/studio-connection.tsx';
import { StudioStoreProvider } from '../../studio/state/studio-store-context.tsx';
import { createStudioStore, type StudioStore } from '../../studio/state/studio-store.ts';
import { getSession, type SessionInfo } from '../../studio/studio-api.ts';

/**
 * A fresh connection and cache whose reads fail at the first failure, as a test expects to see it; `fetch` answers its
 * calls instead of the page's (stubbed) one.
 */
export const testConnection = (fetch?: typeof globalThis.fetch): StudioConnection => createStudioConnection({ retries: 0, fetch });

/** A fresh connection already holding the (fake) server's session and its CSRF token. */
export async function signedInConnection(): Promise<StudioConnection> {
  const connection = testConnection();
  await getSession(connection.client);
  return connection;
}

/** The signed-in person of a studio store made for a test. */
export const testSession: SessionInfo = {
  user: { id: 'u-test', name: 'Tess Tester', email: 'tess@hatid.test', role: 'editor' },
  csrfToken: '',
  sandbox: true,
};

/** Renders `ui` inside `connection` (a fresh one by default) and a studio store on it (not started: nothing loads). */
export function renderInStudio(
  ui: ReactElement,
  connection: StudioConnection = testConnection(),
  store: StudioStore = createStudioStore(testSession, connection),
): RenderResult & { store: StudioStore } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StudioConnectionProvider connection={connection}>
      <StudioStoreProvider store={store}>{children}</StudioStoreProvider>
    </StudioConnectionProvider>
  );
  return Object.assign(render(ui, { wrapper }), { store });
}
