import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Repayment way' } satisfies Meta;

/** Order 5000174 owes everything in one payment (README: repayment in the sandbox). */
const query = { productId: '7', orderId: '5000174', amount: '895900', mobilePhone: '09171234567' };
const payway = (scenario?: string) => screenStory('payway', { query, scenario });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const payButton = 'Pay ₱8.959,00';

/** The lender requests the sandbox received since the story started (it is reset before each story). */
async function sandboxRequests(): Promise<{ endpoint: string; body: Record<string, unknown>; headers: Record<string, string> }[]> {
  const answer = (await (await fetch('/api/sandbox/requests')).json()) as {
    data: { endpoint: string; body: Record<string, unknown>; headers: Record<string, string> }[];
  };
  return answer.data;
}

/** Chooses BDO Unibank, taps Pay and waits for the SMS sheet. */
async function openSmsSheet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait));
  await userEvent.click(canvas.getByRole('button', { name: payButton }));
  return page(canvasElement).findByRole('dialog', { name: 'SMS confirmation' }, wait);
}

/** The three bank cards (only the last four digits), Add a bank card, the e-wallet option and Pay with the amount. */
export const Default: StoryObj = {
  ...payway(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('**** 5678')).toBeTruthy();
    await expect(canvas.getByText('BPI')).toBeTruthy();
    await expect(canvas.getByText('UnionBank of the Philippines')).toBeTruthy();
    await expect(canvas.queryByText('4215830012345678')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a bank card' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: /Pay with an e-wallet/ })).toBeTruthy();
    await expect(canvasElement.querySelector('#amount-value')).toHaveTextContent('₱8.959,00');
    await expect(canvas.getByRole('button', { name: payButton })).toBeEnabled();
  },
};

/** Pay before choosing a card: the toast asks for a card, no payment starts. */
export const NoCardChosen: StoryObj = {
  ...payway(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: payButton }, wait));
    await expect(await page(canvasElement).findByText('A bank card must be chosen first', undefined, wait)).toBeTruthy();
    await expect((await sandboxRequests()).filter((r) => r.endpoint === 'repayment.commit')).toHaveLength(0);
  },
};

