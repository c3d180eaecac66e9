import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Borrowing/Loan confirm v2' } satisfies Meta;

const product = { productId: '7' };

/** The version 2 confirm page: repayment date, detailed list, plan list and the server's button text. */
export const Default: StoryObj = {
  ...screenStory('new-loan-confirm', { query: product }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Repayment date', undefined, wait)).toBeTruthy();
    await expect(await canvas.findByText('PesoAgad · ₱5.000,00', undefined, wait)).toBeTruthy();
    await expect(canvas.getByText('Detailed list')).toBeTruthy();
    await expect(canvas.getByText('Plan list')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Get ₱4.500,00 now' })).toBeEnabled();
  },
};

/**
 * The promotional popup (NewPopMsg) over the page, titled with the product name: beside its own loan button, what the
 * borrower receives and repays, the agreement box and the agreement titles (each opens its agreement).
 */
export const Promo: StoryObj = {
  ...screenStory('new-loan-confirm', { query: product, scenario: 'confirm-promo' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'PesoAgad' }, wait);
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Limited offer: repay on time and your next loan limit goes up')).toBeTruthy();
    await expect(await inDialog.findByText('You receive', undefined, wait)).toBeTruthy();
    await expect(inDialog.getByText('You repay')).toBeTruthy();
    await expect(inDialog.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
    await expect(inDialog.getByRole('button', { name: 'Loan Agreement' })).toBeTruthy();
    await expect(inDialog.getByRole('button', { name: 'Get ₱4.500,00 now' })).toBeEnabled();
    await expect(inDialog.getByRole('button', { name: 'Close' })).toBeTruthy();
  },
};

/** The lender refuses the loan: the page says, beside the button, that no loan was made and no money moved. */
export const PushRefused: StoryObj = {
  ...screenStory('new-loan-confirm', { query: product, scenario: 'push-refused' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Get ₱4.500,00 now' }, wait));
    const outcome = await within(canvasElement).findByRole('alert', { name: 'No loan was made' }, wait);
    await expect(outcome).toHaveTextContent('No money was sent to you, and you owe nothing.');
  },
};

/** The confirm data cannot be loaded: the lender's message and Try again. */
export const LoadFailure: StoryObj = {
  ...screenStory('new-loan-confirm', { query: product, scenario: 'server-error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service is busy right now. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
