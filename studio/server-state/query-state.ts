/** How a view reads a query's state: data once there is some (kept while it is fetched again), else loading, else the failure. */
import type { UseQueryResult } from '@tanstack/react-query';

/** The failure to show in place of the data: none while there is data to show or a new try is under way. */
export function failedToLoad<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching'>): Error | null {
  return query.data === undefined && !query.isFetching ? query.error : null;
}
