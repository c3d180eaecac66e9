/**
 * QA fixture updates scoped to a variant of an experiment (issue 30, journey c) on the confirm-loan screen, a money
 * screen: a variant that renames the button a fixture taps goes through with the fixture's update proposed beside it,
 * kept for that variant alone in its approval's transaction (the control's fixture untouched); without it the variant is refused 409 'fixtures';
 * ending with the variant carries the update into the change request that ships it, ending with the control drops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../../renderer/core/i18n/translations.ts';
import type { ReplayFixtures } from '../../../server/fixture-replay/replay-fixtures.ts';
import { failWritesTo } from '../support/failing-writes.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let editor2: Browser;
let reviewer: Browser;
let reviewer2: Browser;
let admin: Browser;
const id = 'loan-confirm';
const check = (text: string) => ({
  fixtureVersion: 1,
  name: 'Shows the confirm button',
  route: '/confirmLoan',
  query: { productId: '7' },
  steps: [{ expectText: text }],
});

// A fixture passes when every text it expects is in the screen's text (the jsdom replay is tested in fixture-guard.test.ts):
// what is tested here is which fixtures the server replays on a variant and what its approval does with them.
const replayFixtures: ReplayFixtures = async (_id, text, fixtures) => {
  const results = fixtures.map((f) => {
    const missing = f.fixture?.steps.find((s) => s.expectText !== undefined && !text.includes(`"${String(s.expectText)}"`));
    return { file: f.file, name: f.name, ok: f.fixture !== undefined && !missing, ...(missing ? { step: 1, message: 'missing' } : {}) };
  });
  return { ok: results.every((r) => r.ok), results, ms: 1, timedOut: false };
};

interface Listed {
  file: string;
  revision: number;
  fixture?: { steps: { expectText?: string }[] };
}
const screenFixtures = async () => (await editor.get(`/fixtures?screen=${id}`)).body?.fixtures as Listed[];
const variantFixtures = async () =>
  (await editor.get(`/fixtures/variants?screen=${id}`)).body?.fixtures as {
    file: string;
    fixture: Listed['fixture'];
    experiment: { variant: string };
  }[];
const expected = (f: { fixture?: Listed['fixture'] } | undefined) => f?.fixture?.steps[0]?.expectText;

/** The live confirm-loan text with its confirm button (Loan Now, or the words shipped) saying `label`. */
async function withButton(label: string): Promise<string> {
  const live = String((await editor.get(`/screens/${id}`)).body?.text);
  const text = live.replace(
    /"en": "(?:Loan Now|Get my loan)",\s*"fil": "[^"]*",\s*"filFrom": "[0-9a-f]{8}"/,
    `"en": "${label}", "fil": "${label}", "filFrom": "${fingerprint(label)}"`,
  );
  expect(text).not.toBe(live);
  return text;
}

