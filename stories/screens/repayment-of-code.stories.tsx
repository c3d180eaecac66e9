import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Repayment by code' } satisfies Meta;

/** The page as repayment.generate opens it (adapters/sandbox/repayment.ts): no lender call of its own. */
const code = (query: Record<string, string>, saved: Record<string, unknown> = {}) => screenStory('repayment-of-code', { query, saved });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** showType 1 (7-Eleven): the amount, the payment code with Copy, where to pay and the steps picture. */
export const PayCode: StoryObj = {
  ...code({ showType: '1', payCode: 'HT115000175003', repayAmount: '102730' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('HT115000175003', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#amount-value')).toHaveTextContent('₱1.027,30');
    await expect(canvas.getByText('Where you can pay')).toBeTruthy();
    await expect(canvas.getByText('Palawan Express')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: /^Enlarge: How to pay with your payment code/ })).toBeTruthy();
    await expect(canvas.queryByRole('img', { name: 'QR code for your payment' })).toBeNull();
  },
};

/** Copy on the payment code: "copy success". */
export const PayCodeCopied: StoryObj = {
  ...code({ showType: '1', payCode: 'HT115000175003', repayAmount: '102730' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy' }, wait));
    await expect(await page(canvasElement).findByText('copy success', undefined, wait)).toBeTruthy();
  },
};

/** showType 2 with payCodeImg (InstaPay QR): the lender's QR image and the payment code under it. */
export const QrImage: StoryObj = {
  ...code({ showType: '2', payCode: 'HT125000175004', payCodeImg: '/api/sandbox/qr/HT125000175004.svg', repayAmount: '102730' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A zoomable picture: a button that opens it full screen, around the image itself.
    const zoom = await canvas.findByRole('button', { name: 'Enlarge: QR code for your payment' }, wait);
    await expect(zoom.querySelector('img')).toHaveAttribute('src', '/api/sandbox/qr/HT125000175004.svg');
    await expect(canvas.queryByRole('img', { name: 'QR code for your payment' })).toBeNull();
    await expect(canvas.getByText('Payment code HT125000175004')).toBeTruthy();
    await expect(canvas.getByText('2. Scan the QR code.')).toBeTruthy();
    // The page knows the amount and the code: the step gives the amount, and the code can be copied (issue 28, item 11).
    await expect(canvas.getByText('3. Enter the amount: ₱1.027,30.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeTruthy();
  },
};

/** showType 2 without an image address: the app draws the QR code from the payment code. */
export const QrDrawn: StoryObj = {
  ...code({ showType: '2', payCode: 'HT125000175004', repayAmount: '102730' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: 'QR code for your payment' }, wait);
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy();
    await expect(canvas.getByText('Payment code HT125000175004')).toBeTruthy();
  },
};

/** Opened without a payment code: No payment code with Back, no code or QR. */
export const MissingCode: StoryObj = {
  ...code({ showType: '1', repayAmount: '102730' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payment code', undefined, wait)).toBeTruthy();
    await expect(canvas.getByText(/This page did not receive a payment code/)).toBeTruthy();
    // Two Backs: the top bar's arrow and the empty state's own button.
    await expect(canvas.getAllByRole('button', { name: 'Back' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
    await expect(canvas.queryByText('Where you can pay')).toBeNull();
  },
};

/** Opened with neither a code nor an amount: the amount shows a dash. */
export const MissingEverything: StoryObj = {
  ...code({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payment code', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#amount-value')).toHaveTextContent('—');
  },
};

/** What the rollover page keeps for its 7-Eleven code (repayInfo): the page says it pays the extension, and until when. */
const extensionInfo = {
  orderId: '5000175',
  productId: '7',
  payCode: 'HT210005000175',
  title: '7-Eleven',
  delayAmount: 102730,
  purpose: 'extension',
  dueDate: '2025-06-14',
  recordId: 'RR70001',
};

/** The rollover's code: Extension payment, the next payment date, "extension only", and Check my order after paying. */
export const ExtensionCode: StoryObj = {
  ...code({ showType: '1', payCode: 'HT210005000175', repayAmount: '102730' }, { repayInfo: extensionInfo }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Extension payment', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#amount-value')).toHaveTextContent('₱1.027,30');
    await expect(canvasElement.querySelector('#due-date')).toHaveTextContent('Your next payment date is 2025-06-14');
    await expect(canvas.getByText('This code pays the extension only. It does not repay your loan.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Check my order' })).toBeTruthy();
  },
};

/** The instalment's code: Repayment amount and its due date. */
export const RepaymentCode: StoryObj = {
  ...code(
    { showType: '1', payCode: 'HT200005000170', repayAmount: '171217' },
    {
      repayInfo: {
        orderId: '5000170',
        productId: '7',
        payCode: 'HT200005000170',
        title: '7-Eleven',
        repayAmount: 171217,
        purpose: 'repayment',
        dueDate: '2025-06-16',
      },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Repayment amount', undefined, wait)).toBeTruthy();
    await expect(canvasElement.querySelector('#due-date')).toHaveTextContent('Due date 2025-06-16');
    await expect(canvas.queryByText(/extension only/)).toBeNull();
  },
};
