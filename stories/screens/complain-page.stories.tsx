import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Help/Complaint entry' } satisfies Meta;

export const Default = {
  ...screenStory('complain-page', { query: { orderId: '2301457' } }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PesoAgad')).toBeTruthy();
    await userEvent.click(await canvas.findByText('Collection'));
    await expect(await canvas.findByText('Contacting my family, friends or employer')).toBeTruthy();
  },
};

export const CollectionBlocked = {
  ...screenStory('complain-page', { query: { orderId: '2301457' }, scenario: 'collection-blocked' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Collection'));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('The selected order does not support sending collection types.'),
    ).toBeTruthy();
  },
};

export const AllOrders = {
  ...screenStory('complain-page', { query: { orderId: '2301457' } }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'All' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'All orders' })).toBeTruthy();
  },
};

/** Back from sending a complaint (the description page returns here after 1.5 s): the note with the reply time and My Complaint. */
export const AfterSending = {
  ...screenStory('complain-page', { query: { orderId: '2301457', sent: '1' } }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PesoAgad', undefined, { timeout: 5000 })).toBeTruthy();
    await expect(canvas.getByText('Your complaint was sent.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'See My Complaint' })).toBeTruthy();
  },
};

export const ServerError = screenStory('complain-page', { scenario: 'server-error' });
