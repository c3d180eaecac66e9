/**
 * Issue 34 items 3 and 4 at 1440×900 on `npm run serve`: two editors change different widgets of the site's About page
 * from the same version; after the first is approved, the second is flagged "Version N was published since — Update
 * from version N", updated in one click and approved, and both changes are live. A third request changed the same
 * title: the conflict is shown at that node and settled for the request's side. Then the audit is filtered by person
 * and exported as CSV. The editors' requests are made over HTTP (their own sessions); the reviewer's clicks are
 * counted for docs/studio.md.
 */
import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, openStudioScreen, studioDesktop, studioServer } from '../setup/studio-page.ts';
import { timeouts } from '../setup/timeouts.ts';

test.use(studioDesktop);

const id = 'site-about';
const stamp = Date.now().toString(36);
type Doc = { title: unknown; body: Record<string, unknown>[] };

/** A staff member signed in over HTTP, posting with their session's CSRF token. */
async function staff(email: string): Promise<{ api: APIRequestContext; post(path: string, data: unknown): Promise<Record<string, unknown>> }> {
  const api = await http.newContext({ baseURL: studioServer, extraHTTPHeaders: { Origin: studioServer } });
  expect((await api.post('/studio-api/auth/sign-in/email', { data: { email, password: 'merge journey password' } })).ok()).toBe(true);
  const { csrfToken } = (await (await api.get('/studio-api/session')).json()) as { csrfToken: string };
  return {
    api,
    async post(path, data) {
      const answer = await api.post(`/studio-api${path}`, { data, headers: { 'X-CSRF-Token': csrfToken } });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return (await answer.json()) as Record<string, unknown>;
    },
  };
}

