/** The studio API's tools: validate a text, the capability manifests, the sandbox's scenarios, and (dev server only) QA fixtures. */
import path from 'node:path';
import { Hono } from 'hono';
import type { Capabilities } from '../store/capability-manifests.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { jsonBody, needs, refuse, type StudioEnv } from './route-kit.ts';
import { fixtureProblems, kebabName, screenProblems, writeNewFile } from './screen-checks.ts';

/** Options of toolRoutes. */
export interface ToolRouteOptions {
  capabilities: Capabilities;
  /** The sandbox lender's scenarios (empty without the sandbox). */
  scenarios: readonly string[];
  /** Where "Save as QA fixture" writes: only the dev server passes it (the repository is not writable in production). */
  fixturesDir?: string;
}

/** POST /validate, GET /capabilities, GET /scenarios, POST /fixtures. */
export function toolRoutes({ capabilities, scenarios, fixturesDir }: ToolRouteOptions): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  app.post('/validate', async (c) => {
    const body = await jsonBody(c);
    if (typeof body?.text !== 'string') return refuse(c, 400, 'bad-request', 'Send { text, id? } with the screen text.');
    return c.json({ problems: screenProblems(body.text, typeof body.id === 'string' ? body.id : undefined, capabilities) });
  });
  app.get('/capabilities', (c) => c.json(capabilities));
  app.get('/scenarios', (c) => c.json({ scenarios: [...scenarios] }));
  app.post('/fixtures', needs('editor'), async (c) => {
    if (!fixturesDir) return refuse(c, 404, 'not-found', 'QA fixtures are saved from the development server only (npm start).');
    const body = await jsonBody(c);
    const name = typeof body?.name === 'string' ? kebabName(body.name) : '';
    if (!body || !name) return refuse(c, 400, 'bad-request', 'Send { name, fixture } with a name made of letters or digits.');
    const text = JSON.stringify({ $schema: '../../../schemas/fixture.schema.json', ...(isRecord(body.fixture) ? body.fixture : {}) }, null, 2) + '\n';
    const problems = fixtureProblems(JSON.parse(text), text);
    if (!isRecord(body.fixture) || problems.length > 0) {
      return c.json({ code: 'invalid', message: 'The fixture does not match the QA fixture format; it was not saved.', problems }, 422);
    }
    const file = path.join(fixturesDir, `${name}.json`);
    const shown = `tests/fixtures/studio/${name}.json`;
    if (!(await writeNewFile(file, text))) return refuse(c, 409, 'conflict', `${shown} exists already; pick another name.`);
    return c.json({ path: shown });
  });
  return app;
}
