import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Borrowing/Loan confirm' } satisfies Meta;

const product = { productId: '7' };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Sends the native app's back event, as the iOS back gesture does (screen-story installs window.onNativeBack). */
const nativeBack = () => (window as Window & { onNativeBack?: () => void }).onNativeBack?.();

/** PesoAgad's confirm data: amount, period, details, repayment plan and agreements; the agreement box is ticked. */
export const Default: StoryObj = {
  ...screenStory('loan-confirm', { query: product }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PesoAgad', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#loan-amount')).toHaveTextContent('₱5.000,00');
    await expect(canvasElement.querySelector('#loan-period')).toHaveTextContent('91 days');
    await expect(canvas.getByText('Repayment plan')).toBeTruthy();
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Loan Agreement' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Loan Now' })).toBeEnabled();
  },
};

/** The same screen in Filipino (the toolbar's Language switch, here fixed): the lender's product and money as sent. */
export const InFilipino: StoryObj = {
  ...screenStory('loan-confirm', { query: product }),
  globals: { lang: 'fil' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PesoAgad', undefined, wait)).toBeTruthy();
    await expect(canvas.getByText('Halaga ng loan')).toBeTruthy();
    await expect(canvasElement.querySelector('#loan-period')).toHaveTextContent('91 araw');
    await expect(canvas.getByRole('checkbox', { name: 'Nabasa ko at sang-ayon ako sa' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Mag-loan na' })).toBeEnabled();
  },
};

/** The borrower unticked the agreement box: Loan Now turns grey and the line above it says why. */
export const AgreementUnchecked: StoryObj = {
  ...screenStory('loan-confirm', { query: product }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I have read and agree to' }, wait));
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Loan Now' })).toBeDisabled();
    await expect(canvas.getByText('Tick the box above to agree to the agreements: Loan Now works only while it is ticked.')).toBeTruthy();
  },
};

/** The server asks for the popup agreement: a dialog with the agreement page, Cancel and Agree. */
export const PopupAgreement: StoryObj = {
  ...screenStory('loan-confirm', { query: product, scenario: 'confirm-popup-agreement' }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Loan agreement' }, wait);
    const inDialog = within(dialog);
    await expect(await inDialog.findByTitle('Loan agreement', undefined, wait)).toHaveAttribute('src', '/api/sandbox/contracts/0');
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expect(inDialog.getByRole('button', { name: 'Agree' })).toBeTruthy();
  },
};

/** The native back event (iOS back gesture) asks the borrower to stay: the Point out dialog with the app's own text. */
export const PointOut: StoryObj = {
  ...screenStory('loan-confirm', { query: product }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Loan Now' }, wait);
    nativeBack();
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Point out' }, wait);
    await expect(within(dialog).getByText('Your loan is almost ready. Do you want to stay and finish it?')).toBeTruthy();
  },
};

/** Point out with the server's texts (popTitle, popContent), after agreeing to the popup agreement. */
export const PointOutServerText: StoryObj = {
  ...screenStory('loan-confirm', { query: product, scenario: 'confirm-popup-agreement' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const popup = await body.findByRole('dialog', { name: 'Loan agreement' }, wait);
    await userEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    nativeBack();
    const dialog = await body.findByRole('dialog', { name: 'Point out' }, wait);
    await expect(within(dialog).getByText(/If you leave now, your application will not be sent/)).toBeTruthy();
  },
};

/** Loan Now is refused by the lender: the outcome stays beside Loan Now (no loan was made, no money moved); the toast too. */
export const PushRefused: StoryObj = {
  ...screenStory('loan-confirm', { query: product, scenario: 'push-refused' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Loan Now' }, wait));
    const outcome = await within(canvasElement).findByRole('alert', { name: 'No loan was made' }, wait);
    await expect(outcome).toHaveTextContent('Your loan application could not be accepted right now. No money was sent to you, and you owe nothing.');
  },
};

/**
 * Loan Now's request never left the phone (the code that sends it could not be loaded): the page says it was not sent,
 * that no loan was made and no money moved (not "could not confirm"); Loan Now works again.
 */
export const PushNotSent: StoryObj = {
  ...screenStory('loan-confirm', { query: product, unsent: 'loanConfirm.push' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Loan Now' }, wait));
    const outcome = await within(canvasElement).findByRole('alert', { name: 'Your loan request was not sent' }, wait);
    await expect(outcome).toHaveTextContent(
      'Network error. Please check your connection and try again. No loan was made: no money was sent to you, and you owe nothing.',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Loan Now' })).toBeEnabled();
  },
};

/** The lender answers slowly: the screen's shape with "Loading your loan offer…" (the slow-connection note after a few seconds). */
export const Loading: StoryObj = {
  ...screenStory('loan-confirm', { query: product, scenario: 'slow' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^(Loading your loan offer…|The connection is slow)/, undefined, wait)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Loan Now' })).toBeNull();
  },
};

/** The confirm data cannot be loaded: the lender's message and Try again. */
export const LoadFailure: StoryObj = {
  ...screenStory('loan-confirm', { query: product, scenario: 'server-error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service is busy right now. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
