/**
 * A product staffer's journey in the studio: change a text and a visibility rule through the property form, see the
 * preview follow, be refused when the screen is broken, publish, see a built borrower app show the change without a
 * rebuild, then roll back.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { studioAppPort, studioPort } from '../setup/studio-servers.ts';

const studio = `http://127.0.0.1:${studioPort}`;
const borrowerApp = `http://127.0.0.1:${studioAppPort}`;
const screenId = 'customer-service';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** Makes the screen as shipped the live version, so there is a version to roll back to; returns its number. */
async function publishShippedCopy(request: APIRequestContext): Promise<number> {
  const screen = await (await request.get(`${studio}/studio-api/screens/${screenId}`)).json();
  const res = await request.post(`${studio}/studio-api/screens/${screenId}/publish`, {
    data: { text: screen.bundledText, author: 'QA set-up', message: 'The screen as shipped', baseVersion: screen.published?.version ?? 0 },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).version;
}

/** What a borrower sees on the customer service page of the built app (a fresh phone: nothing cached). */
async function openBorrowerApp(page: Page) {
  const context = await page.context().browser()!.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`${borrowerApp}/customerService`);
  await expect(phone.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  return { phone, close: () => context.close() };
}

test('a staffer edits a screen in the studio, publishes it to the app without a rebuild, and rolls it back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shipped = await publishShippedCopy(request);
  const preview = page.frameLocator('iframe[name="hatid-studio-preview"]');

  // Find the screen through the list's search.
  await page.goto(`${studio}/studio/`);
  const list = page.getByRole('navigation', { name: 'Screens' });
  await expect(list).toBeVisible();
  await list.getByLabel('Search screens').fill('customer');
  await list.getByRole('button', { name: /^Customer service/ }).click();
  await expect(page.getByLabel('Open screen')).toHaveText(screenId);
  await expect(preview.getByText('E-mail', { exact: true })).toBeVisible();

  // A text, through the property form of the node picked in the outline; the preview follows.
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await outline.getByRole('treeitem', { name: /E-mail/ }).click();
  const form = page.getByRole('form', { name: 'Properties of cell' });
  await form.getByRole('textbox', { name: 'title (required)' }).fill('Email our team');
  await form.getByRole('textbox', { name: 'title (required)' }).press('Enter');
  await expect(page.locator('.cm-content')).toContainText('"title": "Email our team"');
  await expect(preview.getByText('Email our team', { exact: true })).toBeVisible();

  // A visibility rule: the phone row shows only when the expression holds.
  await outline.getByRole('treeitem', { name: /Telephone\/WhatsApp/ }).click();
  const rule = form.getByLabel('When is visible true? (expression)');
  await rule.fill("=data.contact.smWa == 'nobody'");
  await rule.press('Enter');
  await expect(preview.getByText('Telephone/WhatsApp')).toHaveCount(0);
  await expect(preview.getByText('Email our team', { exact: true })).toBeVisible();

  // A broken rule: the error is shown under the field, and publishing is refused.
  await rule.fill('=data.contact.smWa ==');
  await rule.press('Enter');
  await expect(form.getByText(/`visible`: cannot read expression/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('/body/0/children/0/visible');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('This screen has 1 problem. Fix it before publishing.');
  await expect(refusal.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await saveViewport(page, 'studio-publish-refused');
  await page.keyboard.press('Escape');
  const afterRefusal = await (await request.get(`${studio}/studio-api/screens/${screenId}/history`)).json();
  expect(afterRefusal.versions[0].version).toBe(shipped);

  // Fixed, reviewed as a diff, published with who and why.
  await rule.fill("=data.contact.smWa == 'nobody'");
  await rule.press('Enter');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('region', { name: 'Changes' })).toContainText('Email our team');
  await saveViewport(page, 'studio-publish-diff');
  await review.getByLabel('Your name').fill('Maria (product)');
  await review.getByLabel('What changed and why').fill('Rename the e-mail row; hide the phone row for now');
  await review.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Published version ${shipped + 1}`, { exact: true })).toBeVisible();
  await saveViewport(page, 'studio-published');

  // A built app, not rebuilt, shows the published screen.
  const app = await openBorrowerApp(page);
  await expect(app.phone.getByText('Email our team', { exact: true })).toBeVisible();
  await expect(app.phone.getByText('Telephone/WhatsApp')).toHaveCount(0);

  // Roll back to the shipped version; the app shows it again.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByRole('listitem', { name: `Version ${shipped + 1}` })).toContainText('Maria (product)');
  await history.getByRole('listitem', { name: `Version ${shipped}` }).getByRole('button', { name: 'Roll back to this version' }).click();
  await history.getByLabel('Your name').fill('Maria (product)');
  await history.getByRole('button', { name: `Roll back to version ${shipped}` }).click();
  await expect(history).toContainText(`rollback of v${shipped}`);
  await app.phone.reload();
  await expect(app.phone.getByText('E-mail', { exact: true })).toBeVisible();
  await expect(app.phone.getByText('Telephone/WhatsApp')).toBeVisible();
  await expect(app.phone.getByText('Email our team')).toHaveCount(0);
  await app.close();
});
