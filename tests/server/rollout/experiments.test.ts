/**
 * Experiments (issue 30 item 6) on the confirm-loan screen, a money screen: variants are change requests reviewed
 * like any change (separation of duties included), held until a reviewer who neither made the experiment nor wrote a
 * variant starts it; borrowers are shared out among the variants by bucket (sticky); ending it puts the control back
 * for everyone and opens a change request with the chosen variant's text, for the normal review.
 */
import { fingerprint } from '../../../renderer/core/i18n/translations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf } from '../../../adapters/rollout-bucket.ts';
import { experimentResults } from '../../../renderer/core/releases/experiment-results.ts';
import { addCast, addStaff } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { deviceIds, releaseKit, value } from './release-kit.ts';

let t: TestDatabase;
let kit: Awaited<ReturnType<typeof releaseKit>>;
let cast: Awaited<ReturnType<typeof addCast>>;
const id = 'loan-confirm';

beforeAll(async () => {
  t = await openTestDatabase();
  kit = await releaseKit(t.database);
  cast = await addCast(t.database.db);
});
afterAll(async () => {
  await kit.close();
  await t.drop();
});

/** The confirm-loan text with the Loan Now button saying `label` (in English and Filipino: a money screen needs both). */
function withButton(label: string): string {
  const text = kit.bundled.get(id)?.text ?? '';
  const replaced = text.replace(
    /"en": "Loan Now",\s*"fil": "Mag-loan na",\s*"filFrom": "[0-9a-f]{8}"/,
    `"en": "${label}", "fil": "${label}", "filFrom": "${fingerprint(label)}"`,
  );
  expect(replaced).not.toBe(text);
  return replaced;
}