/** A card is chosen: its row is ticked. */
export const CardChosen: StoryObj = {
  ...payway(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /BPI/ }, wait));
    await expect(canvas.getByRole('button', { name: /BPI/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /BDO Unibank/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Card chosen and Pay tapped: the SMS sheet with the masked phone, the code box and the 60 s resend wait. */
export const SmsSheet: StoryObj = {
  ...payway(),
  play: async ({ canvasElement }) => {
    const sheet = within(await openSmsSheet(canvasElement));
    // The masked number keeps its own line-break-free span, so the sentence is read from the paragraph's whole text.
    await expect(
      sheet.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'We sent a verification code by SMS to **** 4567.'),
    ).toBeTruthy();
    // The code box is a lazily loaded widget: wait for it.
    await expect(await sheet.findByLabelText('Verification code', undefined, wait)).toHaveValue('');
    await expect(sheet.getByRole('button', { name: /Resend in (60|59)s/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    const commits = (await sandboxRequests()).filter((r) => r.endpoint === 'repayment.commit');
    await expect(commits).toHaveLength(1);
    await expect(commits[0]?.body).toMatchObject({ cardId: '3101', amount: '895900', sendMsg: '1' });
    await expect(commits[0]?.headers['idempotency-key']).toBeTruthy();
  },
};

/** A wrong SMS code: the lender's "Wrong verification code", the sheet stays open with the code kept. */
export const WrongCode: StoryObj = {
  ...payway(),
  play: async ({ canvasElement }) => {
    const sheet = within(await openSmsSheet(canvasElement));
    await userEvent.type(await sheet.findByLabelText('Verification code', undefined, wait), '111111');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByText('Wrong verification code', undefined, wait)).toBeTruthy();
    // The lender's refusal shows on the field too (issue 28, item 2).
    await waitFor(() => expect(sheet.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true'));
    await expect(sheet.getByLabelText('Verification code')).toHaveValue('111111');
    await expect(page(canvasElement).getByRole('dialog', { name: 'SMS confirmation' })).toBeTruthy();
  },
};

/** The borrower has no bank card: the empty text; Add a bank card and the e-wallet remain. */
export const NoCards: StoryObj = {
  ...payway('repay-no-cards'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no bank card yet. Add one to repay with it.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Add a bank card' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: /Pay with an e-wallet/ })).toBeTruthy();
  },
};

/** The e-wallet is not offered (alipay 0): bank cards only. */
export const NoWallet: StoryObj = {
  ...payway('repay-no-wallet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait)).toBeTruthy();
    await expect(canvas.queryByText('Pay with an e-wallet')).toBeNull();
  },
};

/** The bank cards cannot be loaded: the lender's message and Try again. */
export const CardsFail: StoryObj = {
  ...payway('repay-cards-fail'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bank cards are under maintenance. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The other ways to pay stay on the page (issue 22, item 6).
    await expect(canvas.getByText('Pay with an e-wallet')).toBeTruthy();
    await expect(canvas.getByText('Pay with a payment code')).toBeTruthy();
  },
};

/** The bank cards cannot be loaded and the lender says nothing: the app's own message. */
export const CardsFailSilent: StoryObj = {
  ...payway('repay-cards-fail-silent'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your bank cards could not be loaded. Please try again.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

/** The card payment is refused: the lender's message as a toast, no SMS sheet, the card stays chosen. */
export const CommitFails: StoryObj = {
  ...payway('repay-commit-fails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait));
    await userEvent.click(canvas.getByRole('button', { name: payButton }));
    // The refusal stays on the page after its toast, saying that no money moved (issue 28).
    const banner = await canvas.findByRole('alert', { name: 'Payment not made' }, wait);
    await expect(banner).toHaveTextContent('This card cannot be used for repayment right now.');
    await expect(banner).toHaveTextContent('no money was taken');
    await expect(page(canvasElement).queryByRole('dialog', { name: 'SMS confirmation' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: payButton })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: /BDO Unibank/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The card payment's request never left the phone (the code that sends it could not be loaded): "Payment not sent", no
 * money taken, nothing sent to the lender; Pay works again at once (not refused as an unconfirmed payment).
 */
export const CommitNotSent: StoryObj = {
  ...screenStory('payway', { query, unsent: 'repayment.commit' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait));
    await userEvent.click(canvas.getByRole('button', { name: payButton }));
    const banner = await canvas.findByRole('alert', { name: 'Payment not sent' }, wait);
    await expect(banner).toHaveTextContent('Nothing was sent, so no money was taken. Please check your connection and try again.');
    await expect(canvas.queryByRole('alert', { name: 'We could not confirm this payment.' })).toBeNull();
    await expect((await sandboxRequests()).filter((r) => r.endpoint === 'repayment.commit')).toEqual([]);
    await waitFor(() => expect(canvas.getByRole('button', { name: payButton })).toBeEnabled());
  },
};

/** The card payment is refused without a message: the app's own "Processing failed". */
export const CommitFailsSilent: StoryObj = {
  ...payway('repay-commit-fails-silent'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /BDO Unibank/ }, wait));
    await userEvent.click(canvas.getByRole('button', { name: payButton }));
    await expect(await page(canvasElement).findByText('Processing failed', undefined, wait)).toBeTruthy();
  },
};

/** No SMS code needed (repay-no-sms): Pay completes the payment at once, no sheet (the app then opens the order). */
export const NoSmsNeeded: StoryObj = {
  ...payway('repay-no-sms'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /UnionBank/ }, wait));
    await userEvent.click(canvas.getByRole('button', { name: payButton }));
    await waitFor(async () => {
      const answer = (await (await fetch('/api/sandbox/payments')).json()) as { data: { bankName: string; status: string }[] };
      await expect(answer.data).toEqual([expect.objectContaining({ bankName: 'UnionBank of the Philippines', status: 'paid' })]);
    }, wait);
    await expect(page(canvasElement).queryByRole('dialog', { name: 'SMS confirmation' })).toBeNull();
  },
};

/** The lender says the payment was already submitted (800005): its message, the sheet stays. */
export const ConfirmTwice: StoryObj = {
  ...payway('repay-confirm-twice'),
  play: async ({ canvasElement }) => {
    const sheet = within(await openSmsSheet(canvasElement));
    await userEvent.type(await sheet.findByLabelText('Verification code', undefined, wait), '123456');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByText('Do not submit the payment request twice', undefined, wait)).toBeTruthy();
    // The sheet itself says so, with no Confirm to tap again, and offers the order.
    await expect(await sheet.findByRole('alert', { name: 'This payment was already submitted.' }, wait)).toBeTruthy();
    await expect(sheet.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(sheet.getByRole('button', { name: 'Check my order' })).toBeTruthy();
  },
};

/** The lender answers slowly: the amount and Pay button at once, the card list saying it is loading. */
export const Loading: StoryObj = {
  ...payway('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amount and the Pay button come from the query and show at once; the card list says it is loading.
    await expect(await canvas.findByText('Loading your bank cards…', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: payButton })).toBeTruthy();
  },
};
