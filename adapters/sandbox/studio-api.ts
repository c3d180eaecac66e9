/**
 * The studio's HTTP API (`/studio-api/*`) and the borrower app's live screens (`/screens/<id>.json`, the latest
 * published version, else the bundled file, with an ETag) and capability manifest (`/capabilities.json`), as one Hono
 * app for the dev and preview servers. The contract is in studio/studio-api.ts, the browser's client of it.
 */
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { defaultStudioPaths, etagOf, fixtureProblems, kebabName, matchesEtag, readBundled, readCapabilities, bundledIds, routesByScreen, screenErrors, screenProblems, titleOf, writeNewFile, repoRoot, type StudioPaths } from './studio-api-files.ts';
import { createScreenStore, screenIdPattern, type ScreenStore } from './screen-store.ts';

/** Options of createStudioApi. */
export interface StudioApiOptions {
  /** Default: the store in HATID_STORE_DIR or .hatid-store/. */
  store?: ScreenStore;
  /** The sandbox lender's scenario names. */
  scenarios: readonly string[];
  /** Default: the repository's screens/, tests/fixtures/studio/ and manifests. */
  paths?: Partial<StudioPaths>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

const badRequest = (c: Context, message: string) => c.json({ message }, 400);

/** The Hono app serving /studio-api/*, /screens/<id>.json and /capabilities.json. */
export function createStudioApi(options: StudioApiOptions): Hono {
  const paths: StudioPaths = { ...defaultStudioPaths(), ...options.paths };
  const store = options.store ?? createScreenStore({ validate: screenErrors });
  const app = new Hono();

  const screenText = async (id: string) => {
    const [published, bundled] = await Promise.all([store.latest(id), readBundled(paths, id)]);
    return { published, bundled };
  };
  const knownId = (c: Context): string | undefined => {
    const id = c.req.param('id') ?? '';
    return screenIdPattern.test(id) ? id : undefined;
  };
  const noScreen = (c: Context, id: string) => c.json({ message: `No screen "${id}".` }, 404);

  // The borrower app's screen: latest published, else bundled; revalidated on every load (no-cache + ETag).
  app.on(['GET', 'HEAD'], '/screens/:file{[A-Za-z0-9_-]+\\.json}', async (c) => {
    const id = c.req.param('file').slice(0, -'.json'.length);
    const { published, bundled } = await screenText(id);
    const body = published?.text ?? bundled;
    if (body === undefined) return noScreen(c, id);
    const etag = etagOf(body);
    const headers = { ETag: etag, 'Cache-Control': 'no-cache', 'X-Screen-Version': String(published?.version ?? 0) };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const typed = { ...headers, 'Content-Type': 'application/json; charset=utf-8' };
    return c.req.method === 'HEAD' ? c.body(null, 200, typed) : c.body(body, 200, typed);
  });

  app.get('/capabilities.json', async (c) => {
    const { current } = await readCapabilities(paths);
    return c.json(current, 200, { 'Cache-Control': 'no-cache' });
  });

  const api = new Hono();
  api.get('/screens', async (c) => {
    const [ids, routes] = await Promise.all([bundledIds(paths), routesByScreen(paths)]);
    const screens = await Promise.all(
      ids.map(async (id) => {
        const { published, bundled } = await screenText(id);
        const { text: _text, ...record } = published ?? { text: '' };
        return { id, title: titleOf(published?.text ?? bundled, id), routes: routes.get(id) ?? [], published: published ? record : null };
      }),
    );
    return c.json({ screens });
  });

  api.get('/screens/:id', async (c) => {
    const id = knownId(c);
    if (!id) return noScreen(c, c.req.param('id'));
    const { published, bundled } = await screenText(id);
    if (published === null && bundled === undefined) return noScreen(c, id);
    const { text, ...record } = published ?? { text: bundled ?? '' };
    return c.json({ id, text, bundledText: bundled ?? '', published: published ? record : null });
  });

  api.get('/screens/:id/history', async (c) => {
    const id = knownId(c);
    if (!id) return noScreen(c, c.req.param('id'));
    return c.json({ versions: await store.history(id) });
  });

  api.get('/screens/:id/versions/:n', async (c) => {
    const id = knownId(c);
    const found = id ? await store.version(id, Number(c.req.param('n'))) : null;
    if (!found) return c.json({ message: `Screen "${c.req.param('id')}" has no version ${c.req.param('n')}.` }, 404);
    return c.json(found);
  });

  api.post('/validate', async (c) => {
    const body = await jsonBody(c);
    if (!body || typeof body.text !== 'string') return badRequest(c, 'Send { text, id? } with the screen text.');
    const id = typeof body.id === 'string' ? body.id : undefined;
    return c.json({ problems: screenProblems(body.text, id, await readCapabilities(paths)) });
  });

  api.post('/screens/:id/publish', async (c) => {
    const id = knownId(c);
    if (!id) return noScreen(c, c.req.param('id'));
    const body = await jsonBody(c);
    const { text, message, author, baseVersion } = body ?? {};
    if (typeof text !== 'string' || typeof message !== 'string' || typeof author !== 'string' || typeof baseVersion !== 'number') {
      return badRequest(c, 'Send { text, message, author, baseVersion }.');
    }
    const result = await store.publish(id, { text, message, author, baseVersion });
    if (result.ok) return c.json(result.value);
    const { ok: _ok, status, ...answer } = result;
    return c.json(answer, status);
  });

  api.post('/screens/:id/rollback', async (c) => {
    const id = knownId(c);
    if (!id) return noScreen(c, c.req.param('id'));
    const body = await jsonBody(c);
    const { version, author, message } = body ?? {};
    if (typeof version !== 'number' || typeof author !== 'string' || (message !== undefined && typeof message !== 'string')) {
      return badRequest(c, 'Send { version, author, message? }.');
    }
    const result = await store.rollback(id, message === undefined ? { version, author } : { version, author, message });
    if (result.ok) return c.json(result.value);
    const { ok: _ok, status, ...answer } = result;
    return c.json(answer, status);
  });

  api.get('/scenarios', (c) => c.json({ scenarios: [...options.scenarios] }));

  api.post('/fixtures', async (c) => {
    const body = await jsonBody(c);
    const name = typeof body?.name === 'string' ? kebabName(body.name) : '';
    if (!body || !name) return badRequest(c, 'Send { name, fixture } with a name made of letters or digits.');
    const text = JSON.stringify({ $schema: '../../../schemas/fixture.schema.json', ...(isRecord(body.fixture) ? body.fixture : {}) }, null, 2) + '\n';
    const problems = fixtureProblems(JSON.parse(text), text);
    if (!isRecord(body.fixture) || problems.length > 0) {
      return c.json({ message: 'The fixture does not match the QA fixture format; it was not saved.', problems }, 422);
    }
    const file = path.join(paths.fixturesDir, `${name}.json`);
    const shown = path.relative(repoRoot, file).split(path.sep).join('/');
    if (!(await writeNewFile(file, text))) return c.json({ message: `${shown} exists already; pick another name.` }, 409);
    return c.json({ path: shown });
  });

  api.get('/capabilities', async (c) => c.json(await readCapabilities(paths)));

  app.route('/studio-api', api);
  app.notFound((c) => c.json({ message: `The studio API has no ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));
  app.onError((err, c) => c.json({ message: `Studio API error: ${err.message}` }, 500));
  return app;
}