describe('an experiment on the confirm-loan button', () => {
  let experimentId = 0;

  it('is made as a draft with its goal; variants are reviewed like any change and publish nothing when approved', async () => {
    const made = value(
      await kit.releases.createExperiment(id, cast.editor, {
        name: 'Button text',
        goal: { endpoint: 'loanConfirm.push', outcome: 'done' },
        minimumEffect: 0.05,
      }),
    );
    experimentId = made.id;
    expect(made).toMatchObject({ status: 'draft', baseVersion: 0, money: true, variants: [{ key: 'A', version: 0 }] });
    expect(
      await kit.releases.createExperiment(id, cast.editor, { name: 'Second', goal: { endpoint: 'loanConfirm.push', outcome: 'done' } }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await kit.releases.createExperiment(id, cast.editor, { name: 'Bad goal', goal: { endpoint: 'nope', outcome: 'done' } })).toMatchObject({
      ok: false,
      status: 400,
    });
    const b = value(await kit.releases.submitVariant(experimentId, cast.editor, { text: withButton('Get my loan'), reason: 'Plainer words' }));
    const c = value(await kit.releases.submitVariant(experimentId, cast.editor2, { text: withButton('Borrow now'), reason: 'Shorter' }));
    expect(b).toMatchObject({ money: true, target: 'production', baseVersion: 0, experiment: { id: experimentId, variant: 'B' } });
    expect(c.experiment?.variant).toBe('C');
    // Not started: a variant waits for review.
    expect(await kit.releases.startExperiment(experimentId, cast.admin)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining('Variant B, C'),
    });
    // Its author cannot approve it; another reviewer can, and nothing is published.
    expect(await kit.store.approve(b.id, cast.editor, {})).toMatchObject({ ok: false, status: 403 });
    const approvedB = value(await kit.store.approve(b.id, cast.reviewer, {}));
    expect(approvedB.version).toBeNull();
    expect(approvedB.changeRequest).toMatchObject({ status: 'approved', publishedVersion: null });
    value(await kit.store.approve(c.id, cast.reviewer2, {}));
    expect(value(await kit.store.listVersions(id)).map((v) => v.version)).toEqual([0]);
  });

  it('is started by someone who made neither it nor a variant; borrowers are shared out by bucket, sticky', async () => {
    expect(await kit.releases.startExperiment(experimentId, { ...cast.editor, role: 'reviewer' })).toMatchObject({
      ok: false,
      status: 403,
      code: 'separation-of-duties',
    });
    const started = value(await kit.releases.startExperiment(experimentId, cast.admin));
    expect(started).toMatchObject({ status: 'running', startedBy: 'Ada Admin' });
    expect(started.variants.map((v) => [v.key, v.version])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    const devices = deviceIds(900, 'exp');
    const seen = new Map<number, number>();
    for (const d of devices) {
      const got = await kit.versionFor(id, d);
      const expected = [0, 1, 2][Math.floor((bucketOf(d, id) * 3) / 100)];
      expect(got.version).toBe(expected);
      seen.set(got.version, (seen.get(got.version) ?? 0) + 1);
    }
    for (const v of [0, 1, 2]) expect((seen.get(v) ?? 0) / devices.length).toBeGreaterThan(0.25);
    // Production is held for it.
    expect(await kit.store.promote(id, cast.reviewer, { version: 0, baseVersion: 0 })).toMatchObject({
      ok: false,
      code: 'pending-release',
      message: expect.stringContaining('The experiment “Button text” is running'),
    });
  });

  it('gives per-variant goal rates with intervals and the sample still needed', () => {
    const results = experimentResults(
      [
        { key: 'A', version: 0, views: 400, hits: 120 },
        { key: 'B', version: 1, views: 400, hits: 180 },
        { key: 'C', version: 2, views: 40, hits: 13 },
      ],
      0.05,
    );
    expect(results[0]).toMatchObject({ key: 'A', rate: 0.3, versusControl: null });
    expect(results[0]?.low).toBeCloseTo(0.257, 2);
    expect(results[1]).toMatchObject({ key: 'B', rate: 0.45, versusControl: { verdict: 'better' } });
    expect(results[2]?.versusControl?.verdict).toBe('unclear');
    expect(results[2]?.stillNeeded).toBeGreaterThan(1000);
    expect(results[1]?.stillNeeded).toBeGreaterThan(0);
  });

  it('ends with variant B chosen: everyone gets the control back, and B’s text waits for the normal review', async () => {
    const ended = value(
      await kit.releases.endExperiment(experimentId, cast.reviewer, { ship: 'B', reason: 'B converts better', results: { B: 0.45 } }),
    );
    expect(ended.experiment).toMatchObject({ status: 'ended', winner: 'B', endedBy: 'Ana Reyes' });
    const ship = ended.changeRequest;
    expect(ship).toMatchObject({ status: 'open', money: true, author: 'Ana Reyes', target: 'production', baseVersion: 3 });
    for (const d of deviceIds(120, 'after')) expect((await kit.versionFor(id, d)).version).toBe(3);
    // Its author (who ended it) cannot approve it; a reviewer who passes separation of duties does.
    expect(await kit.store.approve(ship?.id ?? 0, cast.reviewer, {})).toMatchObject({ ok: false, status: 403 });
    const shipped = value(await kit.store.approve(ship?.id ?? 0, cast.reviewer2, {}));
    const served = await kit.delivery.app.request(`/screens/${id}.json`);
    expect(served.headers.get('X-Screen-Version')).toBe(String(shipped.version?.version));
    expect(await served.text()).toContain('Get my loan');
    const audit = value(await kit.store.listAudit({ screenId: id })).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['experiment-create', 'experiment-start', 'experiment-end', 'submit', 'approve']));
  });

  it('cancels a draft and withdraws its open variants', async () => {
    await addStaff(t.database.db, 'zed', 'Zed Editor', 'editor');
    const made = value(
      await kit.releases.createExperiment('about-us', cast.editor, { name: 'Draft', goal: { endpoint: 'event.save', outcome: 'done' } }),
    );
    const text = (kit.bundled.get('about-us')?.text ?? '').replace(/"title": "[^"]*"/, '"title": "About Hatid"');
    const v = value(await kit.releases.submitVariant(made.id, cast.editor, { text, reason: 'x' }));
    value(await kit.releases.cancelExperiment(made.id, cast.editor));
    expect(value(await kit.store.getChangeRequest(v.id)).status).toBe('withdrawn');
    expect(await kit.store.approve(v.id, cast.reviewer, {})).toMatchObject({ ok: false, status: 409 });
  });
});
