import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Pay with an e-wallet' } satisfies Meta;

const wallet = (orderId: string, amount: string, scenario?: string) =>
  screenStory('wallet-repayment', { query: { productId: '7', orderId, amount }, scenario });

/** The payments the sandbox recorded in this story's scenario (it is reset before each story). */
async function sandboxPayments(): Promise<{ orderId: string; method: string; amount: number; status: string }[]> {
  const answer = (await (await fetch('/api/sandbox/payments')).json()) as {
    data: { orderId: string; method: string; amount: number; status: string }[];
  };
  return answer.data;
}

/**
 * The page the borrower sees before paying: the amount, Open the payment page and Choose another way to pay. Nothing is
 * started until the tap (huichao moves money); the tap starts one pending e-wallet payment of the amount (the story's
 * ports only record the address it opens).
 */
export const Ready: StoryObj = {
  ...wallet('5000174', '895900'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Open the payment page' }, wait);
    await expect(canvas.getByText('₱8.959,00')).toBeTruthy();
    await expect(canvas.getByText(/Tap the button below to open the e-wallet's payment page/)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Choose another way to pay' })).toBeTruthy();
    await expect(await sandboxPayments()).toEqual([]);
    await userEvent.click(open);
    await waitFor(
      async () =>
        expect(await sandboxPayments()).toEqual([
          expect.objectContaining({ orderId: '5000174', method: 'e-wallet', amount: 895900, status: 'pending' }),
        ]),
      wait,
    );
  },
};

/** The e-wallet is not offered for the order: the tap shows the lender's message and the button stays for another try. */
export const WalletNotOffered: StoryObj = {
  ...wallet('5000174', '895900', 'repay-no-wallet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the payment page' }, wait));
    // The refusal stays on the page after its toast, saying that no money moved (issue 28).
    const banner = await canvas.findByRole('alert', { name: 'E-wallet payment not started' }, wait);
    await expect(banner).toHaveTextContent('The e-wallet option is not available for this order.');
    await expect(banner).toHaveTextContent('no money was taken');
    await expect(canvas.getByRole('button', { name: 'Open the payment page' })).toBeTruthy();
  },
};

/** A finished order (200) has nothing to repay: the tap shows the lender's message and no payment is made. */
export const NothingToRepay: StoryObj = {
  ...wallet('5000200', '100000'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open the payment page' }, wait));
    await expect(await within(document.body).findByText('This order has nothing to repay right now.', undefined, wait)).toBeTruthy();
    await expect(await sandboxPayments()).toEqual([]);
  },
};
