/**
 * The seven operations a double tap must not repeat, on every screen that sends them: where each screen opens, what
 * the borrower does before the submit button is ready, the button, and the endpoint that must be called once.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { button, patience, type OpenOptions, type openScreen } from './double-submit-harness.tsx';

/** An opened screen. */
export type Harness = Awaited<ReturnType<typeof openScreen>>;

/** One submit to test. */
export interface Operation extends OpenOptions {
  /** The operation and the screen, as the test names read. */
  name: string;
  endpoint: string;
  /** The submit button's accessible name. */
  submit: string;
  /** What the borrower does before the submit button sends. */
  prepare?: (h: Harness) => Promise<void>;
  /**
   * A card payment (issue 28): after a timeout or a lost answer the page says the payment could not be confirmed and
   * takes no second submit ("Don't pay again yet"), so no retry is sent at all; only a refusal lets the borrower submit again.
   */
  unconfirmedStops?: true;
}

const chooseChannel = async (h: Harness) => {
  await h.user.click(await button(/^Payment Method/)); // the button also names the chosen method
  await h.user.click(await button('7-Eleven'));
};

/** Opens the SMS sheet of the payway screen: a card chosen, Pay, the sheet, the code typed. */
const openSmsSheet = async (h: Harness) => {
  await h.user.click(await screen.findByText('BDO Unibank', {}, patience));
  await h.user.click(await button('Pay ₱8.959,00'));
  await screen.findByRole('dialog', { name: 'SMS confirmation' }, patience);
  await h.user.type(screen.getByLabelText('Verification code'), '123456');
  await waitFor(() => expect(h.requests('repayment.commit')).toHaveLength(1), patience);
};

const payway = { route: '#/payway', query: { productId: '7', orderId: '5000174', amount: '895900' } };
const promotion = {
  route: '#/agreementTemplate',
  query: {
    id: '1',
    user_from: 'fb',
    utm_tag: 'nov',
    app_from: 'hatid',
    deviceId: 'dev-1',
    appName: 'hatid',
    merchantNumber: 'M-88',
    invite_code: 'INV42',
  },
};

/** Every screen and button that sends one of the seven operations. */
export const operations: Operation[] = [
  { name: 'loan push (confirm loan)', route: '/confirmLoan', query: { productId: '7' }, endpoint: 'loanConfirm.push', submit: 'Loan Now' },
  { name: 'loan push (new confirm loan)', route: '/newConfirmLoan', query: { productId: '7' }, endpoint: 'legacy.push', submit: 'Get ₱4.500,00 now' },
  {
    name: 'repayment commit (payway)',
    ...payway,
    endpoint: 'repayment.commit',
    submit: 'Pay ₱8.959,00',
    prepare: async (h) => void (await h.user.click(await screen.findByText('BDO Unibank', {}, patience))),
    unconfirmedStops: true,
  },
  {
    name: 'repayment confirm (payway SMS)',
    ...payway,
    endpoint: 'repayment.confirm',
    submit: 'Confirm',
    prepare: openSmsSheet,
    unconfirmedStops: true,
  },
  {
    name: 'generate payment (instalment)',
    route: '/repaymentByPeriod',
    query: { productId: '7', orderId: '5000170' },
    endpoint: 'repayment.generate',
    submit: 'Payment',
    prepare: chooseChannel,
  },
  {
    name: 'generate payment (rollover)',
    route: '/repaymentDelay',
    query: { productId: '7', orderId: '5000175' },
    endpoint: 'repayment.generate',
    submit: 'Payment',
    prepare: chooseChannel,
  },
  {
    name: 'register (promotion)',
    ...promotion,
    endpoint: 'promotion.register',
    submit: 'Register now',
    prepare: async (h) => {
      await h.user.type(await screen.findByLabelText('Mobile number', {}, patience), '13812345678');
      await h.user.type(screen.getByLabelText('Graphic code'), '7VJW');
      await h.user.type(screen.getByLabelText('SMS code'), '902639');
    },
  },
  {
    name: 'complaint save',
    route: '/complainPageNext',
    query: { problemType: '1', problemSonType: '2', orderNo: 'HT2503140017', orderId: '2301457' },
    endpoint: 'complaint.save',
    submit: 'Send',
    prepare: async (h) =>
      void (await h.user.type(await screen.findByLabelText('Description', {}, patience), 'A collector called my employer twice.')),
  },
  {
    name: 'bind card save',
    route: '/bindBank',
    query: { productId: '8' },
    endpoint: 'bindCard.save',
    submit: 'Next',
    prepare: async (h) => {
      await h.user.click(await button('E-wallet Choose your e-wallet'));
      await h.user.click(await screen.findByRole('option', { name: 'Maya' }, patience));
      await h.user.click(await button('Confirm'));
      await h.user.type(screen.getByLabelText('E-wallet mobile number'), '09181234567');
      await h.user.click(await button('Salary day Day of the month you get paid'));
      await h.user.click(await screen.findByRole('option', { name: '1' }, patience));
      await h.user.click(await button('Confirm'));
    },
  },
];
