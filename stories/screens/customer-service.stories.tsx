import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Help/Customer service' } satisfies Meta;

export const Default = {
  ...screenStory('customer-service'),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Telephone/WhatsApp')).toBeTruthy();
    await expect(await canvas.findByText('support@hatid.ph')).toBeTruthy();
  },
};

export const ServerError = {
  ...screenStory('customer-service', { scenario: 'server-error' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

export const Slow = screenStory('customer-service', { scenario: 'slow' });
