import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Borrowing/Loan agreement' } satisfies Meta;

/** The first agreement of PesoAgad: a chip per agreement, the first selected, its page in the frame. */
export const Default: StoryObj = {
  ...screenStory('loan-agreement', { query: { productId: '7' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Loan Agreement', pressed: true }, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Privacy Policy Authorization', pressed: false })).toBeTruthy();
    await expect(await canvas.findByTitle('Loan Agreement', undefined, wait)).toHaveAttribute('src', '/api/sandbox/contracts/0');
  },
};

/** Opened on the second agreement (position 1). */
export const SecondAgreement: StoryObj = {
  ...screenStory('loan-agreement', { query: { productId: '7', position: '1' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Privacy Policy Authorization', pressed: true }, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Loan Agreement', pressed: false })).toBeTruthy();
    await expect(await canvas.findByTitle('Privacy Policy Authorization', undefined, wait)).toHaveAttribute('src', '/api/sandbox/contracts/1');
  },
};
