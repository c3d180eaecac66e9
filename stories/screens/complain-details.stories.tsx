import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Help/Complaint detail' } satisfies Meta;

export const Pending = {
  ...screenStory('complain-details', { query: { problemId: '1002' }, scenario: 'complaint-replied' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText('Waiting for a reply')).toBeTruthy();
    await expect(within(canvasElement).getByText('We reply within 3 weekdays.')).toBeTruthy();
  },
};

export const Replied = {
  ...screenStory('complain-details', { query: { problemId: '1001' }, scenario: 'complaint-replied' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText('Process Result')).toBeTruthy();
    await expect(within(canvasElement).getByText('Replied')).toBeTruthy();
  },
};

export const AwaitingScore = {
  ...screenStory('complain-details', { query: { problemId: '1001' }, scenario: 'complaint-awaiting-score' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Rate our service' }, { timeout: 6000 });
    await expect(dialog).toBeTruthy();
  },
};

export const MissingProblemId = screenStory('complain-details');

export const ServerError = screenStory('complain-details', { query: { problemId: '1001' }, scenario: 'server-error' });
