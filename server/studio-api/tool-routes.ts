/** The studio API's tools: validate a text, the capability manifests and the sandbox's scenarios. */
import { Hono } from 'hono';
import type { Capabilities } from '../store/capability-manifests.ts';
import { jsonBody, refuse, type StudioEnv } from './route-kit.ts';
import { screenProblems } from './screen-checks.ts';

/** Options of toolRoutes. */
export interface ToolRouteOptions {
  capabilities: Capabilities;
  /** The sandbox lender's scenarios (empty without the sandbox). */
  scenarios: readonly string[];
}

/** POST /validate, GET /capabilities, GET /scenarios. */
export function toolRoutes({ capabilities, scenarios }: ToolRouteOptions): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.post('/validate', async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.text !== 'string') return refuse(c, 400, 'bad-request', 'Send { text, id? } with the screen text.');
    return c.json({ problems: screenProblems(body.text, typeof body.id === 'string' ? body.id : undefined, capabilities) });
  });
  app.get('/capabilities', (c) => c.json(capabilities));
  app.get('/scenarios', (c) => c.json({ scenarios: [...scenarios] }));
  return app;
}
