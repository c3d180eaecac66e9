/**
 * Issue 16, "Done when": on `npm run serve` (the built app and studio, embedded PostgreSQL) an admin creates an editor
 * and a reviewer; the editor changes the customer service screen (asked to sign in again when the session ends, the
 * edit kept; refused while broken) and submits it; the reviewer
 * compares before and after and approves; the borrower app served by the same server shows the change without a
 * rebuild; a rollback to the bundled copy restores it; unauthenticated and cross-origin writes change nothing.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { timeouts } from '../setup/timeouts.ts';
import { firstAdmin, studioServerPort } from '../setup/studio-servers.ts';

const server = `http://127.0.0.1:${studioServerPort}`;
const screenId = 'customer-service';
const desktop = {
  viewport: { width: 1440, height: 900 },
  screen: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};
const editor = { email: 'maria@hatid.test', name: 'Maria Santos', password: 'maria edits screens 2026' };
const reviewer = { email: 'jose@hatid.test', name: 'Jose Reyes', password: 'jose reviews screens 2026' };

test.use(desktop);

/** A fresh desktop browser signed in to the studio. */
async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  await page.goto(`${server}/studio/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
  return page;
}

/** What a borrower sees on the customer service page (a fresh phone: nothing cached). */
async function borrowerPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${server}/customerService`);
  await expect(phone.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  return { phone, close: () => context.close() };
}

/** The live version number of the screen on production, as borrowers get it. */
async function liveVersion(page: Page): Promise<string | null> {
  const res = await page.request.get(`${server}/screens/${screenId}.json`);
  return res.headers()['x-screen-version'] ?? null;
}

