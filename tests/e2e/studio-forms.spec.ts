/**
 * Issue 18, item 4 (loads, state, switch cases), at 1440×900 on the studio server (the built studio, `npm run serve`):
 * on the order details (loan-details, previewed on order 5000174) an editor adds a load of the loan agreements, a
 * state value, and a case of the status switch for repaid orders, with the forms only — no JSON typed, no expression
 * typed — and sees each in the preview: the load's call and answer, the state's value in the data panel, the new case
 * drawn on order 5000200. Clicks and keystrokes are counted for the README's studio section.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { problemsOf } from '../setup/e2e-a11y.ts';
import { saveViewport } from '../setup/e2e-page.ts';
import { countingUser, openStudioScreen, savedDraft, studioDesktop, switchPreviewOrder } from '../setup/studio-page.ts';

test.use(studioDesktop);

/** True when no element of `root` is cut off at its right edge (the form column must not clip its content). */
async function clipped(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll<HTMLElement>('input, select, button, textarea'))
      .filter((c) => c.offsetParent !== null && c.getBoundingClientRect().right > box.right + 1)
      .map((c) => c.getAttribute('aria-label') ?? c.id);
  });
}

/** axe's serious and critical problems in the map forms (loads, state, cases) of the open form. */
async function axeProblems(page: Page): Promise<string[]> {
  expect(await page.locator('.st-inspector__form .st-map').count()).toBeGreaterThan(0);
  const { violations } = await new AxeBuilder({ page })
    .include('.st-inspector__form .st-map')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .analyze();
  return problemsOf(violations);
}

test('add a load, a state value and a switch case with the forms, and see them in the preview', async ({ browser }) => {
  const page = await openStudioScreen(browser, 'loan-details');
  const preview = page.frameLocator('iframe[name="hatid-studio-preview"]');
  const editor = page.locator('.cm-content');
  await expect(preview.getByText('Repayment due')).toBeVisible();
  const you = countingUser(page);

  // The screen's form (what opens first): its loads as cards; add the loan agreements, sent the order's product.
  const form = page.getByRole('form', { name: 'Properties of screen' });
  await expect(form.getByRole('group', { name: 'Load order' })).toBeVisible();
  const loadName = form.getByLabel('Name of the new load');
  await you.click(loadName);
  await you.type(loadName, 'agreements');
  await you.press('Enter');
  const load = form.getByRole('group', { name: 'Load agreements' });
  await you.choose(load.getByRole('combobox', { name: /^call/ }), 'contract.list');
  const fieldName = load.getByLabel('Name of a new field of load agreements');
  await you.click(fieldName);
  await you.type(fieldName, 'productId');
  await you.press('Enter');
  // A field named as one of the screen's query parameters reads it: no expression typed.
  await expect(load.getByRole('combobox', { name: 'Value of productId' })).toHaveValue('=params.productId');
  await expect(editor).toContainText('"agreements": {');
  await load.scrollIntoViewIfNeeded();
  await saveViewport(page, 'studio-forms-load');
  expect(await clipped(page.locator('.st-inspector__form'))).toEqual([]);
  await expect(editor).toContainText('"call": "contract.list"');
  const loadCounts = { ...you.count };

  // A state value: added by name, made a yes/no, ticked.
  const stateName = form.getByLabel('Name of the new state value');
  await you.click(stateName);
  await you.type(stateName, 'promoSeen');
  await you.press('Enter');
  await you.choose(form.getByLabel('Type of promoSeen'), 'Yes/no');
  await you.click(form.getByRole('checkbox', { name: 'Value of promoSeen' }));
  await expect(editor).toContainText('"promoSeen": true');
  const stateCounts = { clicks: you.count.clicks - loadCounts.clicks, keys: you.count.keys - loadCounts.keys };
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await saveViewport(page, 'studio-forms-screen');
  expect(await clipped(page.locator('.st-inspector__form'))).toEqual([]);
  expect(await axeProblems(page)).toEqual([]);

  // The preview ran the new load: its call in the log, its answer and the state value in the data panel.
  const look = countingUser(page);
  await look.click(page.getByRole('tab', { name: /^Calls/ }));
  await expect(page.getByRole('region', { name: 'Calls, QA fixture and data' })).toContainText('contract.list');
  await look.click(page.getByRole('tab', { name: /^Data/ }));
  const data = page.getByRole('region', { name: 'Data' });
  await expect(data.getByRole('button', { name: 'state.promoSeen: true' })).toBeVisible();
  await expect(data.getByRole('button', { name: /^data\.agreements/ }).first()).toBeVisible();

  // The status switch: its cases as rows; a case for 200 (repaid) is added by its value.
  await you.click(
    page
      .getByRole('tree', { name: 'Outline of the screen' })
      // The order status switch has no id (the payment check's and the actions' switches are named by theirs).
      .getByRole('treeitem', { name: 'switch', exact: true }),
  );
  const switchForm = page.getByRole('form', { name: 'Properties of switch' });
  await expect(switchForm.getByRole('combobox', { name: 'on' })).toHaveValue('=data.order.orderStatus');
  const caseValue = switchForm.getByLabel('Value of the new case');
  await you.click(caseValue);
  await you.type(caseValue, '200');
  await you.press('Enter');
  const cases = switchForm.getByRole('list', { name: 'Cases' });
  await expect(cases.getByRole('listitem')).toHaveCount(7);
  await expect(cases.getByLabel('Value of case 7')).toHaveValue('200');
  await expect(cases.getByRole('listitem').last()).toContainText('text New text');
  await expect(switchForm.getByText('When no case matches')).toBeVisible();
  // The editor draws only the lines in view (the case is below them since the texts carry Filipino): read the saved draft.
  await expect.poll(async () => JSON.stringify(await savedDraft(page, 'loan-details'))).toContain('"200":{');
  const caseCounts = { clicks: you.count.clicks - loadCounts.clicks - stateCounts.clicks, keys: you.count.keys - loadCounts.keys - stateCounts.keys };
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await saveViewport(page, 'studio-forms-switch');
  expect(await clipped(page.locator('.st-inspector__form'))).toEqual([]);
  expect(await axeProblems(page)).toEqual([]);

  // The case's widget is a node of the outline: a click on it in the row selects it there and opens its form.
  await look.click(cases.getByRole('button', { name: 'Select text New text' }));
  await expect(page.getByRole('tree', { name: 'Outline of the screen' }).getByRole('treeitem', { name: /^text New text/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('form', { name: 'Properties of text' }).getByRole('textbox', { name: /^text/ })).toHaveValue('New text');

  // Order 5000200 (repaid): the new case's widget replaces the default "Finished".
  await switchPreviewOrder(look, page, '5000174', '5000200');
  await expect(preview.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  await expect(preview.getByText('New text', { exact: true })).toBeVisible();
  // The default's status icon ("Finished") gave way to it: only the page's heading still says Finished.
  await expect(preview.getByText('Finished', { exact: true })).toHaveCount(1);

  console.log(
    `[issue 18] forms: load ${loadCounts.clicks} clicks / ${loadCounts.keys} keys; state value ${stateCounts.clicks} / ${stateCounts.keys}; switch case ${caseCounts.clicks} / ${caseCounts.keys}; checking in the preview ${look.count.clicks} / ${look.count.keys}`,
  );
  expect(loadCounts).toEqual({ clicks: 4, keys: 21 });
  expect(stateCounts).toEqual({ clicks: 4, keys: 10 });
  expect(caseCounts).toEqual({ clicks: 2, keys: 4 });
  await page.context().close();
});
