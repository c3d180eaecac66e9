/**
 * One studio page's link to its server: the API connection (CSRF token, 401s) and the query cache, made together by
 * StudioApp (tests make their own) and given to every component below it. Components read server state with
 * `useQuery(someQuery(useStudioClient(), …))` (studio-queries.ts) and write with `useMutation` naming what the write
 * changed in `meta.invalidates`; the ended session is handled once, by useStudioSession.
 */
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createStudioClient, type StudioClient, type StudioClientOptions } from './studio-client.ts';
import { createStudioQueryClient, type StudioQueryClientOptions } from './query-client.ts';

/** The API connection and the query cache of one studio page. */
export interface StudioConnection {
  client: StudioClient;
  queryClient: QueryClient;
}

/** A new connection and cache. */
export function createStudioConnection(options: StudioClientOptions & StudioQueryClientOptions = {}): StudioConnection {
  return { client: createStudioClient(options), queryClient: createStudioQueryClient(options) };
}

const ClientContext = createContext<StudioClient | null>(null);

/** Gives `connection` to everything inside. */
export function StudioConnectionProvider({ connection, children }: { connection: StudioConnection; children: ReactNode }) {
  return (
    <QueryClientProvider client={connection.queryClient}>
      <ClientContext.Provider value={connection.client}>{children}</ClientContext.Provider>
    </QueryClientProvider>
  );
}

/** The page's API connection (inside StudioConnectionProvider). */
export function useStudioClient(): StudioClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useStudioClient: render inside <StudioConnectionProvider> (StudioApp does; tests wrap with it).');
  return client;
}

/** The page's connection and cache together (inside StudioConnectionProvider), for what the studio's store drives. */
export function useStudioConnection(): StudioConnection {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useMemo(() => ({ client, queryClient }), [client, queryClient]);
}