/** A draft experiment on the button with variant B (and C) written by the editors; answers its id and the variants' requests. */
async function experimentWith(name: string, labels: string[]) {
  const made = await editor.post(`/screens/${id}/experiments`, { name, goal: { endpoint: 'loanConfirm.push', outcome: 'done' } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const requests: number[] = [];
  for (const [i, label] of labels.entries()) {
    const sent = await (i === 0 ? editor : editor2).post(`/experiments/${made.body?.id}/variants`, { text: await withButton(label), reason: label });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    requests.push(Number(sent.body?.id));
  }
  return { experiment: Number(made.body?.id), requests };
}

let file = '';

beforeAll(async () => {
  server = await startTestServer({ app: { replayFixtures } });
  for (const [email, name, role] of [
    ['ed@hatid.test', 'Eddie Editor', 'editor'],
    ['ed2@hatid.test', 'Edna Editor', 'editor'],
    ['rey@hatid.test', 'Rey Reviewer', 'reviewer'],
    ['ria@hatid.test', 'Ria Reviewer', 'reviewer'],
    ['ada@hatid.test', 'Ada Admin', 'admin'],
  ] as const)
    await server.createStaff(email, name, role);
  editor = await server.signIn('ed@hatid.test');
  editor2 = await server.signIn('ed2@hatid.test');
  reviewer = await server.signIn('rey@hatid.test');
  reviewer2 = await server.signIn('ria@hatid.test');
  admin = await server.signIn('ada@hatid.test');
  const saved = await editor.post('/fixtures', { screenId: id, name: 'Confirm button', fixture: check('Loan Now') });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  file = String(saved.body?.file);
});
afterAll(async () => {
  await server.close();
});

describe('a fixture update proposed with a variant', () => {
  let experiment = 0;
  let shipRequest = 0;

  it('lets the variant through with its update, kept for that variant alone; without it the variant is refused 409 fixtures', async () => {
    const made = await experimentWith('Button words', ['Get my loan', 'Borrow now']);
    experiment = made.experiment;
    const [b, c] = made.requests as [number, number];
    // C renames the button and proposes nothing: the fixture fails on its text.
    const refused = await reviewer.post(`/change-requests/${c}/approve`, {});
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    expect(String(refused.body?.message)).toContain(file);

    expect((await editor.post(`/change-requests/${b}/fixture-updates`, { updates: [{ file, fixture: check('Get my loan') }] })).status).toBe(200);
    expect((await reviewer.get(`/change-requests/${b}/fixture-updates`)).body?.updates).toMatchObject([{ file, stale: false }]);
    // Keeping B's fixture fails (the database stops half way): B's approval is undone with it.
    const restore = await failWritesTo(server.services.database.db, 'variant_fixture');
    expect((await reviewer.post(`/change-requests/${b}/approve`, {})).status).toBe(500);
    await restore();
    expect((await reviewer.get(`/change-requests/${b}`)).body?.status).toBe('open');
    expect(await variantFixtures()).toEqual([]);

    const approved = await reviewer.post(`/change-requests/${b}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The control's fixture is as it was; B has its own.
    expect(await screenFixtures()).toMatchObject([{ file, revision: 1 }]);
    expect(expected((await screenFixtures())[0])).toBe('Loan Now');
    expect(await variantFixtures()).toMatchObject([{ file, experiment: { id: experiment, name: 'Button words', variant: 'B' } }]);
    expect(expected((await variantFixtures())[0])).toBe('Get my loan');
    const audit = (await reviewer.get(`/audit?screenId=${id}&action=fixture-variant`)).body?.entries as { detail: Record<string, unknown> }[];
    expect(audit[0]?.detail).toMatchObject({ file, changeRequest: b, experimentId: experiment, variant: 'B' });

    // C proposes its own update (another text): B's stays B's.
    expect((await editor2.post(`/change-requests/${c}/fixture-updates`, { updates: [{ file, fixture: check('Borrow now') }] })).status).toBe(200);
    expect((await reviewer2.post(`/change-requests/${c}/approve`, {})).status).toBe(200);
    expect((await variantFixtures()).map((f) => [f.experiment.variant, expected(f)])).toEqual([
      ['B', 'Get my loan'],
      ['C', 'Borrow now'],
    ]);
    expect(expected((await screenFixtures())[0])).toBe('Loan Now');
  });

  it('ends with the variant shipped: its update comes with the change as its proposal, replayed and applied by the normal review', async () => {
    expect((await admin.post(`/experiments/${experiment}/start`, {})).status).toBe(200);
    const ended = await admin.post(`/experiments/${experiment}/end`, { ship: 'B', reason: 'B confirms more' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    shipRequest = Number((ended.body?.changeRequest as { id: number }).id);
    expect((await reviewer.get(`/change-requests/${shipRequest}/fixture-updates`)).body?.updates).toMatchObject([
      { file, baseRevision: 1, stale: false, after: { steps: [{ expectText: 'Get my loan' }] } },
    ]);
    // Settled: nothing is kept for the ended experiment's variants any more.
    expect(await variantFixtures()).toEqual([]);
    // Money screen: the one who ended it (and wrote the request) does not approve it; another reviewer does.
    expect((await admin.post(`/change-requests/${shipRequest}/approve`, {})).status).toBe(403);
    const approved = await reviewer.post(`/change-requests/${shipRequest}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await screenFixtures()).toMatchObject([{ file, revision: 2 }]);
    expect(expected((await screenFixtures())[0])).toBe('Get my loan');
  });

  it('ends with the control kept: the variant’s update is dropped and the screen’s fixture stays', async () => {
    const { experiment: second, requests } = await experimentWith('Back to the old words', ['Loan Now again']);
    const b = requests[0] as number;
    expect((await editor.post(`/change-requests/${b}/fixture-updates`, { updates: [{ file, fixture: check('Loan Now again') }] })).status).toBe(200);
    expect((await reviewer.post(`/change-requests/${b}/approve`, {})).status).toBe(200);
    expect((await variantFixtures()).map((f) => f.experiment.variant)).toEqual(['B']);
    expect((await admin.post(`/experiments/${second}/start`, {})).status).toBe(200);
    const ended = await admin.post(`/experiments/${second}/end`, { ship: null, reason: 'No difference' });
    expect(ended).toMatchObject({ status: 200, body: { changeRequest: null } });
    expect(await variantFixtures()).toEqual([]);
    expect(await screenFixtures()).toMatchObject([{ file, revision: 2 }]);
    expect(expected((await screenFixtures())[0])).toBe('Get my loan');
  });
});
