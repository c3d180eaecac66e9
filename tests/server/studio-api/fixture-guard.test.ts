/**
 * Issue 29 item 8 (issue 18 §6 before it): a publish or an approval of a screen with QA fixtures goes through only when
 * the server's own replay of them (jsdom in a worker thread, the runner `npm test` uses) passes on exactly the text
 * sent. The browser's report decides nothing: a made-up all-pass report of a text that breaks a fixture is refused
 * (409 'fixtures', naming the fixture and its step) and changes nothing; the audit records the server's result, pass or
 * fail, beside what the browser claimed. A replay that outlasts its time limit is a refusal too.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFixtureReplayer, type ReplayFixtures } from '../../../server/fixture-replay/replay-fixtures.ts';
import { loadFixtureCatalog } from '../../../server/studio-api/fixture-catalog.ts';
import { slowdown } from '../../setup/timeouts.ts';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let reviewer: Browser;
let admin: Browser;
let viewer: Browser;
const id = 'customer-service';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The replayer of this file's server: the worker built for the run (as the artifact runs it), or the sources' worker
 * through Vite (as `npm start` runs it) for the test that says so.
 */
// A step limit of 4 s instead of the server's 10 s: a fixture the text breaks waits its whole limit, twice (the replay of a
// failed fixture is tried once more), and that waiting was ~40 s of this file's ~68 s. A passing step settles in far less.
const builtReplayer = createFixtureReplayer({ workerFile: inject('replayWorker'), stepTimeoutMs: 4_000 });
// The checks that are refused on purpose wait 1.5 s per step (scaled by HATID_TEST_SLOWDOWN): their broken fixture waits
// its limit twice, and the passing fixture beside it takes 0.1–0.3 s a step on the busy machine (with a second try too).
const refusingReplayer = createFixtureReplayer({ workerFile: inject('replayWorker'), stepTimeoutMs: Math.round(1_500 * slowdown) });
let replayer: ReplayFixtures = builtReplayer;

/** Runs `call` with the short-step replayer (a check expected to be refused), then goes back to the usual one. */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  replayer = refusingReplayer;
  try {
    return await call();
  } finally {
    replayer = builtReplayer;
  }
}

beforeAll(async () => {
  server = await startTestServer({ app: { fixtures: loadFixtureCatalog(), replayFixtures: (...job) => replayer(...job) } });
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  await server.createStaff('vic@hatid.test', 'Vic Viewer', 'viewer');
  editor = await server.signIn('ed@hatid.test');
  reviewer = await server.signIn('ana@hatid.test');
  admin = await server.signIn('ada@hatid.test');
  viewer = await server.signIn('vic@hatid.test');
  expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
});
afterAll(() => server.close());

async function files(): Promise<string[]> {
  const listed = await editor.get(`/fixtures?screen=${id}`);
  expect(listed.status).toBe(200);
  return (listed.body?.fixtures as { file: string }[]).map((f) => f.file);
}

/** A report claiming every fixture passed on `text`, whatever the truth. */
const madeUp = (text: string, fixtureFiles: string[]) => ({
  textHash: hash(text),
  results: fixtureFiles.map((file) => ({ file, name: file, ok: true })),
});

/** The live text with the section title the contacts fixture expects changed: that fixture fails on it (step 1). */
const breaking = (text: string) => text.replace('Telephone/WhatsApp', 'Phone');

async function auditOf(action: string): Promise<Record<string, unknown>[]> {
  const audit = await admin.get(`/audit?screenId=${id}`);
  const entries = (audit.body?.entries ?? audit.body?.audit ?? []) as { action: string; detail: Record<string, unknown> }[];
  return entries.filter((e) => e.action === action).map((e) => e.detail);
}

