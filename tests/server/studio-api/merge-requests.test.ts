/**
 * Issue 34 item 3 through HTTP: two editors change different widgets of one version; after the first is approved the
 * second is flagged "Version 1 was published since — Update from version 1", is refused at approval until updated,
 * and after "Update from version 1" both changes go live. A same-widget change is a conflict shown node by node and
 * settled by the reviewer's choice; another open request on the screen is named as waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let eddie: Browser;
let emma: Browser;
let ana: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('em@hatid.test', 'Emma Editor', 'editor');
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  eddie = await server.signIn('ed@hatid.test');
  emma = await server.signIn('em@hatid.test');
  ana = await server.signIn('ana@hatid.test');
});
afterAll(() => server.close());

type Doc = { body: Record<string, unknown>[] & { children?: Record<string, unknown>[] }[] };
const edited = (text: string, change: (doc: Doc) => void) => {
  const doc = JSON.parse(text) as Doc;
  change(doc);
  return `${JSON.stringify(doc, null, 2)}\n`;
};
const cell = (doc: Doc, id: string) => (doc.body[2]?.children as Record<string, unknown>[]).find((n) => n.id === id) as Record<string, unknown>;
const served = async () => (await server.request('/screens/about-us.json')).body as unknown as Doc;

describe('change requests made from one version', () => {
  it('merges edits of different widgets, and settles an edit of the same widget node by node', async () => {
    const id = 'about-us';
    const bundled = String((await eddie.get(`/screens/${id}`)).body?.text);
    const submit = async (who: Browser, text: string, reason: string) =>
      Number((await who.post(`/screens/${id}/change-requests`, { text, baseVersion: 0, reason, target: 'production' })).body?.id);
    const first = await submit(
      eddie,
      edited(bundled, (d) => void (cell(d, 'terms').title = 'Terms and Conditions')),
      'Shorter',
    );
    const second = await submit(
      emma,
      edited(bundled, (d) => void (d.body[0] = { ...d.body[0], alt: 'Our office' })),
      'Describe the image',
    );
    const third = await submit(
      emma,
      edited(bundled, (d) => void (cell(d, 'terms').title = 'Our terms')),
      'Plainer',
    );

    // Before anything is published each request names the others waiting on the screen.
    expect((await ana.get(`/change-requests/${second}`)).body).toMatchObject({
      behind: null,
      waiting: [{ id: first, author: 'Eddie Editor' }, { id: third }],
    });
    expect((await ana.post(`/change-requests/${first}/approve`, {})).status).toBe(200);

    const flagged = (await emma.get(`/change-requests/${second}`)).body;
    expect(flagged?.behind).toMatchObject({
      version: 1,
      author: 'Ana Reyes',
      message: 'Version 1 was published since — Update from version 1',
      conflicts: [],
    });
    const refused = await ana.post(`/change-requests/${second}/approve`, {});
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'stale', message: 'Version 1 was published since by Ana Reyes (reviewer) — Update from version 1, then approve.' },
    });

    // The author updates; the request is now made from version 1 and keeps both changes.
    expect((await emma.post(`/change-requests/${second}/update`, { fromVersion: 0 })).status).toBe(409);
    expect((await emma.post(`/change-requests/${second}/update`, { fromVersion: 1 })).body).toEqual({ id: second, baseVersion: 1 });
    expect((await ana.post(`/change-requests/${second}/approve`, {})).status).toBe(200);
    const both = await served();
    expect(both.body[0]).toMatchObject({ alt: 'Our office' });
    expect(cell(both, 'terms').title).toBe('Terms and Conditions');

    // The third changed the same title as the first: one conflict at that node, with the three values.
    const conflicted = (await ana.get(`/change-requests/${third}`)).body?.behind as { version: number; conflicts: unknown[] };
    expect(conflicted.version).toBe(2);
    expect(conflicted.conflicts).toEqual([
      {
        pointer: '/body/2/children/2/title',
        node: 'cell “terms”',
        field: 'title',
        kind: 'value',
        // about-us's own title of the cell is in English and Filipino (issue 35).
        base: expect.objectContaining({ en: 'General Terms and Conditions' }),
        ours: 'Terms and Conditions',
        theirs: 'Our terms',
      },
    ]);
    const unresolved = await ana.post(`/change-requests/${third}/update`, { fromVersion: 2 });
    expect(unresolved).toMatchObject({ status: 409, body: { code: 'merge-conflict' } });
    expect(
      (await ana.post(`/change-requests/${third}/update`, { fromVersion: 2, resolutions: { '/body/2/children/2/title': 'maybe' } })).status,
    ).toBe(400);
    // The reviewer settles it for the request's side (she is not its author, so she may still approve it).
    const settled = await ana.post(`/change-requests/${third}/update`, { fromVersion: 2, resolutions: { '/body/2/children/2/title': 'theirs' } });
    expect(settled).toMatchObject({ status: 200, body: { baseVersion: 2 } });
    expect((await ana.post(`/change-requests/${third}/approve`, {})).status).toBe(200);
    const last = await served();
    expect(cell(last, 'terms').title).toBe('Our terms');
    expect(last.body[0]).toMatchObject({ alt: 'Our office' });

    // The history names each version's author and its approver.
    const versions = (await emma.get(`/screens/${id}/versions`)).body?.versions as { version: number; author: string; changeBy?: string }[];
    expect(versions.map((v) => [v.version, v.changeBy, v.author])).toEqual([
      [3, 'Emma Editor', 'Ana Reyes'],
      [2, 'Emma Editor', 'Ana Reyes'],
      [1, 'Eddie Editor', 'Ana Reyes'],
      [0, undefined, 'bundled'],
    ]);

    const audit = (await ana.get(`/audit?screenId=${id}`)).body?.entries as { action: string; actor: string; detail: Record<string, unknown> }[];
    expect(audit.filter((e) => e.action === 'update-request').map((e) => [e.actor, e.detail.fromVersion, e.detail.toVersion])).toEqual([
      ['Ana Reyes', 0, 2],
      ['Emma Editor', 0, 1],
    ]);
  });

  it('lets only the author or a reviewer update', async () => {
    const id = 'customer-service';
    const bundled = String((await eddie.get(`/screens/${id}`)).body?.text);
    const retitle = (title: string) => edited(bundled, (d) => void ((d as unknown as Record<string, unknown>).title = title));
    const a = Number(
      (await eddie.post(`/screens/${id}/change-requests`, { text: retitle('Help'), baseVersion: 0, reason: 'a', target: 'staging' })).body?.id,
    );
    const b = Number(
      (await emma.post(`/screens/${id}/change-requests`, { text: retitle('Customer care'), baseVersion: 0, reason: 'b', target: 'staging' })).body
        ?.id,
    );
    expect((await ana.post(`/change-requests/${a}/approve`, {})).status).toBe(200);
    expect((await eddie.post(`/change-requests/${b}/update`, { fromVersion: 1 })).status).toBe(403);
    expect((await emma.post(`/change-requests/${b}/update`, { fromVersion: 1, resolutions: { '/title': 'theirs' } })).status).toBe(200);
    expect(String((await emma.get(`/change-requests/${b}`)).body?.text)).toContain('"title": "Customer care"');
  });
});
