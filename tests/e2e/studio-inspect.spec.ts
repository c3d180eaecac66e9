/**
 * Issue 18, item 2, "select in the preview": on the studio server (the built studio, `npm run serve`), an editor opens
 * the customer service screen; the preview is in inspect mode, so clicking the E-mail row selects that cell in the
 * outline and the property form and runs nothing (no API call, no native call, no address opened, no step recorded);
 * "Use as a borrower" makes the same taps work again (the e-mail address opens, the phone row calls, both recorded).
 * Issue 18, item 7: at 1280, 1440 and 1920 px the property form opens on the texts, keeps $schema, schemaVersion and
 * ids under a closed Advanced, and nothing in its column is cut off.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveViewport } from '../setup/e2e-page.ts';
import { openStudioScreen, studioDesktop } from '../setup/studio-page.ts';

// The studio journey runs beside this test on the same server and may have renamed the row already.
const emailRow = /^(E-mail|Email our team)$/;

test.use(studioDesktop);

/** What the preview reported to the studio since `listen` (the protocol's messages, in order). */
type Report = { type: string; pointer?: string; widget?: string; action?: string; opened?: { url: string }; step?: unknown };

async function listen(page: Page): Promise<() => Promise<Report[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { previewReports: seen });
    window.addEventListener('message', (event) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'hatid-preview') seen.push(data);
    });
  });
  return () => page.evaluate(() => (window as unknown as { previewReports: Report[] }).previewReports);
}

test('inspect mode: clicking the E-mail row selects the cell and runs nothing; as a borrower the tap works again', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'customer-service', { discardDraft: false });
  const preview = page.frameLocator('iframe[name="hatid-studio-preview"]');
  const email = preview.getByText(emailRow);
  await expect(email).toBeVisible();
  const callsTab = page.getByRole('tab', { name: /^Calls/ });
  // The screen's load (contact.info) has been made.
  await expect(page.getByRole('region', { name: 'Preview log' })).toContainText('contact.info');
  const callsBefore = Number((await callsTab.textContent())?.replace(/\D/g, ''));
  const mode = page.getByRole('radiogroup', { name: 'Clicks in the preview' });
  await expect(mode.getByRole('radio', { name: 'Inspect' })).toBeChecked();

  const reports = await listen(page);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });

  // Hovering outlines the row; a click selects it in the outline and the form.
  await email.hover();
  await expect(preview.locator('.hatid-inspect-box--hover')).toBeVisible();
  await expect(preview.locator('.hatid-inspect-box--hover')).toHaveText('cell');
  await email.click();
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  await expect(outline.getByRole('treeitem', { name: /E-mail|Email our team/ })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Properties of cell' });
  await expect(form.getByRole('textbox', { name: 'title (required)' })).toHaveValue(emailRow);
  await expect(preview.locator('.hatid-inspect-box--selected')).toBeVisible();
  // The phone row places a call as a borrower: inspecting, it is only selected.
  await preview.getByText('Telephone/WhatsApp', { exact: true }).click();
  await expect(outline.getByRole('treeitem', { name: /Telephone\/WhatsApp/ })).toHaveAttribute('aria-selected', 'true');
  await saveViewport(page, 'studio-inspect');

  // Nothing ran. An action starts within the tap's own event handling, so once the preview has reported both
  // selections and handled a later event (a hover, which moves the outline), anything a tap started has shown.
  await expect.poll(async () => (await reports()).filter((r) => r.type === 'select').length).toBe(2);
  await preview.getByText(emailRow).hover();
  const rowTop = (await preview.getByText(emailRow).boundingBox())?.y ?? 0;
  await expect
    .poll(async () => {
      const box = await preview.locator('.hatid-inspect-box--hover').boundingBox();
      return box !== null && box.y <= rowTop && box.y + box.height > rowTop;
    })
    .toBe(true);
  const whileInspecting = await reports();
  expect(whileInspecting.filter((r) => r.type === 'select').map((r) => [r.pointer, r.widget])).toEqual([
    ['/body/0/children/3', 'cell'],
    ['/body/0/children/2', 'cell'],
  ]);
  // 'values' reports are snapshots of the screen's values (sent a moment after the load settles), not something a tap ran.
  expect(whileInspecting.filter((r) => r.type !== 'select' && r.type !== 'values')).toEqual([]);
  expect(apiRequests).toEqual([]);
  await expect(callsTab).toHaveText(`Calls ${callsBefore}`);
  await expect(page.getByRole('tab', { name: /^QA fixture/ })).toHaveText('QA fixture 0');

  // As a borrower, the same taps work again: the e-mail address opens, the phone row calls, each tap is recorded.
  await mode.getByRole('radio', { name: 'Use as a borrower' }).check();
  await expect(preview.locator('.hatid-inspect-box--selected')).toBeHidden();
  await email.click();
  const log = page.getByRole('region', { name: 'Preview log' });
  await expect(log).toContainText(/open\s*mailto:/);
  await expect.poll(async () => (await reports()).find((r) => r.type === 'location')?.opened?.url).toMatch(/^mailto:/);
  await preview.getByText('Telephone/WhatsApp', { exact: true }).click();
  await expect(log).toContainText('callPhone');
  await expect(callsTab).toHaveText(`Calls ${callsBefore + 2}`);
  await expect(page.getByRole('tab', { name: /^QA fixture/ })).toHaveText('QA fixture 2');
  expect((await reports()).filter((r) => r.type === 'select')).toHaveLength(2);
  await page.context().close();
});

test('the property form opens on the texts, the plumbing under Advanced, and fits its column at 1280, 1440 and 1920 px', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'customer-service', { discardDraft: false });
  const outline = page.getByRole('tree', { name: 'Outline of the screen' });
  const column = page.locator('.st-inspector__form');
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [row, first] of [
      [/^screen/, 'title'],
      [/E-mail|Email our team/, 'title'],
    ] as const) {
      await outline.getByRole('treeitem', { name: row }).first().click();
      const form = column.getByRole('form');
      await expect(form.locator('.st-field').first()).toHaveAttribute('data-prop', first);
      await expect(form.locator('details.st-form__advanced')).not.toHaveAttribute('open');
      await expect(form.locator('summary', { hasText: 'Advanced' })).toBeVisible();
      // Nothing in the column is wider than the column: no field, label, help or heading is cut off at the right.
      const overflow = await column.evaluate((el) => {
        const right = el.getBoundingClientRect().right;
        const wide = Array.from(el.querySelectorAll('*')).filter((child) => child.getBoundingClientRect().right > right + 0.5);
        return { scroll: el.scrollWidth - el.clientWidth, wide: wide.map((child) => child.outerHTML.slice(0, 80)) };
      });
      expect(overflow).toEqual({ scroll: 0, wide: [] });
    }
    await saveViewport(page, `studio-form-${width}`);
  }
  await page.context().close();
});