describe('the server replays the fixtures itself', () => {
  it('lists a screen’s fixtures by the screen their route draws, each valid, and 404 for an unknown screen', async () => {
    const listed = await editor.get(`/fixtures?screen=${id}`);
    const fixtures = listed.body?.fixtures as { file: string; fixture?: { route: string }; problems: string[] }[];
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
    for (const f of fixtures)
      expect(f).toMatchObject({ file: expect.stringMatching(/^tests\/fixtures\//), problems: [], fixture: { route: '/customerService' } });
    expect((await editor.get('/fixtures?screen=no-such-screen')).status).toBe(404);
  });

  it('refuses a publish with a made-up all-pass report when the text breaks a fixture, and audits its own finding', async () => {
    const live = String((await editor.get(`/screens/${id}`)).body?.text);
    const text = breaking(live);
    expect(text).not.toBe(live);
    const all = await files();
    const refused = await refusing(() =>
      editor.post(`/screens/${id}/publish`, {
        text,
        baseVersion: 0,
        reason: 'Shorter',
        target: 'staging',
        fixtures: madeUp(text, all),
      }),
    );
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    expect(String(refused.body?.message)).toMatch(
      /The server replayed the screen’s 2 QA fixtures on this text and 1 fails: tests\/fixtures\/customer-service\/contacts\.json \(step 1\): the text "Telephone\/WhatsApp" is not shown/,
    );
    expect((await server.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('0');
    expect(await auditOf('fixtures-failed')).toEqual([
      expect.objectContaining({
        replayedBy: 'server',
        textHash: hash(text),
        total: 2,
        passed: 1,
        browserReport: 'passed',
        failing: [expect.objectContaining({ file: 'tests/fixtures/customer-service/contacts.json', step: 1 })],
      }),
    ]);
    expect(await auditOf('fixtures')).toEqual([]);
  }, 300_000);

  it('publishes a text whose fixtures pass on the server, with or without a report from the browser, and audits the server’s result (replayed from the sources, as npm start does)', async () => {
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Help');
    replayer = createFixtureReplayer();
    const published = await editor.post(`/screens/${id}/publish`, { text, baseVersion: 0, reason: 'Shorter', target: 'staging' }).finally(() => {
      replayer = builtReplayer;
    });
    expect(published).toMatchObject({ status: 200, body: { version: 1 } });
    expect(await auditOf('fixtures')).toEqual([
      expect.objectContaining({ replayedBy: 'server', textHash: hash(text), total: 2, passed: 2, browserReport: 'none', files: await files() }),
    ]);
  });

  it('answers someone whose role may not publish or approve 403, before anything is replayed', async () => {
    const text = String((await editor.get(`/screens/${id}`)).body?.text);
    const publish = await viewer.post(`/screens/${id}/publish`, { text: breaking(text), baseVersion: 1, reason: 'x', target: 'staging' });
    expect(publish.status).toBe(403);
    const cr = await editor.post(`/screens/${id}/change-requests`, {
      text: retitled(text, 'Help line'),
      baseVersion: 1,
      reason: 'x',
      target: 'staging',
    });
    const approve = await editor.post(`/change-requests/${Number(cr.body?.id)}/approve`, { comment: '' });
    expect(approve.status).toBe(403);
    await editor.post(`/change-requests/${Number(cr.body?.id)}/withdraw`, {});
    expect(await auditOf('fixtures-failed')).toHaveLength(1);
  });

  it('refuses an approval of a request whose text breaks a fixture, whatever the reviewer’s browser reports; approves one that passes', async () => {
    const live = String((await editor.get(`/screens/${id}`)).body?.text);
    const all = await files();
    const bad = await editor.post(`/screens/${id}/change-requests`, {
      text: breaking(live),
      baseVersion: 1,
      reason: 'Clearer',
      target: 'production',
    });
    const refused = await refusing(() =>
      reviewer.post(`/change-requests/${Number(bad.body?.id)}/approve`, { comment: 'ok', fixtures: madeUp(breaking(live), all) }),
    );
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    await editor.post(`/change-requests/${Number(bad.body?.id)}/withdraw`, {});
    const good = await editor.post(`/screens/${id}/change-requests`, {
      text: retitled(live, 'Help desk'),
      baseVersion: 1,
      reason: 'Clearer',
      target: 'production',
    });
    const approved = await reviewer.post(`/change-requests/${Number(good.body?.id)}/approve`, { comment: 'ok' });
    expect(approved).toMatchObject({ status: 200, body: { version: { version: 2 } } });
  }, 300_000);
});

describe('the replay has a time limit', () => {
  it('a replay that does not finish in time is a refusal, and nothing goes live', async () => {
    const slow = await startTestServer({ app: { fixtures: loadFixtureCatalog(), replayFixtures: createFixtureReplayer({ timeLimitMs: 200 }) } });
    try {
      await slow.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
      await slow.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
      const ed = await slow.signIn('ed@hatid.test');
      expect((await (await slow.signIn('ada@hatid.test')).post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
      const text = retitled(String((await ed.get(`/screens/${id}`)).body?.text), 'Help');
      const refused = await ed.post(`/screens/${id}/publish`, { text, baseVersion: 0, reason: 'x', target: 'staging' });
      expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
      expect(String(refused.body?.message)).toContain("the server's replay did not finish within 200 ms");
      expect((await slow.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('0');
    } finally {
      slow.close();
    }
  });
});
