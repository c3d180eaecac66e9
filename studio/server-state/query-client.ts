/**
 * The studio's one cache of server state (TanStack Query). Reads retry only what may pass on a second try (no answer,
 * or the server's 5xx such as 503 'db-down'), never a refusal (4xx: 401, 403, 404, 409, 422); writes never retry on
 * their own (the person decides). A write names what it changed in `meta.invalidates` and the cache refetches those
 * reads after it succeeds, in this one place instead of after every call.
 */
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { StudioApiError } from './studio-api-error.ts';

/** What a write's `meta` may say: the reads (query key prefixes) to fetch again once it succeeded. */
export interface StudioMutationMeta extends Record<string, unknown> {
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: StudioMutationMeta;
  }
}

/** Options of createStudioQueryClient. */
export interface StudioQueryClientOptions {
  /** How many times a read that may pass later is tried again (default 2; tests use 0 to see the first failure). */
  retries?: number;
  /** The wait before the n-th retry (default 1 s, 2 s, 4 s … up to 8 s). */
  retryDelay?: (attempt: number) => number;
}

/** The failure may pass on a second try: no answer at all, or the server's own trouble (5xx). */
export const mayPassLater = (err: unknown): boolean => !(err instanceof StudioApiError) || err.status === 0 || err.status >= 500;

/** A new cache for one studio page. */
export function createStudioQueryClient({ retries = 2, retryDelay }: StudioQueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, err) => failures < retries && mayPassLater(err),
        retryDelay: retryDelay ?? ((attempt) => Math.min(1000 * 2 ** attempt, 8000)),
        // Staff see a list as fresh for half a minute; a write invalidates what it changed at once.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The studio says itself when the server cannot be reached (status 0): no pausing on navigator.onLine.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
