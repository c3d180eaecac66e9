import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };
/** bind-slow answers the bank-binding calls after 3 s. */
const slowWait = { timeout: 8000 };

export default { title: 'Screens/Borrowing/Bank binding' } satisfies Meta;

/** The payment account form of a product (README: bank binding in the sandbox) in a scenario. */
const bindBank = (query: Record<string, string>, scenario?: string) => screenStory('bind-bank', { query, scenario });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Canvas = ReturnType<typeof within>;

interface SandboxRequest {
  endpoint: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The lender requests the sandbox received since the story started (it is reset before each story). */
async function sandboxRequests(endpoint: string): Promise<SandboxRequest[]> {
  const answer = (await (await fetch('/api/sandbox/requests')).json()) as { data: SandboxRequest[] };
  return answer.data.filter((r) => r.endpoint === endpoint);
}

/** The payment accounts the sandbox saved since the story started. */
async function sandboxBindings(): Promise<{ endpoint: string; orderId: string; productId: string; payload: Record<string, unknown> }[]> {
  return ((await (await fetch('/api/sandbox/bindings')).json()) as { data: [] }).data;
}

/** Opens the picker of a select field (named "<label> <shown text>"), highlights `option` and confirms. */
async function pick(canvasElement: HTMLElement, field: string, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: field }, wait));
  const dialog = within(await page(canvasElement).findByRole('dialog', undefined, wait));
  await userEvent.click(dialog.getByRole('option', { name: option }));
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), wait);
}

/** Fills product 7's bank-card form completely: card number (by default a valid one), branch city Makati, salary day 15, ID number. */
async function fillBankCard(canvasElement: HTMLElement, cardNo = '4215830012345678') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Bank card number', undefined, wait), cardNo);
  await pick(canvasElement, 'Branch city City of your BDO branch', 'Makati');
  await pick(canvasElement, 'Salary day Day of the month you get paid', '15');
  await userEvent.type(canvas.getByLabelText('ID number'), '123456789');
}

/** The bank-card items of product 7 with BDO Unibank as the bank. */
async function showsBankCardItems(canvas: Canvas) {
  // The tab row and the fields are separate lazy widgets: either may arrive first on a busy machine.
  await expect(await canvas.findByRole('tab', { name: 'Bank card' }, wait)).toBeTruthy();
  await expect(await canvas.findByRole('button', { name: 'Bank BDO Unibank' }, wait)).toBeTruthy();
  await expect(canvas.getByLabelText('Bank card number')).toHaveValue('');
  await expect(canvas.getByRole('button', { name: 'Branch city City of your BDO branch' })).toBeTruthy();
  await expect(canvas.getByRole('button', { name: 'Salary day Day of the month you get paid' })).toBeTruthy();
  await expect(canvas.getByLabelText('ID number')).toHaveValue('');
  await expect(canvas.queryByLabelText('E-wallet mobile number')).toBeNull();
}

/** Product 7, as it opens: the Bank card tab, BDO Unibank chosen, its branch city, salary day, ID number and Next. */
export const Default: StoryObj = {
  ...bindBank({ productId: '7' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsBankCardItems(canvas);
    await expect(canvas.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect((await sandboxRequests('bindCard.init')).map((r) => r.body.product_id)).toEqual(['7']);
  },
};

/** Product 7 on the E-wallet tab: e-wallet and its mobile number instead of the bank items; salary day and ID stay. */
export const EWalletTab: StoryObj = {
  ...bindBank({ productId: '7' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'E-wallet' }, wait));
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'E-wallet Choose your e-wallet' }, wait)).toBeTruthy();
    // The phone box is a lazily loaded widget: wait for it.
    await expect(await canvas.findByLabelText('E-wallet mobile number', undefined, wait)).toHaveAttribute(
      'placeholder',
      '11 digits, e.g. 09171234567',
    );
    await expect(canvas.queryByLabelText('Bank card number')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Bank / })).toBeNull();
    await expect(canvas.queryByText('Branch city')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Salary day Day of the month you get paid' })).toBeTruthy();
    await expect(canvas.getByLabelText('ID number')).toBeTruthy();
  },
};

