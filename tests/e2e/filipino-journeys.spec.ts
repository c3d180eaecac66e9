/**
 * The money screens in Filipino (issue 35) on a small (360 × 740) phone, against the built app and its sandbox lender,
 * one page for all: confirm a loan, repay (the SMS sheet of a card payment, a payment code, a QR code), bind a bank,
 * file a complaint. The launcher opens the first page with lang=fil; the choice is carried to the next page. On each
 * screen the borrower reads Filipino (besides the spec's kept English and lender data) and nothing is cut or wider
 * than the phone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { documentTexts } from '../../renderer/core/i18n/document-texts.ts';
import { needsFilipino } from '../../renderer/core/i18n/translation-check.ts';
import { saveScreen } from '../setup/e2e-screens.ts';
import { nativeCalls, recordNativeCalls, useScenario } from '../setup/e2e-page.ts';

const phone = { width: 360, height: 740 };
const session = 'userId=5512&deviceId=dev-1&appName=hatid';

test.use({ viewport: phone, screen: phone });

/**
 * What does not fit a 360 px phone: an element reaching past the screen's right edge (outside a sideways-scrolling
 * list), or a text cut by its box (wider or taller than it while its overflow is hidden).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p; p = p.parentElement) if (/(auto|scroll)/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || (style.position === 'fixed' && box.right <= 0)) continue;
      if (box.right > width + 1 && !scrollsSideways(el)) out.push(`${name(el)} reaches ${Math.round(box.right)} px`);
      const clips = /(hidden|clip)/.test(style.overflowX) || /(hidden|clip)/.test(style.overflowY);
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (clips && hasText && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        out.push(`${name(el)} is cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
    return out;
  });
}

/** Lender data the sandbox lender sends that happens to read like one of the screen's own English texts: shown as sent. */
const lenderSays: Record<string, string[]> = {
  'loan-confirm': ['Loan amount'],
};

/** The English texts of a screen that have their own Filipino (written as is, not worked out from data). */
function englishOf(screen: string): string[] {
  const doc: unknown = JSON.parse(readFileSync(`screens/${screen}.json`, 'utf8'));
  return documentTexts(doc).flatMap(({ value }) =>
    typeof value !== 'string' && value.fil && value.fil !== value.en && !value.en.startsWith('=') && needsFilipino(value.en) ? [value.en] : [],
  );
}

/** The screen's English texts the page shows (a text, a field's placeholder or a picture's description), exactly. */
async function englishShown(page: Page, screen: string): Promise<string[]> {
  const english = englishOf(screen);
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') out.push((n.textContent ?? '').trim());
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], img[alt]')))
      out.push(el.getAttribute('placeholder') ?? el.getAttribute('alt') ?? '');
    return out;
  });
  return [...new Set(shown.filter((text) => english.includes(text) && !lenderSays[screen]?.includes(text)))];
}

/** Looks at the screen as drawn: the full-page picture for review, nothing overflowing, none of its own English shown. */
async function fits(page: Page, name: string, screen: string): Promise<void> {
  await saveScreen(page, name);
  expect(await overflowing(page), name).toEqual([]);
  expect(await englishShown(page, screen), `${name}: English shown in Filipino`).toEqual([]);
}

test.beforeEach(({ page }) => recordNativeCalls(page));

