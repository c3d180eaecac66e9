/**
 * Issue 18, item 5, "visual review", at 1440×900 on the studio server (the built studio, `npm run serve`): an admin
 * changes a text of the login-failed screen and adds a text from the palette, opens "Submit for review…" and sees the
 * screen before (what is live) and after (the draft) in two phones drawing the same route, with the changed text
 * outlined in both, the added one outlined in the after phone only, a list naming both that shows each in the phones,
 * and the JSON diff beside them; the dialog does not clip at 1280 or 1920 px. A change request of the same edit shows
 * the same on the review page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { openReview, openStudioScreen, studioDesktop, studioServer } from '../setup/studio-page.ts';

test.use(studioDesktop);

/** A phone of the dialog: its figure (with the outlines) and the app drawn inside it. */
function phone(page: Page, dialog: Locator, title: 'Before' | 'After') {
  return {
    figure: dialog.locator('figure', { has: page.locator(`iframe[title="${title}"]`) }),
    app: dialog.frameLocator(`iframe[title="${title}"]`),
  };
}

/** True when box `inner` lies within `outer`, give or take a few pixels. */
function inside(inner: { x: number; y: number; width: number; height: number }, outer: { x: number; y: number; width: number; height: number }) {
  const slack = 4;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

test('the publish dialog draws before and after in two phones with the changed and added widgets outlined', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'joint-login-fail');
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });

  // Change a text in the form.
  await outline.getByRole('treeitem', { name: 'text Failed', exact: true }).click();
  const field = page.getByRole('form', { name: 'Properties of text' }).getByRole('textbox', { name: /^text/ });
  await field.fill('Login failed');
  await field.press('Enter');
  await expect(page.locator('.cm-content')).toContainText('"en": "Login failed"');

  // Add a text from the palette, first on the screen (the keyboard way: pick up, arrow to the place, drop).
  await page.getByRole('button', { name: 'Add widgets' }).click();
  await page
    .getByRole('region', { name: 'Add a widget' })
    .getByRole('button', { name: /^text:/ })
    .focus();
  await page.keyboard.press('Space');
  const over = page.locator('[data-drop].is-over');
  for (let i = 0; i < 20 && (await over.getAttribute('data-drop').catch(() => null)) !== 'list:/body:0'; i += 1) {
    await page.keyboard.press('ArrowUp');
    await expect(over).toHaveCount(1);
  }
  await expect(over).toHaveAttribute('data-drop', 'list:/body:0');
  await page.keyboard.press('Space');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('data-pointer', '/body/0');

  await page.getByRole('button', { name: 'Submit for review…' }).click();
  const dialog = page.getByRole('dialog');
  const changes = dialog.getByRole('list', { name: 'Changed widgets' });
  await expect(changes.getByRole('listitem')).toHaveCount(2);
  await expect(changes).toContainText('Added: Text “New text”');
  await expect(changes).toContainText('Changed: Text “Login failed” (text)');
  await expect(dialog.getByRole('region', { name: 'Changes to the JSON' })).toContainText('Login failed');

  // Both phones draw the same route; the outlines sit over the widgets they name.
  const before = phone(page, dialog, 'Before');
  const after = phone(page, dialog, 'After');
  await expect(dialog.locator('iframe[title="Before"]')).toHaveAttribute(
    'src',
    (await dialog.locator('iframe[title="After"]').getAttribute('src')) ?? '',
  );
  const oldText = before.app.locator('#failure').getByText('Failed', { exact: true });
  const newText = after.app.getByText('Login failed', { exact: true });
  const added = after.app.getByText('New text', { exact: true });
  await expect(oldText).toBeVisible();
  await expect(newText).toBeVisible();
  await expect(added).toBeVisible();
  await expect(before.app.getByText('New text')).toHaveCount(0);

  const afterChanged = after.figure.locator('.rv-mark--changed');
  const afterAdded = after.figure.locator('.rv-mark--added');
  const beforeChanged = before.figure.locator('.rv-mark--changed');
  await expect(afterChanged).toHaveText('Changed');
  await expect(afterAdded).toHaveText('Added');
  await expect(beforeChanged).toHaveText('Changed');
  await expect(before.figure.locator('.rv-mark--added')).toHaveCount(0);
  await expect.poll(async () => inside((await newText.boundingBox())!, (await afterChanged.boundingBox())!)).toBe(true);
  await expect.poll(async () => inside((await added.boundingBox())!, (await afterAdded.boundingBox())!)).toBe(true);
  await expect.poll(async () => inside((await oldText.boundingBox())!, (await beforeChanged.boundingBox())!)).toBe(true);
  // The outlines are drawing only: a tap goes through them to the app.
  expect(await after.figure.locator('.rv-marks').evaluate((layer) => getComputedStyle(layer).pointerEvents)).toBe('none');

  // The list shows a change in the phones.
  await changes.getByRole('button', { name: /^Changed: Text/ }).click();
  await expect(afterChanged).toHaveClass(/is-flashing/);
  await expect(beforeChanged).toHaveClass(/is-flashing/);
  await saveViewport(page, 'studio-visual-review');

  // Nothing of the dialog is cut off at the narrowest and widest desktop sizes.
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(afterAdded).toBeVisible();
    const clipped = await dialog.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, `clipped at ${width} px`).toBe(false);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await saveViewport(page, `studio-visual-review-${width}`);
  }
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('the review page outlines the same changes in its before and after phones', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'joint-login-fail', { discardDraft: false });
  const api = page.context().request;
  const { csrfToken } = (await (await api.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
  const write = { headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken } };
  const detail = (await (await api.get(`${studioServer}/studio-api/screens/joint-login-fail`)).json()) as { latest: { version: number } | null };
  const baseVersion = detail.latest?.version ?? 0;
  const base = (await (await api.get(`${studioServer}/studio-api/screens/joint-login-fail/versions/${baseVersion}`)).json()) as { text: string };
  const doc = JSON.parse(base.text) as { body: Record<string, unknown>[] };
  (doc.body[0]!.children as Record<string, unknown>[])[1]!.text = 'Login failed';
  doc.body.unshift({ type: 'text', text: 'New text' });
  doc.body.push({ type: 'text', text: 'Last line of the screen' });
  const sent = await api.post(`${studioServer}/studio-api/screens/joint-login-fail/change-requests`, {
    ...write,
    data: { text: JSON.stringify(doc, null, 2), baseVersion, reason: 'Visual review journey', target: 'staging' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id } = (await sent.json()) as { id: number };

  const request = await openReview(page, id);
  await expect(request.getByRole('list', { name: 'Changed widgets' })).toContainText('Changed: Text “Login failed” (text)');
  await expect(request.frameLocator('iframe[title="After"]').getByText('Login failed', { exact: true })).toBeVisible();
  await expect(phone(page, request, 'After').figure.locator('.rv-mark--added')).toHaveText(['Added', 'Added']);
  await expect(phone(page, request, 'After').figure.locator('.rv-mark--changed')).toHaveText('Changed');
  await expect(phone(page, request, 'Before').figure.locator('.rv-mark--changed')).toHaveText('Changed');
  // A change below the fold: the list scrolls the phone to it.
  const last = request.frameLocator('iframe[title="After"]').getByText('Last line of the screen', { exact: true });
  await expect(last).toBeAttached();
  await expect(last).not.toBeInViewport();
  await request.getByRole('button', { name: 'Added: Text “Last line of the screen”' }).click();
  await expect(last).toBeInViewport();
  await request.getByRole('region', { name: 'Before and after' }).scrollIntoViewIfNeeded();
  await saveViewport(page, 'studio-visual-review-page');
  await api.post(`${studioServer}/studio-api/change-requests/${id}/withdraw`, { ...write, data: {} });
  await page.context().close();
});
