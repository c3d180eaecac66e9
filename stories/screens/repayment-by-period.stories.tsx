import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Repayment by period' } satisfies Meta;

/** Order 5000170 repays in 3 monthly instalments; 5000200 is finished (README: repayment in the sandbox). */
const instalment = (scenario?: string, orderId = '5000170') => screenStory('repayment-by-period', { query: { productId: '7', orderId }, scenario });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the Payment Method popup and returns it. */
async function openMethods(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Payment Method/ }, wait));
  return page(canvasElement).findByRole('dialog', { name: 'Payment Method' }, wait);
}

/** Chooses a channel in the Payment Method popup and waits for the popup to close. */
async function chooseMethod(canvasElement: HTMLElement, name: string) {
  const sheet = within(await openMethods(canvasElement));
  await userEvent.click(sheet.getByRole('button', { name }));
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Payment Method' })).toBeNull());
}

/** The instalment now due: date and amount, the How to repay banner, product details, Payment Method on the default-pay channel with its code. */
export const Default: StoryObj = {
  ...instalment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#repay-date')).toHaveTextContent('Repayment date 2025-06-16'), wait);
    await expect(canvasElement.querySelector('#repay-amount')).toHaveTextContent('₱1.712,17');
    await expect(canvas.getByRole('img', { name: /^How to repay/ })).toBeTruthy();
    await expect(canvas.getByText('PesoAgad')).toBeTruthy();
    await expect(canvasElement.querySelector('#default-code')).toHaveTextContent('HT200005000170');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Show barcode' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: /^Payment Method/ })).toHaveTextContent('7-Eleven');
    // The spec's hint is part of the layout (spec section 2), also with the default channel chosen.
    await expect(canvas.getByText('Please select your repayment method for payment.')).toBeTruthy();
    await expect(canvas.getByText(/Payments through 7-Eleven, Cebuana Lhuillier and GCash post within 1 hour/)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Payment' })).toBeEnabled();
  },
};

/** "more" unfolds every detail line of the loan, the instalment number among them. */
export const DetailsUnfolded: StoryObj = {
  ...instalment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loan amount', undefined, wait)).toBeTruthy();
    await expect(canvas.queryByText('Order No.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(canvas.getByText('1 of 3')).toBeTruthy();
    await expect(canvas.getByText('Order No.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'hide' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The Payment Method popup: the four channels with their logos, the default-pay channel (7-Eleven) ticked. */
export const PaymentMethodOpen: StoryObj = {
  ...instalment(),
  play: async ({ canvasElement }) => {
    const sheet = within(await openMethods(canvasElement));
    await expect(sheet.getByRole('button', { name: '7-Eleven' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['InstaPay QR', 'Cebuana Lhuillier', 'GCash']) {
      await expect(sheet.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  },
};

/** Another channel chosen: the Payment Method row shows it, the 7-Eleven code and barcode go, Payment continues with it. */
export const PaymentMethodChosen: StoryObj = {
  ...instalment(),
  play: async ({ canvasElement }) => {
    await chooseMethod(canvasElement, 'Cebuana Lhuillier');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Payment Method/ })).toHaveTextContent('Cebuana Lhuillier');
    await expect(canvas.getByText('Tap Payment to continue with Cebuana Lhuillier.')).toBeTruthy();
    await expect(canvas.queryByText('HT200005000170')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show barcode' })).toBeNull();
  },
};

/** Show barcode: the scanToPay dialog with the default pay code as a barcode. */
export const BarcodeOpen: StoryObj = {
  ...instalment(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show barcode' }, wait));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'scanToPay' }, wait));
    await expect(dialog.getByText('Show this barcode to the cashier.')).toBeTruthy();
    // The barcode is a lazily loaded widget.
    await expect(await dialog.findByRole('img', { name: 'Barcode HT200005000170' }, wait)).toBeTruthy();
    await expect(dialog.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  },
};

/**
 * No instruction banner and no default pay code (repay-plain): no default-pay box at all (spec section 5: a pay code
 * shows only if defined and non-empty), so no channel is chosen yet: the hint asks for one.
 */
export const Plain: StoryObj = {
  ...instalment('repay-plain'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#repay-date')).toHaveTextContent('Repayment date 2025-06-16'), wait);
    await expect(canvas.queryByRole('img', { name: /^How to repay/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show barcode' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Payment Method/ })).not.toHaveTextContent('7-Eleven');
    await expect(canvas.getByText('Please select your repayment method for payment.')).toBeTruthy();
    await expect(canvas.queryByText(/Tap Payment to continue/)).toBeNull();
  },
};

/** No pay code can be made for the channel (generate-fails): the lender's message as a toast. */
export const GenerateFails: StoryObj = {
  ...instalment('generate-fails'),
  play: async ({ canvasElement }) => {
    await chooseMethod(canvasElement, '7-Eleven');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment' }));
    await expect(await page(canvasElement).findByText('This payment channel is busy. Please choose another one.', undefined, wait)).toBeTruthy();
  },
};

/** A finished order has nothing to repay: the lender's message and Try again. */
export const NothingToRepay: StoryObj = {
  ...instalment(undefined, '5000200'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order has nothing to repay right now.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
