import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Repaying/Payment instructions' } satisfies Meta;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ways = ['Mobile wallet bills payment', 'E-wallet payment service', 'Pay at a store'];

/** The three ways to pay, each a heading, one picture and its numbered steps, shown once (spec: images can be tapped to enlarge). */
async function showsWays(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const way of ways) await expect(await canvas.findByRole('heading', { name: way }, wait)).toBeTruthy();
  await expect(canvas.getByText('4. Please keep the depositslip as proof of payment.')).toBeTruthy();
  await expect(canvas.getAllByRole('button', { name: /^Enlarge: / })).toHaveLength(3);
  await expect(canvas.getByText(/Tap a picture to see it larger\./)).toBeTruthy();
}

/** /paymentInstructions with a code and amount: the Reference_no card with Copy, then the ways to pay. */
export const WithReference: StoryObj = {
  ...screenStory('payment-instructions', { query: { payCode: 'HT500017000001', amount: '523400' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('HT500017000001', undefined, wait)).toBeTruthy();
    await expect(within(canvasElement).getByText('Amount to pay ₱5.234,00')).toBeTruthy();
    await showsWays(canvasElement);
  },
};

/** Copy on the Reference_no: "copy success". */
export const ReferenceCopied: StoryObj = {
  ...screenStory('payment-instructions', { query: { payCode: 'HT500017000001', amount: '523400' } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy' }, wait));
    await expect(await page(canvasElement).findByText('copy success', undefined, wait)).toBeTruthy();
  },
};

/** /carpmm?requestType=1 (the old helper): no code known, only the ways to pay. */
export const Generic: StoryObj = {
  ...screenStory('payment-instructions', { query: { requestType: '1' } }),
  play: async ({ canvasElement }) => {
    await showsWays(canvasElement);
    await expect(within(canvasElement).queryByText('Reference_no')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Copy' })).toBeNull();
  },
};

/** Tapping the store picture opens it larger (spec section 2: images can be tapped to enlarge). */
export const PictureEnlarged: StoryObj = {
  ...screenStory('payment-instructions', { query: { payCode: 'HT500017000001', amount: '523400' } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Enlarge: A bills payment slip/ }, wait));
    const viewer = await page(canvasElement).findByRole('dialog', { name: /^A bills payment slip/ }, wait);
    await expect(within(viewer).getByRole('img', { name: /^A bills payment slip/ })).toBeTruthy();
  },
};
