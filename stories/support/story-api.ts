/** The API stories use: the sandbox lender running in the story's page, reached through the real http adapter. */
import { createApi } from '../../adapters/http/create-api.ts';
import type { ApiPort } from '../../renderer/core/ports.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';

let api: ApiPort | undefined;

/** One shared sandbox-backed API port for all stories. */
export function storyApi(): ApiPort {
  if (!api) {
    const sandbox = createSandbox({ baseURL: '/api' });
    api = createApi({ baseURL: '/api', fetch: (input, init) => sandbox.fetch(new Request(new URL(String(input instanceof Request ? input.url : input), 'http://story.local'), init)) });
  }
  return api;
}
