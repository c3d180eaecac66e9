import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UrlPolicyContext } from '../renderer/react/url-policy-context.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Web frame', tags: ['autodocs'], ...widgetMeta('web-frame') };
export default meta;

const notice = "This document can't be shown here.";

/** A loan agreement from the app's own origin, loaded in the locked-down frame (the spinner goes once it has loaded). */
export const Loaded: StoryObj = {
  ...nodeStory({ type: 'web-frame', src: '/sample-agreement.html', title: 'Loan agreement', height: 'md' }),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Loan agreement');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await waitFor(() => expect(frame.parentElement).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  },
};

/** A short frame (sm) inside a card, as in the agreement popup. */
export const SmallInCard: StoryObj = nodeStory({
  type: 'stack',
  surface: 'card',
  children: [
    { type: 'text', variant: 'subtitle', text: 'Loan Agreement' },
    { type: 'web-frame', src: '/sample-agreement.html', title: 'Loan agreement', height: 'sm' },
    { type: 'button', text: 'Agree' },
  ],
});

const here = window.location;

/** A full address on a host the app allows (given through UrlPolicyContext, here Storybook's own host). */
export const AllowedHost: StoryObj = {
  ...nodeStory({ type: 'web-frame', src: `${here.origin}/sample-agreement.html`, title: 'Loan agreement', height: 'sm' }),
  decorators: [
    (Story) => (
      <UrlPolicyContext value={{ hosts: [here.hostname] }}>
        <Story />
      </UrlPolicyContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Loan agreement');
    await expect(frame).toHaveAttribute('src', `${here.origin}/sample-agreement.html`);
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
};

/** A host that is not on the allowed list: a calm notice, never a frame. */
export const RefusedHost: StoryObj = {
  ...nodeStory({ type: 'web-frame', src: 'https://evil.example/agreement', title: 'Loan agreement' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(notice);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No address from the server (popAgreementUrl empty): the same notice. */
export const EmptySrc: StoryObj = {
  ...nodeStory({ type: 'web-frame', src: '=data.confirm.popAgreementUrl', title: 'Loan agreement' }, { data: { confirm: { popAgreementUrl: '' } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(notice);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