test('two editors’ changes from one version both go live after merge; a same-widget conflict is resolved; the audit is filtered and exported', async ({
  browser,
}) => {
  const page = await openStudioScreen(browser, id);
  const user = countingUser(page);
  const adminApi = page.context().request;
  const { csrfToken } = (await (await adminApi.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  const names = { eddie: `Eddie ${stamp}`, emma: `Emma ${stamp}` };
  for (const [key, name] of Object.entries(names)) {
    const made = await adminApi.post(`${studioServer}/studio-api/users`, {
      headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken },
      data: { email: `${key}-${stamp}@hatid.test`, name, role: 'editor', password: 'merge journey password' },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }
  const eddie = await staff(`eddie-${stamp}@hatid.test`);
  const emma = await staff(`emma-${stamp}@hatid.test`);

  // Both start from the same version.
  const detail = (await (await eddie.api.get(`/studio-api/screens/${id}`)).json()) as { latest: { version: number } | null; bundledText: string };
  const base = detail.latest?.version ?? 0;
  const baseText =
    base > 0 ? ((await (await eddie.api.get(`/studio-api/screens/${id}/versions/${base}`)).json()) as { text: string }).text : detail.bundledText;
  const edit = (change: (doc: Doc) => void) => {
    const doc = JSON.parse(baseText) as Doc;
    change(doc);
    return `${JSON.stringify(doc, null, 2)}\n`;
  };
  const intro = (words: string, doc: Doc) => [words, ...(doc.body[1]?.intro as string[]).slice(1)];
  const title = `Hatid lends with care ${stamp}`;
  const note = `Registered with the SEC ${stamp}`;
  const submit = (who: typeof eddie, text: string, reason: string) =>
    who.post(`/screens/${id}/change-requests`, { text, baseVersion: base, reason, target: 'production' });
  await submit(
    eddie,
    edit((d) => void (d.body[1] = { ...d.body[1], intro: intro(title, d) })),
    `Title ${stamp}`,
  );
  await submit(
    emma,
    edit((d) => void (d.body[2] = { ...d.body[2], note })),
    `Footer ${stamp}`,
  );
  await submit(
    emma,
    edit((d) => void (d.body[1] = { ...d.body[1], intro: intro(`About Hatid ${stamp}`, d) })),
    `Other title ${stamp}`,
  );

  // The reviewer (the first admin) approves Eddie's; the Reviews count is live.
  await user.click(page.getByRole('button', { name: /^Reviews, \d+ open$/ }));
  const list = page.getByRole('navigation', { name: 'Change requests' });
  const approve = page.getByRole('button', { name: 'Approve and publish to production' });
  // An approval replays the screen's QA fixtures on the server first (over an expect's 15 s at load 25): the journey
  // waits for its answer, then for what the page says.
  const approveAndPublish = async () => {
    const answered = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/studio-api\/change-requests\/\d+\/approve$/.test(new URL(res.url()).pathname),
      { timeout: timeouts.e2eTest },
    );
    await user.click(approve);
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText(/^Published as version \d+ on production/)).toBeVisible();
  };
  await user.click(list.getByRole('button', { name: new RegExp(`Title ${stamp}`) }));
  await expect(page.getByRole('note').filter({ hasText: 'Also waiting on this screen' })).toBeVisible();
  await approveAndPublish();

  // Emma's footer change is behind: one click carries it onto the new version, then it is approved.
  await user.click(list.getByRole('button', { name: new RegExp(`Footer ${stamp}`) }));
  const flag = page.getByRole('region', { name: 'Published since' });
  await expect(flag).toContainText(`Version ${base + 1} was published since — Update from version ${base + 1}`);
  await expect(flag).toContainText('They changed different places: updating keeps both.');
  await expect(approve).toBeDisabled();
  await saveViewport(page, 'studio-merge-behind');
  await user.click(flag.getByRole('button', { name: `Update from version ${base + 1}` }));
  await expect(flag).not.toContainText('was published since');
  await expect(approve).toBeEnabled();
  await approveAndPublish();
  const live = (await (await page.request.get(`${studioServer}/screens/${id}.json`)).json()) as Doc;
  expect((live.body[1]?.intro as string[])[0]).toBe(title);
  expect(live.body[2]).toMatchObject({ note });

  // The third changed the same title: shown at that node, settled for this change's side.
  await user.click(list.getByRole('button', { name: new RegExp(`Other title ${stamp}`) }));
  const conflicts = page.getByRole('list', { name: 'Changed by both' });
  await expect(conflicts.getByRole('listitem')).toHaveCount(1);
  await expect(conflicts).toContainText('article “about” › intro › 0');
  await saveViewport(page, 'studio-merge-conflict');
  await user.click(conflicts.getByRole('radio', { name: 'Keep this change' }));
  await user.click(page.getByRole('button', { name: `Update from version ${base + 2}` }));
  await expect(approve).toBeEnabled();
  await approveAndPublish();
  const last = (await (await page.request.get(`${studioServer}/screens/${id}.json`)).json()) as Doc;
  expect((last.body[1]?.intro as string[])[0]).toBe(`About Hatid ${stamp}`);
  expect(last.body[2]).toMatchObject({ note });
  const mergeCount = { ...user.count };

  // The audit, filtered by person, and exported.
  await user.click(page.getByRole('button', { name: 'Audit', exact: true }));
  const filter = page.getByRole('search', { name: 'Filter the audit log' });
  await expect(filter.getByLabel('Person').getByRole('option', { name: names.emma })).toHaveCount(1);
  await user.choose(filter.getByLabel('Person'), names.emma);
  await user.click(filter.getByRole('button', { name: 'Show' }));
  const rows = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row');
  await expect(page.getByText(`Entries by ${names.emma}, newest first.`)).toBeVisible();
  await expect(rows.filter({ hasText: 'Sent a change for review' })).toHaveCount(2);
  await expect(rows.filter({ hasText: names.eddie })).toHaveCount(0);
  await saveViewport(page, 'studio-audit-filtered');
  const [download] = await Promise.all([page.waitForEvent('download'), user.click(filter.getByRole('link', { name: 'Export CSV' }))]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('id,at,person,action,screen,detail');
  expect(text).toContain(`${names.emma},submit,${id}`);
  expect(text).not.toContain(names.eddie);

  console.log(
    `merge journey: ${mergeCount.clicks} clicks, ${mergeCount.keys} keys; with the audit: ${user.count.clicks} clicks, ${user.count.keys} keys`,
  );
  await eddie.api.dispose();
  await emma.api.dispose();
  await page.context().close();
});
