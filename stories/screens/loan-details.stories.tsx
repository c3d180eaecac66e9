import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Order details' } satisfies Meta;

/** The order page of a sandbox order (ids in adapters/sandbox/loan-seed.ts) in a scenario. */
const order = (orderId: string, scenario?: string) => screenStory('loan-details', { query: { orderId }, scenario });

type Canvas = ReturnType<typeof within>;
const actionNames = ['Repayment', 'REPAY', 'Rollover Repayment', 'Borrow Again'];

/** Waits for the status title, then checks the status picture and that exactly `buttons` of the action buttons show. */
async function showsStatus(canvas: Canvas, title: string, icon: string, buttons: string[]) {
  await expect(await canvas.findByText(title, undefined, wait)).toBeTruthy();
  await expect(canvas.getByRole('img', { name: icon })).toBeTruthy();
  for (const name of actionNames) {
    const button = canvas.queryByRole('button', { name });
    if (buttons.includes(name)) await expect(button).toBeTruthy();
    else await expect(button).toBeNull();
  }
  await expect(canvas.getByText('Customer service')).toBeTruthy();
}

const dialogOf = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, wait);

/** 21: under review, no action. */
export const UnderReview: StoryObj = {
  ...order('5000021'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Under review', 'Under review', []),
};

/** 110: the loan failed, no action. */
export const Failed: StoryObj = {
  ...order('5000110'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Loan failed', 'Failed', []),
};

/** 151: approved and disbursing, no action. */
export const Disbursing: StoryObj = {
  ...order('5000151'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Disbursing', 'Pending', []),
};

/** 170: repaying, with Repayment. */
export const Repaying: StoryObj = {
  ...order('5000170'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Repaying', 'Repaying', ['Repayment']),
};

/** 174: repayment due, with Repayment. */
export const RepaymentDue: StoryObj = {
  ...order('5000174'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Repayment due', 'Repayment due', ['Repayment']),
};

/** 174 with rollover allowed (isDelay 1): REPAY, "Short of money?" and Rollover Repayment. */
export const RepaymentDueRollover: StoryObj = {
  ...order('5000175'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsStatus(canvas, 'Repayment due', 'Repayment due', ['REPAY', 'Rollover Repayment']);
    await expect(canvas.getByText('Short of money?')).toBeTruthy();
  },
};

/** 180: overdue, with overdue days, late penalty and Repayment. */
export const Overdue: StoryObj = {
  ...order('5000180'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsStatus(canvas, 'Overdue', 'Overdue', ['Repayment']);
    await expect(canvas.getByText('Late penalty')).toBeTruthy();
  },
};

/** 180 with rollover allowed: REPAY and Rollover Repayment. */
export const OverdueRollover: StoryObj = {
  ...order('5000181'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsStatus(canvas, 'Overdue', 'Overdue', ['REPAY', 'Rollover Repayment']);
    await expect(canvas.getByText('Short of money?')).toBeTruthy();
  },
};

/** 200: repaid in full, with Borrow Again. */
export const Finished: StoryObj = {
  ...order('5000200'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsStatus(canvas, 'Finished', 'Finished', ['Borrow Again']);
    await expect(canvas.getByText('Repaid amount')).toBeTruthy();
  },
};

/** A status the app does not know (999): the generic Processing texts, no action. */
export const UnknownStatus: StoryObj = {
  ...order('5000999'),
  play: async ({ canvasElement }) => showsStatus(within(canvasElement), 'Processing', 'Finished', []),
};

/** The order asks for a rating (isScore 1): the rating dialog with five stars. */
export const Rating: StoryObj = {
  ...order('5000200', 'order-rating'),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Rate your experience'));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeTruthy();
    await expect(dialog.getByText('How was borrowing with us? Tap the stars to rate.')).toBeTruthy();
  },
};

/** The order carries a Kind tips message. */
export const KindTips: StoryObj = {
  ...order('5000170', 'order-kind-tips'),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Kind tips'));
    await expect(dialog.getByText(/Repay on or before your due date/)).toBeTruthy();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeTruthy();
  },
};

/** The order asks the borrower to bind a bank card. */
export const BindBankCard: StoryObj = {
  ...order('5000151', 'order-bind-card'),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Bind your bank card'));
    await expect(dialog.getByText(/Bind a bank account or e-wallet/)).toBeTruthy();
    await expect(dialog.getByRole('button', { name: 'Go and bind the card' })).toBeTruthy();
  },
};

/** An order under review that can be withdrawn (reyMsg and playeduL): the Withdraw Now dialog. */
export const Withdraw: StoryObj = {
  ...order('5000021', 'order-withdraw'),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Withdraw Now'));
    await expect(dialog.getByText(/Your loan is ready. Withdraw it now/)).toBeTruthy();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expect(dialog.getByRole('button', { name: 'Withdraw Now' })).toBeTruthy();
  },
};

/** The order carries no telephone: the customer-service row shows the app's own number. */
export const NoTelephone: StoryObj = {
  ...order('5000170', 'order-no-phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customer service', undefined, wait)).toBeTruthy();
    await expect(canvas.getByText('0917 555 0142')).toBeTruthy();
  },
};

