/** The one sandbox lender of a Storybook page: answers MSW-intercepted requests under /api (images, uploads, calls). */
import { createSandbox } from '../adapters/sandbox/create-sandbox.ts';
import { seedPresent } from '../adapters/sandbox/sandbox-today.ts';

// The seeded loan dates as written, so stories show the same dates every day.
export const storySandbox = createSandbox({ baseURL: '/api', today: seedPresent });