test('in Filipino at 360 px: confirm a loan, repay by card and by code, bind a bank, file a complaint', async ({ page }) => {
  await useScenario(page, 'default');

  // Confirm a loan: the Filipino texts around the lender's product, amount and detail rows.
  await page.goto(`/confirmLoan?productId=7&lang=fil&${session}`);
  await expect(page.getByRole('heading', { name: 'Kumpirmahin ang loan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByText('Halaga ng loan')).toBeVisible();
  await expect(page.getByText('91 araw').first()).toBeVisible();
  await expect(page.getByText('Matatanggap mo')).toBeVisible();
  await expect(page.getByText('Babayaran mo')).toBeVisible();
  const agree = page.getByRole('checkbox', { name: 'Nabasa ko at sang-ayon ako sa' });
  const loanNow = page.getByRole('button', { name: 'Mag-loan na' });
  await agree.click();
  await expect(loanNow).toBeDisabled();
  await expect(page.getByText(/^Lagyan ng tsek ang kahon sa itaas/)).toBeVisible();
  await fits(page, 'fil-loan-confirm', 'loan-confirm');
  await agree.click();
  const push = page.waitForRequest((r) => r.url().includes('/v3/loan-confirm/loan-detail-push'));
  await loanNow.click();
  expect(new URLSearchParams((await push).postData() ?? '').get('productId')).toBe('7');
  await expect(page).toHaveURL(/\/loanDetails\?/);

  // Repay by card: the SMS sheet in Filipino; a wrong code gets the spec's own words.
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  await expect(page.getByText('Halagang babayaran')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mga bank card' })).toBeVisible();
  await expect(page.getByText('BDO Unibank')).toBeVisible();
  await fits(page, 'fil-payway', 'payway');
  await page.getByText('BDO Unibank').click();
  await page.getByRole('button', { name: 'Magbayad ng ₱8.959,00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Kumpirmasyon sa SMS' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Verification code').fill('111111');
  await sheet.getByRole('button', { name: 'Kumpirmahin' }).click();
  await expect(page.getByText('Wrong verification code').first()).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Ipadala ulit/ })).toBeVisible();
  await fits(page, 'fil-payway-sms', 'payway');

  // Repay by code: the payment code with the channels' own names, then the QR code's five steps.
  await page.goto('/repaymentOfCode?showType=1&payCode=HT115000170001&repayAmount=171217');
  await expect(page.getByText('Saan puwedeng magbayad')).toBeVisible();
  await expect(page.getByText('Cebuana Lhuillier')).toBeVisible();
  await page.getByRole('button', { name: 'Kopyahin' }).click();
  await expect(page.getByText('copy success')).toBeVisible();
  await fits(page, 'fil-repayment-of-code', 'repayment-of-code');
  await page.goto('/repaymentOfCode?showType=2&payCode=HT115000170001&repayAmount=171217');
  await expect(page.getByText('3. Ilagay ang halaga: ₱1.712,17.')).toBeVisible();
  await fits(page, 'fil-repayment-of-code-qr', 'repayment-of-code');

  // Bind a bank: the lender's field names as sent, the form's own words in Filipino.
  await page.goto(`/bindBank?productId=7&${session}`);
  await expect(page.getByRole('heading', { name: 'Impormasyon ng payment account' })).toBeVisible();
  await expect(page.getByLabel('Bank card number')).toBeVisible();
  await page.getByRole('button', { name: 'Susunod' }).click();
  await expect(page.getByText('Pakilagay ang Bank card number.')).toBeVisible();
  await fits(page, 'fil-bind-bank', 'bind-bank');
  expect(await nativeCalls(page)).toContain('startBankBinding');

  // File a complaint: the question types are the lender's; the description page and its sent note are Filipino.
  await page.goto('/complainPage?orderId=2301457');
  await expect(page.getByText('Pumili ng order')).toBeVisible();
  await expect(page.getByText('PesoAgad')).toBeVisible();
  await fits(page, 'fil-complain-page', 'complain-page');
  await page.getByText('Repayment', { exact: true }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?/);
  await page.getByRole('button', { name: 'Ipadala' }).click();
  await expect(page.getByText('Please fill in your comments and suggestions').first()).toBeVisible();
  await page.getByLabel('Detalye ng reklamo').fill('Nagbayad ako sa GCash pero hindi pa bayad ang order ko.');
  await fits(page, 'fil-complain-page-next', 'complain-page-next');
  await page.getByRole('button', { name: 'Ipadala' }).click();
  const sent = page.getByRole('dialog', { name: 'Successfully Sent' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Sasagot kami sa loob ng 3 araw na may pasok.')).toBeVisible();
  await fits(page, 'fil-complain-page-next-sent', 'complain-page-next');
  await expect(page.getByText('Naipadala na ang reklamo mo.')).toBeVisible();
  await fits(page, 'fil-complain-page-sent', 'complain-page');
});
