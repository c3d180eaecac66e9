import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

/** How long a play waits for the screen (the whole story run loads many screens at once). */
const wait = { timeout: 5000 };

export default { title: 'Screens/Joining/Joint login failed' } satisfies Meta;

/** The partner login failed: the error message and the recommended products (Kwarta Express not available). */
export const Default: StoryObj = {
  ...screenStory('joint-login-fail'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your account could not be linked to the partner app. Please try again later.', undefined, wait),
    ).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'Failed' })).toBeTruthy();
    await expect(canvas.getByText('Recommended products')).toBeTruthy();
    await expect(canvas.getByText('Hatid Cash')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Not available' })).toBeDisabled();
  },
};

/** The failure information cannot be loaded: the lender's message and Try again. */
export const LoadFailure: StoryObj = {
  ...screenStory('joint-login-fail', { scenario: 'server-error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service is busy right now. Please try again later.', undefined, wait)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
