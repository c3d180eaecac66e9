/** MSW (v2) handlers that answer from the sandbox, for Storybook and vitest. */
import { http } from 'msw';
import type { Sandbox } from './create-sandbox.ts';

/** Handlers forwarding every request under baseURL to the sandbox. */
export function sandboxHandlers(sandbox: Sandbox, baseURL = '/api') {
  const base = baseURL.replace(/\/+$/, '');
  return [http.all(`${base}/*`, ({ request }) => sandbox.fetch(request))];
}
