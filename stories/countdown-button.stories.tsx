import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CountdownButtonNode } from '../schemas/generated/types.ts';
import { nodeStory } from './support/node-story.tsx';
import { widgetMeta } from './support/widget-meta.ts';

const meta: Meta = { title: 'Widgets/Countdown button', tags: ['autodocs'], ...widgetMeta('countdown-button') };
export default meta;

/** "Send code": sending takes 1 s here, then a 5 s countdown runs on state.seconds. */
const sendCode: CountdownButtonNode = {
  type: 'countdown-button',
  text: 'Send code',
  seconds: '=state.seconds',
  busyText: 'Sending...',
  variant: 'secondary',
  onTap: [
    { do: 'wait', ms: 1000 },
    { do: 'toast', text: 'Code sent' },
    { do: 'countdown', path: '=state.seconds', from: 5 },
  ],
};

/** Ready to send. */
export const Ready: StoryObj = {
  ...nodeStory(sendCode, { state: { seconds: 0 } }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Send code' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Tapped: busy while sending (a second tap does nothing), then waiting with the seconds counting down. */
export const SendThenWait: StoryObj = {
  ...nodeStory(sendCode, { state: { seconds: 0 } }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveTextContent('Sending...');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 5s'), { timeout: 3000 });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).toHaveTextContent('Resend in 4s'), { timeout: 3000 });
  },
};

/** Waiting: greyed out, "Resend in 42s". */
export const Waiting: StoryObj = {
  ...nodeStory(sendCode, { state: { seconds: 42 } }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Resend in 42s' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Its own waiting text, as the primary button of a screen. */
export const CustomWaitText: StoryObj = nodeStory(
  { ...sendCode, text: 'Get code', waitText: 'Get a new code in {s} s', variant: 'primary' },
  { state: { seconds: 58 } },
);

/** Greyed out by an expression while the phone number is incomplete. */
export const Disabled: StoryObj = {
  ...nodeStory({ ...sendCode, disabled: '=count(state.phone) < 11' }, { state: { seconds: 0, phone: '0917' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** As a text link beside other content, with a spinner while sending. */
export const Link: StoryObj = nodeStory(
  {
    type: 'stack',
    direction: 'row',
    justify: 'between',
    align: 'center',
    children: [
      { type: 'text', text: "Didn't get the code?", variant: 'caption' },
      {
        type: 'countdown-button',
        text: 'Resend',
        seconds: '=state.seconds',
        variant: 'link',
        onTap: [
          { do: 'wait', ms: 1500 },
          { do: 'countdown', path: '=state.seconds', from: 60 },
        ],
      },
    ],
  },
  { state: { seconds: 0 } },
);
