import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Rollover repayment' } satisfies Meta;

/** 5000175 (due) and 5000181 (overdue) can be extended by 7 days; 5000174 cannot (README: repayment in the sandbox). */
const rollover = (orderId = '5000175', scenario?: string) => screenStory('repayment-delay', { query: { productId: '7', orderId }, scenario });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the Payment Method popup and returns it. */
async function openMethods(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Payment Method/ }, wait));
  return page(canvasElement).findByRole('dialog', { name: 'Payment Method' }, wait);
}

/** The extension fee to pay now, the next payment date, the banner, the loan, the plan, the default pay code. */
export const Default: StoryObj = {
  ...rollover(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Extend your repayment date by 7 days', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#delay-amount')).toHaveTextContent('₱1.027,30');
    await expect(canvasElement.querySelector('#next-date')).toHaveTextContent('Your next payment date is 2025-06-14');
    await expect(canvas.getByRole('img', { name: /^How to repay/ })).toBeTruthy();
    await expect(canvas.getByText('Plan')).toBeTruthy();
    await expect(canvas.getByText('Extension fee')).toBeTruthy();
    await expect(canvas.getByText('Principal and interest')).toBeTruthy();
    await expect(canvas.getByText('₱5.136,50')).toBeTruthy();
    await expect(canvas.queryByText('Overdue fee')).toBeNull();
    await expect(canvasElement.querySelector('#default-code')).toHaveTextContent('HT210005000175');
    // The extension's own code says what it pays: not the repayment (issue 28, item 4).
    await expect(canvasElement.querySelector('#default-code-for')).toHaveTextContent(
      'For the extension only: ₱1.027,30. It does not repay your loan.',
    );
    await expect(canvas.getByText('Please select your repayment method for payment.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Payment' })).toBeEnabled();
  },
};

/** An overdue order: the overdue fee is paid with the extension fee, and shows in the plan. */
export const Overdue: StoryObj = {
  ...rollover('5000181'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Overdue fee', undefined, wait)).toBeTruthy();
    await expect(canvas.getByText(/Paid together with the extension fee/)).toBeTruthy();
    // 13 days overdue: the 7 days run from today (the sandbox's 2025-06-07), so the date is not already past.
    // (Whether the page calls that date past depends on the phone's date, which Storybook does not pin.)
    await expect(canvasElement.querySelector('#next-date')).toHaveTextContent('Your next payment date is 2025-06-14');
  },
};

/** The Payment Method popup with the four channels. */
export const PaymentMethodOpen: StoryObj = {
  ...rollover(),
  play: async ({ canvasElement }) => {
    const sheet = within(await openMethods(canvasElement));
    for (const name of ['7-Eleven', 'InstaPay QR', 'Cebuana Lhuillier', 'GCash']) await expect(sheet.getByRole('button', { name })).toBeTruthy();
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeTruthy();
  },
};

/** Cebuana Lhuillier chosen: the row shows it, the 7-Eleven code goes; Payment would make a pay code (not tapped here: it leaves the page). */
export const PaymentMethodChosen: StoryObj = {
  ...rollover(),
  play: async ({ canvasElement }) => {
    const sheet = within(await openMethods(canvasElement));
    await userEvent.click(sheet.getByRole('button', { name: 'Cebuana Lhuillier' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Payment Method' })).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /^Payment Method/ })).toHaveTextContent('Cebuana Lhuillier');
    await expect(within(canvasElement).getByText('Tap Payment to continue with Cebuana Lhuillier.')).toBeTruthy();
    await expect(within(canvasElement).queryByText('HT210005000175')).toBeNull();
  },
};

/** Show barcode: the scanToPay dialog with the default pay code. */
export const BarcodeOpen: StoryObj = {
  ...rollover(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show barcode' }, wait));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'scanToPay' }, wait));
    await expect(await dialog.findByRole('img', { name: 'Barcode HT210005000175' }, wait)).toBeTruthy();
  },
};

/** Copy on the default pay code: "copy success". */
export const DefaultCodeCopied: StoryObj = {
  ...rollover(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy' }, wait));
    await expect(await page(canvasElement).findByText('copy success', undefined, wait)).toBeTruthy();
  },
};

/** No banner and no default pay code (repay-plain): no default-pay box, no channel chosen yet. */
export const Plain: StoryObj = {
  ...rollover('5000175', 'repay-plain'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Extend your repayment date by 7 days', undefined, wait)).toBeTruthy();
    await expect(canvas.queryByRole('img', { name: /^How to repay/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show barcode' })).toBeNull();
    // No default pay code, so no default-pay box and no channel chosen yet: the hint asks for one.
    await expect(canvas.getByRole('button', { name: /^Payment Method/ })).not.toHaveTextContent('7-Eleven');
    await expect(canvas.getByText('Please select your repayment method for payment.')).toBeTruthy();
  },
};

/** No pay code can be made (generate-fails): the lender's message as a toast. */
export const GenerateFails: StoryObj = {
  ...rollover('5000175', 'generate-fails'),
  play: async ({ canvasElement }) => {
    const sheet = within(await openMethods(canvasElement));
    await userEvent.click(sheet.getByRole('button', { name: '7-Eleven' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Payment Method' })).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment' }));
    await expect(await page(canvasElement).findByText('This payment channel is busy. Please choose another one.', undefined, wait)).toBeTruthy();
  },
};

/** An order that cannot be extended: the lender's message and Try again. */
export const NotAllowed: StoryObj = {
  ...rollover('5000174'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order cannot be extended right now.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
