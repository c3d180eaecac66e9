import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStory } from '../support/screen-story.tsx';

export default { title: 'Screens/Help/Complaint list' } satisfies Meta;

export const Default = {
  ...screenStory('complaint-list'),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Pending' })).toBeTruthy();
  },
};

export const Empty = screenStory('complaint-list', { scenario: 'empty' });

export const ServerError = screenStory('complaint-list', { scenario: 'server-error' });
