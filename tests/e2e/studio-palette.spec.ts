/**
 * Issue 18, item 3, "palette and structure", at 1440×900 on the studio server (the built studio, `npm run serve`): an
 * editor adds a promo text inside an empty container by drag and drop, without typing any JSON, and the journey counts
 * its clicks, drags and keystrokes (the README's studio section quotes them). Then a node is dragged within the outline,
 * and a widget is added with the keyboard only (Space, arrow keys, Space).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { openStudioScreen, studioDesktop } from '../setup/studio-page.ts';

const promo = '0% interest on your first loan';

test.use(studioDesktop);

/** What the person did: clicks, drags (press, move, release) and keys pressed. */
interface Counts {
  clicks: number;
  drags: number;
  keys: number;
}

/** Drags `source` with the mouse onto the drop line `place` (a data-drop id), which shows once the drag has started. */
async function drag(page: Page, counts: Counts, source: Locator, place: string, shot?: string): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('the dragged item is not on screen');
  // The drop lines take no room: no row of the outline moves when they appear (issue 34 item 6).
  const rows = page.getByRole('tree', { name: 'Outline of the screen' }).getByRole('treeitem');
  const rowsBefore = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  const line = page.locator(`[data-drop="${place}"]`);
  await expect(line).toBeAttached();
  // (From the palette: a row dragged within the outline may scroll it on purpose, near its edge.)
  if (!(await source.evaluate((el) => el.closest('[role="tree"]') !== null))) {
    const rowsNow = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
    expect(rowsNow, 'the outline rows moved when the drop lines appeared').toEqual(rowsBefore);
  }
  // As a person would: aim at the line, and aim again if the outline scrolled on the way there.
  await expect(async () => {
    const to = await line.boundingBox();
    if (!to) throw new Error(`drop line ${place} is not on screen`);
    // A band starts at its place's indent, and the pointer's distance from the left picks the depth: aim at its start.
    await page.mouse.move(to.x + 6, to.y + to.height / 2, { steps: 6 });
    await expect(line).toHaveClass(/is-over/, { timeout: 1000 });
    // dnd-kit scrolls the outline while the pointer is near its edge, carrying the line away from under it: drop only
    // once the line has stayed put, still hovered, for two frames.
    const settled = await line.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const y = el.getBoundingClientRect().y;
          const still = () => resolve(el.getBoundingClientRect().y === y && el.classList.contains('is-over'));
          requestAnimationFrame(() => requestAnimationFrame(still));
        }),
    );
    expect(settled, `drop line ${place} is still moving`).toBe(true);
  }).toPass({ timeout: 20_000 });
  if (shot) await saveViewport(page, shot);
  await page.mouse.up();
  counts.drags += 1;
}

/** The person's draft of screen `id` on the server, parsed (the whole document, not only the lines the editor draws). */
async function draftOf(page: Page, id: string): Promise<{ body: Record<string, unknown>[] } | null> {
  const text = await page.evaluate(async (screen) => {
    const response = await fetch(`/studio-api/screens/${screen}`);
    return ((await response.json()) as { draft?: { text: string } | null }).draft?.text ?? '';
  }, id);
  return text ? (JSON.parse(text) as { body: Record<string, unknown>[] }) : null;
}

test('a promo text goes inside an empty container by drag, without typing JSON; counted', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'about-us');
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  const preview = page.frameLocator('iframe[name="hatid-studio-preview"]');
  const counts: Counts = { clicks: 0, drags: 0, keys: 0 };

  await page.getByRole('button', { name: 'Add widgets' }).click();
  counts.clicks += 1;
  const palette = page.getByRole('region', { name: 'Add a widget' });
  await expect(palette.getByRole('region', { name: 'Layout' })).toBeVisible();
  // Thumbnails are real renders: the text card draws its sample words.
  await expect(palette.locator('[data-thumbnail="text"]')).toContainText('Get up to');
  await saveViewport(page, 'studio-palette-open');

  // An empty container (a stack with no children) after the picture, then the text into it as its first child.
  await drag(page, counts, palette.getByRole('button', { name: /^stack:/ }), 'list:/body:1', 'studio-palette-after-image');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('data-pointer', '/body/1');
  await drag(page, counts, palette.getByRole('button', { name: /^text:/ }), 'list:/body/1/children:0');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('data-pointer', '/body/1/children/0');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('aria-level', '3');

  // The words, in the property form of the new text.
  await page.getByRole('button', { name: 'Close widgets' }).click();
  counts.clicks += 1;
  const field = page.getByRole('form').getByRole('textbox', { name: /^text/ }).first();
  await field.click();
  counts.clicks += 1;
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(promo);
  await page.keyboard.press('Enter');
  counts.keys += 2 + promo.length;

  await expect(preview.getByText(promo, { exact: true })).toBeVisible();
  await expect.poll(async () => (await draftOf(page, 'about-us'))?.body[1]).toEqual({ type: 'stack', children: [{ type: 'text', text: promo }] });
  await expect(page.getByRole('region', { name: 'Problems' })).not.toContainText(/[1-9]\d* errors?/);
  await saveViewport(page, 'studio-palette-promo');
  test.info().annotations.push({ type: 'counts', description: JSON.stringify(counts) });
  expect(counts).toEqual({ clicks: 3, drags: 2, keys: 2 + promo.length });

  // Within the outline: the stack (with its text) dragged to after the article.
  await drag(page, counts, outline.getByRole('treeitem', { name: /^stack/ }).first(), 'list:/body:3');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('data-pointer', '/body/2');
  await expect.poll(async () => (await draftOf(page, 'about-us'))?.body.map((n) => n.type)).toEqual(['image', 'article', 'stack', 'stack']);
  await page.context().close();
});

test('the keyboard adds a widget: Space picks a card up, the arrow keys choose the drop line, Space drops it', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'privacy-policy');
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await page.getByRole('button', { name: 'Add widgets' }).click();
  const card = page.getByRole('region', { name: 'Add a widget' }).getByRole('button', { name: /^divider:/ });
  await card.focus();
  await page.keyboard.press('Space');
  const over = page.locator('[data-drop].is-over');
  const overId = async () => ((await over.count()) === 1 ? await over.getAttribute('data-drop') : null);
  for (let i = 0; i < 12 && (await overId()) !== 'list:/body:0'; i += 1) {
    await page.keyboard.press('ArrowUp');
    await expect(over).toHaveCount(1);
  }
  await expect(over).toHaveAttribute('data-drop', 'list:/body:0');
  await page.keyboard.press('Space');
  await expect(outline.getByRole('treeitem', { selected: true })).toHaveAttribute('data-pointer', '/body/0');
  await expect(outline.getByRole('treeitem').nth(1)).toContainText('divider');
  await expect(page.getByRole('region', { name: 'Outline and properties' }).getByRole('status')).toHaveText(
    'Added divider: first in the screen (body)',
  );
  await page.context().close();
});
