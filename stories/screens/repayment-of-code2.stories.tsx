import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { payNotice } from '../../adapters/sandbox/repayment-seed.ts';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Repayment by code v2' } satisfies Meta;

/** The page reads the payment from saved.repayInfo, kept on the phone by the instalment or rollover page. */
const code2 = (repayInfo?: unknown, orderId = '5000175') =>
  screenStory('repayment-of-code2', { query: { productId: '7', orderId }, saved: repayInfo === undefined ? {} : { repayInfo } });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** What the rollover page keeps after Cebuana Lhuillier (channel 90013) was chosen: a delay amount, no repayAmount. */
const rolloverInfo = {
  orderId: '5000175',
  payCode: 'HT135000175002',
  logo: '/api/sandbox/assets/cebuana-lhuillier.svg',
  title: 'Cebuana Lhuillier',
  payNotice: payNotice(),
  delayAmount: 102730,
  purpose: 'extension',
  dueDate: '2025-06-14',
};

/** What the instalment page keeps: the instalment's repayAmount. */
const instalmentInfo = {
  orderId: '5000170',
  payCode: 'HT135000170002',
  logo: '/api/sandbox/assets/cebuana-lhuillier.svg',
  title: 'Cebuana Lhuillier',
  payNotice: payNotice(),
  repayAmount: 171217,
};

/** The missing-details state: its title, text and Back (the top bar has a Back arrow too). */
async function showsMissing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Payment details not found', undefined, wait)).toBeTruthy();
  await expect(canvas.getByText(/We could not find the details of this payment on your phone/)).toBeTruthy();
  await expect(canvas.getAllByRole('button', { name: 'Back' })).toHaveLength(2);
  await expect(canvas.queryByText('Contract No.')).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Click to Copy' })).toBeNull();
}

/** A rollover by Cebuana Lhuillier: deposit-slip note, channel, Contract No. with Click to Copy, total and Cebuana's instructions. */
export const WithInfo: StoryObj = {
  ...code2(rolloverInfo),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please keep the depositslip as proof of payment', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'Cebuana Lhuillier logo' })).toBeTruthy();
    await expect(canvasElement.querySelector('#pay-code')).toHaveTextContent('HT135000175002');
    await expect(canvas.getByRole('button', { name: 'Click to Copy' })).toBeTruthy();
    await expect(canvasElement.querySelector('#total')).toHaveTextContent(/Total Payment\s*₱1\.027,30/);
    // What the code pays and the date it buys (issue 28, item 4).
    await expect(canvasElement.querySelector('#pays-for')).toHaveTextContent('Loan extension');
    await expect(canvasElement.querySelector('#due-date')).toHaveTextContent('2025-06-14');
    await expect(canvas.getByText('This code pays the extension only. It does not repay your loan.')).toBeTruthy();
    // The chosen channel's instructions only, under their group title, numbered.
    await expect(canvas.getByText('Over the counter')).toBeTruthy();
    await expect(canvas.queryByText('Mobile wallet')).toBeNull();
    await expect(canvas.queryByText(/^1\. Go to any 7-Eleven store/)).toBeNull();
    await expect(canvas.getByText(/^2\. Write your Contract No\./)).toBeTruthy();
  },
};

/** Click to Copy: "copy success". */
export const Copied: StoryObj = {
  ...code2(rolloverInfo),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Click to Copy' }, wait));
    await expect(await page(canvasElement).findByText('copy success', undefined, wait)).toBeTruthy();
  },
};

/** An instalment (repayAmount instead of delayAmount): Total Payment is the instalment. */
export const InstalmentInfo: StoryObj = {
  ...code2(instalmentInfo, '5000170'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('HT135000170002', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#total')).toHaveTextContent('₱1.712,17');
  },
};

/** Nothing kept on the phone (a new phone, cleared data): Payment details not found with Back. */
export const Missing: StoryObj = {
  ...code2(),
  play: async ({ canvasElement }) => showsMissing(canvasElement),
};

/** The details kept are those of another order (the borrower opened this page for a different loan): not found. */
export const OtherOrder: StoryObj = {
  ...code2(instalmentInfo, '5000175'),
  play: async ({ canvasElement }) => showsMissing(canvasElement),
};

/** The kept text is not JSON (cut off when it was written): storage gives the raw text back, the page says not found. */
export const CorruptText: StoryObj = {
  ...code2('{"payCode":"HT13500017'),
  play: async ({ canvasElement }) => showsMissing(canvasElement),
};

/** Kept details without a code (an older app version's shape): not found rather than an empty contract number. */
export const CorruptNoCode: StoryObj = {
  ...code2({ title: 'Cebuana Lhuillier', delayAmount: 102730, payNotice: payNotice() }),
  play: async ({ canvasElement }) => showsMissing(canvasElement),
};

/**
 * Kept details of the wrong types (a numeric code, instructions as a text, no logo, no amount): the code still shows,
 * the page does not break, there is no Total Payment line.
 */
export const CorruptShape: StoryObj = {
  ...code2({ payCode: 135000175002, payNotice: 'Pay at any Cebuana Lhuillier branch.' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contract No.', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#pay-code')).toHaveTextContent('135000175002');
    await expect(canvas.getByRole('button', { name: 'Click to Copy' })).toBeTruthy();
    await expect(canvas.queryByRole('img', { name: /logo/ })).toBeNull();
    await expect(canvas.queryByText('Payment details not found')).toBeNull();
    // No amount kept: no Total Payment card at all rather than an empty, NaN or ₱0 line.
    await expect(canvas.queryByText('Total Payment')).toBeNull();
    await expect(canvasElement.querySelector('#total-card')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/NaN|undefined/);
  },
};
