/** The one sandbox lender of a Storybook page: answers MSW-intercepted requests under /api (images, uploads, calls). */
import { createSandbox } from '../adapters/sandbox/create-sandbox.ts';

export const storySandbox = createSandbox({ baseURL: '/api' });