/** The Bank picker open on the current bank, BDO Unibank, with the four banks, Dismiss and Confirm. */
export const PickerOpen: StoryObj = {
  ...bindBank({ productId: '7' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Bank BDO Unibank' }, wait));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Bank' }, wait));
    await expect(dialog.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'BDO Unibank',
      'BPI',
      'Metrobank',
      'UnionBank of the Philippines',
    ]);
    await expect(dialog.getByRole('option', { name: 'BDO Unibank' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** BPI chosen: the BDO-only branch city is gone. */
export const BpiChosen: StoryObj = {
  ...bindBank({ productId: '7' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Bank BDO Unibank', 'BPI');
    await expect(await canvas.findByRole('button', { name: 'Bank BPI' }, wait)).toBeTruthy();
    await expect(canvas.queryByText('Branch city')).toBeNull();
    await expect(canvas.getByLabelText('Bank card number')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Salary day Day of the month you get paid' })).toBeTruthy();
  },
};

/** Product 8 sends loans to e-wallets only: its one tab, the e-wallet items and salary day (no ID number). */
export const EWalletOnly: StoryObj = {
  ...bindBank({ productId: '8' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'E-wallet' }, wait)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'E-wallet Choose your e-wallet' })).toBeTruthy();
    await expect(canvas.getByLabelText('E-wallet mobile number')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Salary day Day of the month you get paid' })).toBeTruthy();
    await expect(canvas.queryByLabelText('ID number')).toBeNull();
    await expect(canvas.queryByLabelText('Bank card number')).toBeNull();
  },
};

/** Product 9 fills in the borrower's BPI card; the BPI account type shows, nothing chosen yet. */
export const Prefilled: StoryObj = {
  ...bindBank({ productId: '9' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Bank BPI' }, wait)).toBeTruthy();
    await expect(canvas.getByLabelText('Bank card number')).toHaveValue('5264 7100 9876 1234');
    await expect(canvas.getByRole('button', { name: 'BPI account type Savings or checking' })).toBeTruthy();
    await expect(canvas.getByLabelText('ID number')).toHaveAttribute('placeholder', 'SSS, UMID or PhilSys number');
    await expect(await canvas.findByRole('tab', { name: 'Bank card' }, wait)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'E-wallet' })).toBeNull();
    await expect(canvas.queryByText('Branch city')).toBeNull();
  },
};

/** The form cannot be loaded (bind-init-fails): the lender's message and Try again, no form and no Next. */
export const InitFails: StoryObj = {
  ...bindBank({ productId: '7' }, 'bind-init-fails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The payment account form is under maintenance. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.queryByLabelText('Bank card number')).toBeNull();
  },
};

/** A complete form refused by the lender (bind-fails): its message as a toast and, above Next, that the account was not saved; everything typed and chosen stays. */
export const SaveRefused: StoryObj = {
  ...bindBank({ productId: '7' }, 'bind-fails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBankCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const outcome = await canvas.findByRole('alert', { name: 'Your payment account was not saved' }, wait);
    await expect(outcome).toHaveTextContent('This bank account cannot be used. Please choose another one.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled(), wait);
    await expect(canvas.getByLabelText('Bank card number')).toHaveValue('4215 8300 1234 5678');
    await expect(canvas.getByRole('button', { name: 'Branch city Makati' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Salary day 15' })).toBeTruthy();
    await expect(canvas.getByLabelText('ID number')).toHaveValue('123456789');
    await expect(await sandboxRequests('bindCard.save')).toHaveLength(1);
    await expect(await sandboxBindings()).toEqual([]);
  },
};

/** The lender refuses one field (an 8-digit card number): its message shows under that field, which takes the focus. */
export const FieldRefused: StoryObj = {
  ...bindBank({ productId: '7' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBankCard(canvasElement, '42158300');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const card = canvas.getByLabelText('Bank card number');
    await waitFor(() => expect(card).toHaveAccessibleDescription('Please enter a bank card number of 12 to 19 digits.'), wait);
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(card).toHaveFocus();
    await expect(await sandboxBindings()).toEqual([]);
  },
};

/** Sending (bind-slow, answers after 3 s): Next says "loading..." and is busy; a second tap sends nothing more. */
export const Sending: StoryObj = {
  ...bindBank({ productId: '7' }, 'bind-slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, slowWait));
    const sending = await canvas.findByRole('button', { name: 'loading...' }, wait);
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(sending).toBeDisabled();
    await userEvent.click(sending, { pointerEventsCheck: 0 });
    // Give a second request the time to reach the sandbox, were one sent (the answer itself takes 3 s).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await sandboxRequests('bindCard.save')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'loading...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** From the order page (source=loanDetail): the e-wallet of product 8 is saved on the order's path, with the order. */
export const FromOrderPage: StoryObj = {
  ...bindBank({ productId: '8', orderId: '5000151', source: 'loanDetail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'E-wallet Choose your e-wallet', 'GCash');
    await userEvent.type(canvas.getByLabelText('E-wallet mobile number'), '09171234567');
    await pick(canvasElement, 'Salary day Day of the month you get paid', '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await sandboxBindings()).toHaveLength(1), wait);
    const [saved] = await sandboxBindings();
    await expect(saved).toMatchObject({ endpoint: 'bindCard.saveForOrder', orderId: '5000151', productId: '8' });
    await expect(saved?.payload).toEqual({
      product_id: '8',
      orderId: '5000151',
      cardType: '2',
      walletType: 'GCASH',
      walletPhone: '09171234567',
      salaryDay: '15',
    });
    await expect(await sandboxRequests('bindCard.save')).toHaveLength(0);
  },
};