/** The order cannot be loaded: the lender's message and Try again. */
export const LoadFailure: StoryObj = {
  ...order('5000170', 'server-error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service is busy right now. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

/** What the app keeps (paymentCheck) when a payment left it without an answer: the e-wallet checkout, a card payment not confirmed. */
const walletCheck = { orderId: '5000170', amount: 171217, way: 'E-wallet', id: 'RR70001', startedAt: Date.parse('2025-06-07T10:04:05+08:00') };
const withCheck = (paymentCheck: Record<string, unknown>) =>
  screenStory('loan-details', { query: { orderId: '5000170', productId: '7' }, saved: { paymentCheck } });

/** Back from the e-wallet before the lender has the money: "Payment not received yet", what was paid and Check again (issue 28). */
export const PaymentNotReceivedYet: StoryObj = {
  ...withCheck(walletCheck),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alert', { name: 'Payment not received yet' }, wait);
    await expect(banner).toHaveTextContent("Don't pay again yet");
    await expect(banner).toHaveTextContent('₱1.712,17');
    await expect(banner).toHaveTextContent('RR70001');
    await expect(within(banner).getByRole('button', { name: 'Check again' })).toBeTruthy();
    await expect(canvas.queryByText('Payment received')).toBeNull();
  },
};

/** The lender receives it meanwhile: Check again reads the order and shows the receipt from the order's own payments. */
export const PaymentReceivedOnCheck: StoryObj = {
  ...withCheck(walletCheck),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByRole('alert', { name: 'Payment not received yet' }, wait);
    // The e-wallet payment RR70001 is made and paid at the sandbox's checkout, as the borrower did in the wallet.
    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
    await fetch('/api/service/loan/repayment-huichao', form({ userId: '5512', orderId: '5000170', amount: '171217' }));
    await fetch('/api/sandbox/checkout/RR70001/pay', { method: 'POST', redirect: 'manual' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Check again' }));
    const received = await canvas.findByRole('status', { name: 'Payment received' }, wait);
    await expect(received).toHaveTextContent('₱1.712,17');
    await expect(received).toHaveTextContent('E-wallet');
    await expect(received).toHaveTextContent('RR70001');
  },
};

/** A card payment whose commit got no answer (no id known yet): "We could not confirm this payment." */
export const PaymentUnconfirmed: StoryObj = {
  ...withCheck({ orderId: '5000170', amount: 171217, way: 'BDO Unibank **** 5678', id: '', startedAt: walletCheck.startedAt }),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('alert', { name: 'We could not confirm this payment.' }, wait);
    await expect(banner).toHaveTextContent('BDO Unibank **** 5678');
  },
};
