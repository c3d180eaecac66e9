/** The API stories use: the real http adapter against /api, answered in the page by the sandbox lender through MSW. */
import { createApi } from '../../adapters/http/create-api.ts';
import type { ApiPort } from '../../renderer/core/ports.ts';

let api: ApiPort | undefined;

/** One shared sandbox-backed API port for all stories. */
export function storyApi(): ApiPort {
  api ??= createApi({ baseURL: '/api' });
  return api;
}
