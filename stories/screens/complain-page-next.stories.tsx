import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenReady } from '../support/screen-ready.ts';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Help/Complaint description' } satisfies Meta;

export const Repayment = screenStory('complain-page-next', { query: { problemType: '2', orderNo: 'HT2503140017', orderId: '2301457' } });

export const CollectionWithSubType = screenStory('complain-page-next', {
  query: { problemType: '1', problemSonType: '2', orderNo: 'HT2503140017', orderId: '2301457' },
});

export const EmptyDescription = {
  ...screenStory('complain-page-next', { query: { problemType: '2', orderNo: 'HT2503140017' } }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }));
    // The message is under the box (an alert tied to it, the box marked invalid), and a toast says it too.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please fill in your comments and suggestions');
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sent = {
  ...screenStory('complain-page-next', { query: { problemType: '2', orderNo: 'HT2503140017' } }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await screenReady(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Description'), 'My GCash payment is not showing.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Successfully Sent' });
    await expect(within(dialog).getAllByText('Successfully Sent')).toHaveLength(1);
    await expect(within(dialog).getByText('We will reply within 3 weekdays.')).toBeTruthy();
  },
};
