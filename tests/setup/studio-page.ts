/** The studio journeys' desktop browser and sign-in, shared by the tests/e2e/studio-*.spec.ts files. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { firstAdmin, studioServerPort } from './studio-servers.ts';

/** The studio server's address. */
export const studioServer = `http://127.0.0.1:${studioServerPort}`;

/** A 1440×900 desktop with a mouse, as staff use the studio. */
export const studioDesktop = {
  viewport: { width: 1440, height: 900 },
  screen: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

/** How openStudioScreen opens the screen. */
export interface OpenOptions {
  /** Discard the first admin's draft of the screen first (default). Off where another journey edits it at the same time. */
  discardDraft?: boolean;
}

/** A fresh desktop browser signed in as the first admin, on screen `id` with no draft of theirs left from an earlier run. */
export async function openStudioScreen(browser: Browser, id: string, { discardDraft = true }: OpenOptions = {}): Promise<Page> {
  const context = await browser.newContext(studioDesktop);
  const page = await context.newPage();
  await page.goto(`${studioServer}/studio/`);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(firstAdmin.email);
  await signIn.getByLabel('Password').fill(firstAdmin.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
  if (discardDraft) {
    const { csrfToken } = (await (await context.request.get(`${studioServer}/studio-api/session`)).json()) as { csrfToken: string };
    await context.request.post(`${studioServer}/studio-api/screens/${id}/draft/discard`, {
      headers: { Origin: studioServer, 'X-CSRF-Token': csrfToken },
      data: {},
    });
  }
  await page.goto(`${studioServer}/studio/#${id}`);
  await expect(page.getByLabel('Open screen').locator('code')).toHaveText(id);
  await expect(page.getByRole('tree', { name: 'Outline of the screen' }).getByRole('treeitem').first()).toBeVisible();
  return page;
}

/** A person's actions that count themselves: each click (a choice in a select counts two: open, pick) and each key. */
export function countingUser(page: Page) {
  const count = { clicks: 0, keys: 0 };
  return {
    count,
    async click(target: Locator) {
      await target.click();
      count.clicks += 1;
    },
    async choose(select: Locator, label: string) {
      await select.selectOption({ label });
      count.clicks += 2;
    },
    async type(target: Locator, text: string) {
      await target.pressSequentially(text);
      count.keys += text.length;
    },
    async press(key: string) {
      await page.keyboard.press(key);
      count.keys += 1;
    },
  };
}

/** A person counted by countingUser. */
export type CountingUser = ReturnType<typeof countingUser>;

/**
 * The preview shows order `to` instead of `from` (its orderId query parameter), as a person changes it: Query
 * parameters (unless its boxes are open already), the box, select all, the number, Apply.
 */
export async function switchPreviewOrder(user: CountingUser, page: Page, from: string, to: string): Promise<void> {
  const orderId = page.getByRole('textbox', { name: 'Value 2' });
  if (!(await orderId.isVisible())) await user.click(page.getByRole('button', { name: /^Query parameters/ }));
  await expect(orderId).toHaveValue(from);
  await user.click(orderId);
  await user.press('ControlOrMeta+a');
  await user.type(orderId, to);
  await user.click(page.getByRole('button', { name: 'Apply' }));
}

/** The signed-in editor's saved draft of a screen, parsed (null when none), read from the studio API as the studio does. */
export async function savedDraft(page: Page, id: string): Promise<Record<string, unknown> | null> {
  const res = await page.context().request.get(`${studioServer}/studio-api/screens/${id}`);
  const { draft } = (await res.json()) as { draft: { text: string } | null };
  return draft ? (JSON.parse(draft.text) as Record<string, unknown>) : null;
}

/** Opens change request `id` from the Reviews section, as a reviewer does; its article on the review page. */
export async function openReview(page: Page, id: number): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Studio sections' })
    .getByRole('button', { name: /^Reviews/ })
    .click();
  await page
    .getByRole('navigation', { name: 'Change requests' })
    .getByRole('listitem', { name: `Change request ${id}` })
    .getByRole('button')
    .click();
  return page.getByRole('article', { name: `Change request ${id}` });
}
