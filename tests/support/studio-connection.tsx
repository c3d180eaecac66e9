/** The studio's link to its (fake) server for jsdom tests: a connection that shows a failure at once (no retries), and rendering inside it. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createStudioConnection, StudioConnectionProvider, type StudioConnection } from '../../studio/server-state/studio-connection.tsx';
import { getSession } from '../../studio/studio-api.ts';

/** A fresh connection and cache whose reads fail at the first failure, as a test expects to see it. */
export const testConnection = (): StudioConnection => createStudioConnection({ retries: 0 });

/** A fresh connection already holding the (fake) server's session and its CSRF token. */
export async function signedInConnection(): Promise<StudioConnection> {
  const connection = testConnection();
  await getSession(connection.client);
  return connection;
}

/** Renders `ui` inside `connection` (a fresh one by default). */
export function renderInStudio(ui: ReactElement, connection: StudioConnection = testConnection()): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => <StudioConnectionProvider connection={connection}>{children}</StudioConnectionProvider>;
  return render(ui, { wrapper });
}