test('an admin adds staff, an editor submits a change, a reviewer approves it, borrowers get it, a rollback restores the bundled copy', async ({
  browser,
}) => {
  test.setTimeout(timeouts.e2eTest * 1.5);

  // Writes without a session, or from another site with a signed-in admin's cookie, are refused and change nothing.
  const admin = await signedIn(browser, firstAdmin);
  const anonymous = await admin.request.fetch(`${server}/studio-api/screens/${screenId}/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server, Cookie: '' },
    data: { text: '{}', baseVersion: 0, reason: 'x', target: 'production' },
  });
  expect(anonymous.status()).toBe(401);
  const crossSite = await admin.request.fetch(`${server}/studio-api/screens/${screenId}/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.example' },
    data: JSON.stringify({ reviewRequired: false }),
  });
  expect([403, 415]).toContain(crossSite.status());
  expect(await liveVersion(admin)).toBe('0');

  // The admin creates an editor and a reviewer.
  await admin.getByRole('navigation', { name: 'Studio sections' }).getByRole('button', { name: 'Users' }).click();
  const newAccount = admin.getByRole('form', { name: 'New staff account' });
  for (const [who, role] of [
    [editor, 'editor'],
    [reviewer, 'reviewer'],
  ] as const) {
    await newAccount.getByLabel('E-mail').fill(who.email);
    await newAccount.getByLabel('Name').fill(who.name);
    await newAccount.getByLabel('Role').selectOption(role);
    await newAccount.getByLabel('Initial password').fill(who.password);
    await newAccount.getByRole('button', { name: 'Create account' }).click();
    await expect(newAccount.getByRole('status')).toContainText(`Account created: ${who.name}`);
  }
  await saveViewport(admin, 'studio-users');

  // The editor changes a text through the property form; the preview follows.
  const ed = await signedIn(browser, editor);
  await ed.goto(`${server}/studio/#${screenId}`);
  await expect(ed.getByLabel('Open screen').locator('code')).toHaveText(screenId);
  const preview = ed.frameLocator('iframe[name="hatid-studio-preview"]');
  await expect(preview.getByText('E-mail', { exact: true })).toBeVisible();
  const outline = ed.getByRole('tree', { name: 'Outline of the screen' });
  await outline.getByRole('treeitem', { name: /E-mail/ }).click();
  const form = ed.getByRole('form', { name: 'Properties of cell' });
  await form.getByRole('textbox', { name: 'title (required)' }).fill('Email our team');
  await form.getByRole('textbox', { name: 'title (required)' }).press('Enter');
  await expect(ed.locator('.cm-content')).toContainText('"en": "Email our team"');
  await expect(preview.getByText('Email our team', { exact: true })).toBeVisible();

  // The session ends mid-edit (signed out in another tab): the studio asks to sign in again and keeps the edit.
  await expect(ed.getByText('Saved', { exact: true })).toBeVisible();
  // Another tab signs out as a page of the studio does: with the session's CSRF token.
  const { csrfToken } = (await (await ed.context().request.get(`${server}/studio-api/session`)).json()) as { csrfToken: string };
  const elsewhere = await ed
    .context()
    .request.post(`${server}/studio-api/auth/sign-out`, { headers: { Origin: server, 'X-CSRF-Token': csrfToken }, data: {} });
  expect(elsewhere.status()).toBe(200);
  await form.getByRole('textbox', { name: 'title (required)' }).fill('Email our team!');
  await form.getByRole('textbox', { name: 'title (required)' }).press('Enter');
  const again = ed.getByRole('dialog', { name: /Your session has ended/ });
  await expect(again).toBeVisible();
  await again.getByLabel('Password').fill(editor.password);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toHaveCount(0);
  await expect(ed.locator('.cm-content')).toContainText('"en": "Email our team!"');
  await form.getByRole('textbox', { name: 'title (required)' }).fill('Email our team');
  await form.getByRole('textbox', { name: 'title (required)' }).press('Enter');

  // A broken rule is refused before it can be submitted.
  await outline.getByRole('treeitem', { name: /Telephone\/WhatsApp/ }).click();
  const rule = form.getByLabel('When is visible true? (expression)');
  await rule.fill('=data.contact.smWa ==');
  await rule.press('Enter');
  await expect(ed.getByRole('region', { name: 'Problems' })).toContainText('/body/0/children/2/visible');
  await ed.getByRole('button', { name: 'Submit for review…' }).click();
  await expect(ed.getByRole('dialog')).toContainText('1 problem');
  await expect(ed.getByRole('dialog').getByRole('button', { name: 'Submit for review', exact: true })).toHaveCount(0);
  await ed.keyboard.press('Escape');

  // Fixed (the rule put back: hiding the phone row would fail a QA fixture, which blocks the approval), and submitted
  // for production with a reason; the screen's fixtures pass on it first; nothing is live yet.
  await rule.fill("=state.contact != 'loading'");
  await rule.press('Enter');
  // No error left (warnings about older app builds do not block).
  await expect(ed.getByRole('region', { name: 'Problems' })).toContainText(/No problems|0 errors/);
  await ed.getByRole('button', { name: 'Submit for review…' }).click();
  const submit = ed.getByRole('dialog');
  await submit.getByRole('radio', { name: /^Production/ }).check();
  await expect(submit.getByRole('region', { name: 'Changes', exact: true })).toContainText('Email our team');
  await submit.getByLabel(/Why this change/).fill('Rename the e-mail row');
  await saveViewport(ed, 'studio-submit');
  await submit.getByRole('button', { name: 'Submit for review', exact: true }).click();
  await expect(submit).toHaveCount(0);
  expect(await liveVersion(ed)).toBe('0');

  // The reviewer compares before and after, and approves.
  const rev = await signedIn(browser, reviewer);
  await rev
    .getByRole('navigation', { name: 'Studio sections' })
    .getByRole('button', { name: /^Reviews/ })
    .click();
  await rev
    .getByRole('navigation', { name: 'Change requests' })
    .getByRole('button', { name: /Customer service/ })
    .first()
    .click();
  const request = rev.getByRole('article', { name: /Change request/ });
  await expect(request).toContainText('Rename the e-mail row');
  await expect(request.getByRole('region', { name: 'Changes to the JSON' })).toContainText('Email our team');
  await expect(rev.frameLocator('iframe[title="Before"]').getByText('E-mail', { exact: true })).toBeVisible();
  await expect(rev.frameLocator('iframe[title="After"]').getByText('Email our team', { exact: true })).toBeVisible();
  await saveViewport(rev, 'studio-review');
  await request.getByRole('button', { name: 'Approve and publish to production' }).click();
  await expect(request).toContainText('Published as version 1 on production.');

  // The borrower app served by the same server shows it, without a rebuild.
  const app = await borrowerPhone(browser);
  await expect(app.phone.getByText('Email our team', { exact: true })).toBeVisible();
  await saveViewport(app.phone, 'studio-borrower-after-approve');

  // The reviewer rolls production back to the copy bundled with the app; borrowers get it again.
  await request.getByRole('button', { name: 'Open Customer service' }).click();
  await expect(rev.getByLabel('Open screen').locator('code')).toHaveText(screenId);
  await rev.getByRole('button', { name: 'History' }).click();
  const history = rev.getByRole('dialog');
  await history.getByRole('listitem', { name: 'Bundled with the app' }).getByRole('button', { name: 'Roll back to this…' }).click();
  await history.getByRole('radio', { name: /^Production/ }).check();
  await history.getByRole('button', { name: 'Roll back production to the bundled copy' }).click();
  await expect.poll(() => liveVersion(rev)).toBe('2');
  await app.phone.reload();
  await expect(app.phone.getByText('E-mail', { exact: true })).toBeVisible();
  await expect(app.phone.getByText('Telephone/WhatsApp')).toBeVisible();
  await expect(app.phone.getByText('Email our team')).toHaveCount(0);
  await app.close();

  // Everything above is in the audit log, by name.
  await rev.keyboard.press('Escape');
  await rev.getByRole('navigation', { name: 'Studio sections' }).getByRole('button', { name: 'Audit' }).click();
  const audit = rev.getByRole('region', { name: 'Audit' });
  for (const who of [firstAdmin.name, editor.name, reviewer.name]) await expect(audit).toContainText(who);
  await saveViewport(rev, 'studio-audit');
});
